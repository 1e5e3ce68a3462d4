import { MESSAGES } from '@console/shared/contract';
import { PEOPLE_MESSAGES, type AudienceListFilters } from '@console/people-contract';
import { emptyText } from './empty-state';

const NONE: AudienceListFilters = {
  search: '',
  roleTypeFilters: [],
  isAttended: null,
  ticketTypeFilter: [],
};

describe('emptyText', () => {
  it.each<[string, Partial<AudienceListFilters>, string]>([
    ['no search, no filter', {}, PEOPLE_MESSAGES.noAudienceFound],
    ['a search', { search: 'ada' }, MESSAGES.noSearchResultsFound],
    ['a role', { roleTypeFilters: ['SPEAKER'] }, MESSAGES.noSearchResultsFound],
    ['a status', { isAttended: false }, MESSAGES.noSearchResultsFound],
    ['a ticket type', { ticketTypeFilter: [3] }, MESSAGES.noSearchResultsFound],
  ])('%s', (_name, filters, title) => {
    expect(emptyText({ ...NONE, ...filters }).title).toBe(title);
  });
});
