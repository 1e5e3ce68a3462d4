import { anEvent } from '../test/fixtures';
import { backTarget } from './back-target';

describe('backTarget', () => {
  it.each([
    ['a plain event', anEvent(), '', '/dashboard'],
    ['a series child', anEvent({ seriesParentEventId: 40 }), '', '/series/40/event-webinar'],
    ['a series child even with a hubId', anEvent({ seriesParentEventId: 40 }), '?hubId=9', '/series/40/event-webinar'],
    ['an event opened from a hub', anEvent(), '?hubId=9', '/hub/9/event-webinar'],
    ['an invalid hubId', anEvent(), '?hubId=abc', '/dashboard'],
    ['a side event', anEvent({ type: 'SIDE_FIELD', sideEventParentId: 12 }), '?hubId=9', '/third-party/12/side-event'],
    ['a webinar', anEvent({ type: 'WEBINAR' }), '', '/dashboard'],
  ])('%s', (_label, event, search, expected) => {
    expect(backTarget(event, search)).toBe(expected);
  });

  it('accepts URLSearchParams', () => {
    expect(backTarget(anEvent(), new URLSearchParams({ hubId: '5' }))).toBe('/hub/5/event-webinar');
  });
});
