/**
 * The section's sessions as the screen shows and filters them, in memory: every session comes in
 * one answer, so search, filters and tabs never call the API.
 */
import type { SelectOption } from '@console/shared/ui/select';
import type { SessionColumnRow, SessionFilterValue } from '@console/shared/ui/sessions';
import {
  dayInTimeZone,
  isInTab,
  isOfferedIn,
  pendingIndex,
  statusWithPending,
  type AccessSection,
  type PendingSessionChanges,
  type SessionAccessRow,
  type SessionAccessTab,
} from '@console/access-control-contract';

/** A row of the table: the wire row with its tag names and its day in the event's time zone. */
export interface SessionView extends Omit<SessionAccessRow, 'tags'>, SessionColumnRow {
  tags: string[];
  day: string;
}

/** The sessions the section offers, with their tags as names and their day in the event's zone. */
export function toSessionViews(
  rows: readonly SessionAccessRow[],
  section: AccessSection,
  timeZone: string,
): SessionView[] {
  return rows
    .filter((row) => isOfferedIn(row, section))
    .map((row) => ({
      ...row,
      tags: row.tags.map((tag) => tag.name),
      day: dayInTimeZone(row.startDateTime, timeZone),
    }));
}

export const isFiltered = (f: SessionFilterValue): boolean =>
  f.query.trim() !== '' || f.tags.length > 0 || f.formats.length > 0 || f.days.length > 0;

/** Search by name (case-insensitive), any of the tags, one of the formats, one of the days. */
export function filterSessions(
  views: readonly SessionView[],
  f: SessionFilterValue,
): readonly SessionView[] {
  if (!isFiltered(f)) return views;
  const query = f.query.trim().toLowerCase();
  const tags = new Set(f.tags);
  const formats = new Set(f.formats);
  const days = new Set(f.days);
  return views.filter(
    (view) =>
      (query === '' || view.title.toLowerCase().includes(query)) &&
      (tags.size === 0 || view.tags.some((tag) => tags.has(tag))) &&
      (formats.size === 0 || formats.has(view.format)) &&
      (days.size === 0 || days.has(view.day)),
  );
}

/** The rows of a tab, with the pending changes applied. */
export function sessionsOfTab(
  views: readonly SessionView[],
  pending: PendingSessionChanges,
  tab: SessionAccessTab,
): readonly SessionView[] {
  if (tab === 'ALL') return views;
  const index = pendingIndex(pending);
  return views.filter((view) => isInTab(statusWithPending(view, index), tab));
}

/** A format code as the filter names it: IN_PERSON → "In person". */
export const formatLabel = (format: string): string =>
  format.charAt(0) + format.slice(1).toLowerCase().replaceAll('_', ' ');

export interface SessionFilterOptions {
  tags: string[];
  formats: SelectOption[];
  days: string[];
}

/** The filters offer what the section's sessions have: their tags, formats and days. */
export function filterOptions(views: readonly SessionView[]): SessionFilterOptions {
  const distinct = (values: Iterable<string>) =>
    [...new Set(values)].sort((a, b) => a.localeCompare(b));
  return {
    tags: distinct(views.flatMap((view) => view.tags)),
    formats: distinct(views.map((view) => view.format)).map((id) => ({
      id,
      label: formatLabel(id),
    })),
    days: [...new Set(views.map((view) => view.day))].sort(),
  };
}
