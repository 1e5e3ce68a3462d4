import { MESSAGES } from '@console/shared/contract';
import { emptyView } from './empty-view';
import { PEOPLE_EXTRA_MESSAGES } from '@console/people-contract';

describe('member table empty view', () => {
  it.each([
    ['ACTIVE', '', PEOPLE_EXTRA_MESSAGES.activeGroupEmpty],
    ['STATIC', '', PEOPLE_EXTRA_MESSAGES.staticGroupEmpty],
    ['ACTIVE', 'zzz', MESSAGES.noSearchResultsFound],
    ['STATIC', 'zzz', MESSAGES.noSearchResultsFound],
  ] as const)('%s group, search %j', (type, search, title) => {
    expect(emptyView(type, search).title).toBe(title);
  });
});
