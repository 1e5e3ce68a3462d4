/**
 * The session access screen's pending changes (people-and-access-control §4, "Session access
 * screen"), as pure functions over the rows of one section and the list of changes not yet
 * saved. A row's saved status is its `grantStatus`; a pending change is only ever kept while it
 * differs from it, so the list is exactly what Update Access sends.
 */
import { fromAbsolute, toCalendarDate } from '@internationalized/date';
import type {
  AccessSection,
  DayAccessMapping,
  GrantStatus,
  SessionAccessRow,
  SessionAccessTab,
} from './schemas';

/** One change of the session screen: a session and the status to store (the wire's shape). */
export interface SessionChange {
  id: number;
  grantStatus: GrantStatus;
}

export type PendingSessionChanges = readonly SessionChange[];

/** What the pending logic reads of a row. */
export type PendingRow = Pick<
  SessionAccessRow,
  'segmentId' | 'grantStatus' | 'isAccessGroupAddedInSegment'
>;

export const NO_PENDING_CHANGES: PendingSessionChanges = [];

export const isAccessible = (status: GrantStatus): boolean => status === 'GRANT';

/** What a restricted row stores: NO_GRANT in the base section, REVOKED in the grant and revoked ones. */
export function restrictedStatus(section: AccessSection): 'NO_GRANT' | 'REVOKED' {
  return section === 'base' ? 'NO_GRANT' : 'REVOKED';
}

/** The pending status of each changed session, for lookups over many rows. */
export function pendingIndex(pending: PendingSessionChanges): ReadonlyMap<number, GrantStatus> {
  return new Map(pending.map((change) => [change.id, change.grantStatus]));
}

/** A row's status with the pending changes applied. */
export function statusWithPending(
  row: PendingRow,
  index: ReadonlyMap<number, GrantStatus>,
): GrantStatus {
  return index.get(row.segmentId) ?? row.grantStatus;
}

/** Rows mapped through Add to sessions are never changed here (spec §8: the unavailable tooltip). */
export const isLocked = (row: PendingRow): boolean => row.isAccessGroupAddedInSegment;

/**
 * Whether a section offers a session: the base section every one; a derived group's grant section
 * those its base does not grant, its revoked section those its base grants (the API refuses others).
 */
export function isOfferedIn(
  row: Pick<SessionAccessRow, 'showInGrant' | 'showInRevoke'>,
  section: AccessSection,
): boolean {
  if (section === 'grant') return row.showInGrant;
  if (section === 'revoked') return row.showInRevoke;
  return true;
}

/**
 * Sets one row to `accessible` (or restricted): the change is dropped when it is the saved state,
 * and otherwise replaces any earlier change of the row. A restricted row whose saved state is
 * already restricted goes back to exactly that status.
 */
function setRow(
  pending: PendingSessionChanges,
  row: PendingRow,
  accessible: boolean,
  section: AccessSection,
): PendingSessionChanges {
  const saved = row.grantStatus;
  const next: GrantStatus = accessible
    ? 'GRANT'
    : isAccessible(saved)
      ? restrictedStatus(section)
      : saved;
  const others = pending.filter((change) => change.id !== row.segmentId);
  return next === saved ? others : [...others, { id: row.segmentId, grantStatus: next }];
}

/** Toggling a row flips it (base: GRANT ↔ NO_GRANT; grant and revoked: GRANT ↔ REVOKED). */
export function toggleSession(
  pending: PendingSessionChanges,
  row: PendingRow,
  section: AccessSection,
): PendingSessionChanges {
  if (isLocked(row)) return pending;
  const current = statusWithPending(row, pendingIndex(pending));
  return setRow(pending, row, !isAccessible(current), section);
}

/** What select-all does to `rows`: grant all when any is restricted, otherwise restrict all. */
export function selectAllTarget(
  rows: readonly PendingRow[],
  pending: PendingSessionChanges,
): 'GRANT_ALL' | 'RESTRICT_ALL' {
  const index = pendingIndex(pending);
  return rows.some((row) => !isLocked(row) && !isAccessible(statusWithPending(row, index)))
    ? 'GRANT_ALL'
    : 'RESTRICT_ALL';
}

/** Select-all over `rows` (the rows shown); locked rows never change. */
export function selectAllSessions(
  pending: PendingSessionChanges,
  rows: readonly PendingRow[],
  section: AccessSection,
): PendingSessionChanges {
  const accessible = selectAllTarget(rows, pending) === 'GRANT_ALL';
  const changed = new Set<number>();
  const added: SessionChange[] = [];
  for (const row of rows) {
    if (isLocked(row)) continue;
    changed.add(row.segmentId);
    const [change] = setRow(NO_PENDING_CHANGES, row, accessible, section);
    if (change) added.push(change);
  }
  return [...pending.filter((change) => !changed.has(change.id)), ...added];
}

/** Whether a status belongs to a tab (ALL holds every row). */
export function isInTab(status: GrantStatus, tab: SessionAccessTab): boolean {
  if (tab === 'ALL') return true;
  return isAccessible(status) === (tab === 'ACCESSIBLE');
}

/** All (n), Accessible (n), Restricted (n), with the pending changes applied. */
export function sessionTabCounts(
  rows: readonly PendingRow[],
  pending: PendingSessionChanges,
): Record<SessionAccessTab, number> {
  const index = pendingIndex(pending);
  let accessible = 0;
  for (const row of rows) if (isAccessible(statusWithPending(row, index))) accessible += 1;
  return { ALL: rows.length, ACCESSIBLE: accessible, RESTRICTED: rows.length - accessible };
}

/**
 * The calendar day ('YYYY-MM-DD') of an instant in the event's time zone, with
 * @internationalized/date (which keeps one Intl formatter per zone: building one costs far more
 * than reading 2,000 days with it).
 */
export function dayInTimeZone(instant: string, timeZone: string): string {
  return toCalendarDate(fromAbsolute(Date.parse(instant), timeZone)).toString();
}

/**
 * The days to offer after Update Access: the days of the sessions it newly granted on which the
 * group has no day access (a day without a row counts as not granted), in order.
 */
export function daysNeedingAccess(
  rows: readonly Pick<SessionAccessRow, 'segmentId' | 'startDateTime'>[],
  saved: PendingSessionChanges,
  days: readonly Pick<DayAccessMapping, 'dayAccessDate' | 'grantStatus'>[],
  timeZone: string,
): string[] {
  const granted = new Set(
    days.filter((day) => isAccessible(day.grantStatus)).map((day) => day.dayAccessDate),
  );
  const newlyGranted = new Set(
    saved.filter((change) => isAccessible(change.grantStatus)).map((change) => change.id),
  );
  const needed = new Set<string>();
  for (const row of rows) {
    if (!newlyGranted.has(row.segmentId)) continue;
    const day = dayInTimeZone(row.startDateTime, timeZone);
    if (!granted.has(day)) needed.add(day);
  }
  return [...needed].sort();
}

/** The day access to send when granting `add`: the group's current days, and those granted. */
export function dayAccessWith(
  days: readonly Pick<DayAccessMapping, 'dayAccessDate' | 'grantStatus'>[],
  add: readonly string[],
): { dayAccessDate: string; grantStatus: 'GRANT' | 'NO_GRANT' }[] {
  const byDay = new Map<string, 'GRANT' | 'NO_GRANT'>(
    days.map((day) => [day.dayAccessDate, isAccessible(day.grantStatus) ? 'GRANT' : 'NO_GRANT']),
  );
  for (const day of add) byDay.set(day, 'GRANT');
  return [...byDay.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([dayAccessDate, grantStatus]) => ({ dayAccessDate, grantStatus }));
}
