/**
 * The access control writes' entries in the activity log: which group, which section, and the
 * values the group stored before and after for each changed feature, day or session (null: the
 * group stores none, so it follows its base or the default); a feature, day, base or session
 * access change also records its impact on the registrants, as the preview showed it.
 */
import type { ActivityValues } from '@console/activity-log-contract';
import { ACCESS_IMPACT_MESSAGES, type AccessImpact } from '@console/access-control-contract';
import type { Db } from '../db/client';
import { recordActivity, type ActivityActor } from '../activity-log/record';
import type { AccessGroupRow } from './groups';

export interface AccessChange {
  eventId: number;
  actor: ActivityActor;
  group: AccessGroupRow;
  action: string;
  summary: string;
  before: ActivityValues;
  after: ActivityValues;
}

export function recordAccessChange(tx: Db, change: AccessChange): Promise<void> {
  return recordActivity(tx, {
    eventId: change.eventId,
    actor: change.actor,
    area: 'ACCESS_CONTROL',
    action: change.action,
    target: { type: 'access-group', id: String(change.group.id), label: change.group.name },
    summary: change.summary,
    before: change.before,
    after: change.after,
  });
}

/** Stored values by key, every asked key present (null when not stored). */
export function storedValues(
  keys: Iterable<string>,
  rows: readonly { key: string; status: string }[],
): Record<string, string | null> {
  const stored = new Map(rows.map((row) => [row.key, row.status]));
  return Object.fromEntries([...keys].map((key) => [key, stored.get(key) ?? null]));
}

/** A session's key in an entry's values. */
export const sessionKey = (segmentId: number) => `session ${segmentId}`;

const COUNT_FORMAT = new Intl.NumberFormat('en-US');

/**
 * The impact's features (by key, e.g. NETWORKING), days (by date, e.g. 2030-01-02) and sessions
 * (by the entry's session key, e.g. 'session 12') alike.
 */
const impactItems = (impact: AccessImpact) => [
  ...impact.features.map((f) => ({ key: f.featureId, title: f.title, gain: f.gain, lose: f.lose })),
  ...impact.days.map((d) => ({ key: d.day, title: d.day, gain: d.gain, lose: d.lose })),
  ...impact.sessions.map((s) => ({
    key: sessionKey(s.sessionId),
    title: s.title,
    gain: s.gain,
    lose: s.lose,
  })),
];

/**
 * The impact a feature, day or session access change had when saved (issue #46), as the entry's
 * values: the registrants affected, and who lost and gained each item (non-zero counts only).
 */
export function impactValues(impact: AccessImpact): Record<string, number> {
  return Object.fromEntries([
    ['impact.affected', impact.affected],
    ...impactItems(impact).flatMap((item) => [
      ...(item.lose > 0 ? [[`impact.${item.key}.lose`, item.lose] as const] : []),
      ...(item.gain > 0 ? [[`impact.${item.key}.gain`, item.gain] as const] : []),
    ]),
  ]);
}

/** The same impact in the entry's summary: "; 12 registrants lose Networking", or nothing. */
export function impactSummary(impact: AccessImpact): string {
  const say = (count: number, words: typeof ACCESS_IMPACT_MESSAGES.lose, title: string) =>
    count > 0 ? [words(count, COUNT_FORMAT.format(count), title)] : [];
  const parts = impactItems(impact).flatMap((item) => [
    ...say(item.lose, ACCESS_IMPACT_MESSAGES.lose, item.title),
    ...say(item.gain, ACCESS_IMPACT_MESSAGES.gain, item.title),
  ]);
  return parts.length > 0 ? `; ${parts.join(', ')}` : '';
}
