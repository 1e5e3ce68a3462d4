import { eventIdOfPath } from './event-context-query';

describe('eventIdOfPath', () => {
  it.each([
    ['/event/12/people/audiences', 12],
    ['/webinar/7', 7],
    ['/event/7/', 7],
  ])('%s is event %d', (pathname, id) => {
    expect(eventIdOfPath(pathname)).toBe(id);
  });

  it.each(['/dashboard', '/event/create', '/event/12x/people', '/login', '/'])(
    '%s is no event',
    (pathname) => {
      expect(eventIdOfPath(pathname)).toBeNull();
    },
  );
});
