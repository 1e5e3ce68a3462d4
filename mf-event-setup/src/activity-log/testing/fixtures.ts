/** Entries, pages and people shaped like the activity log API's answers, for a New York event. */
import type {
  ActivityEntry,
  ActivityLogPage,
  ActivityLogPeople,
} from '@console/activity-log-contract';

/** A base access change by Olga at 9:30 AM New York time on Jan 2, 2030. */
export function anEntry(overrides: Partial<ActivityEntry> = {}): ActivityEntry {
  return {
    id: 1,
    occurredAt: '2030-01-02T14:30:00.000Z',
    actor: { userId: 1, name: 'Olga Organizer' },
    area: 'ACCESS_CONTROL',
    action: 'access.mapping.changed',
    target: { type: 'access-group', id: '4', label: 'VIP Pass' },
    summary: 'Changed 1 feature in the base section of VIP Pass',
    before: { RECORDING: null },
    after: { RECORDING: 'NO_GRANT' },
    ...overrides,
  };
}

export const logPage = (
  items: ActivityEntry[],
  total = items.length,
  totalIsAtLeast = false,
): ActivityLogPage => ({ items, total, totalIsAtLeast });

export const PEOPLE: ActivityLogPeople = {
  people: [
    { userId: 2, name: 'Ann Approver' },
    { userId: 1, name: 'Olga Organizer' },
  ],
  isTruncated: false,
};
