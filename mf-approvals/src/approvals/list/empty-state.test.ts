import { MESSAGES } from '@console/shared/contract';
import { emptyText } from './empty-state';

describe('emptyText (§8 empty states)', () => {
  it.each([
    ['an empty tab', '', 'Pending', { title: 'No pending registrations' }],
    ['an empty tab, alternative label', '', 'Denied', { title: 'No denied registrations' }],
    ['blank search is no search', '   ', 'Approved', { title: 'No approved registrations' }],
    [
      'a search matching nothing',
      'zed',
      'Pending',
      { title: MESSAGES.noSearchResultsFound, description: MESSAGES.tryDifferentKeywords },
    ],
  ])('%s', (_, query, label, expected) => {
    expect(emptyText(query, label)).toEqual(expected);
  });
});
