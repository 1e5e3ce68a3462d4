import { documentTitle } from './document-title';

describe('documentTitle', () => {
  it.each<[string, string | undefined, string]>([
    ['Approvals', 'Demo Virtual Summit', 'Approvals · Demo Virtual Summit'],
    ['Dashboard', undefined, 'Dashboard · Organizer Console'],
    ['Your sessions', undefined, 'Your sessions · Organizer Console'],
  ])('%s in %s → %s', (page, eventName, title) => {
    expect(documentTitle(page, eventName)).toBe(title);
  });
});
