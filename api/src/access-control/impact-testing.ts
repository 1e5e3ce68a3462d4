/**
 * The impact previews' tests (issue #46): a preview must equal the explainer's difference for
 * every registrant before and after the same save. These read that difference and compare a
 * preview's lines (features, days or sessions) with it.
 */
import { desc, eq } from 'drizzle-orm';
import { expect } from 'expect';
import { IMPACT_SAMPLE_SIZE, type AccessImpact } from '@console/access-control-contract';
import type { Db } from '../db/client';
import { activityLog } from '../activity-log/schema';

export interface Flips<K> {
  /** Per item, who gained it and who lost it. */
  expected: Map<K, { gain: number[]; lose: number[] }>;
  /** Everyone whose access changed at all. */
  affected: Set<number>;
}

/** Who gained and lost each item between two answers of the explainer (registrant -> granted items). */
export function flipsBetween<K>(was: Map<number, Set<K>>, now: Map<number, Set<K>>): Flips<K> {
  const expected = new Map<K, { gain: number[]; lose: number[] }>();
  const affected = new Set<number>();
  for (const [id, before] of was) {
    const after = now.get(id) ?? new Set<K>();
    for (const item of new Set([...before, ...after])) {
      if (before.has(item) === after.has(item)) continue;
      const entry = expected.get(item) ?? { gain: [], lose: [] };
      entry[after.has(item) ? 'gain' : 'lose'].push(id);
      expected.set(item, entry);
      affected.add(id);
    }
  }
  return { expected, affected };
}

/** A preview's line, keyed as the explainer keys its item. */
export interface ImpactLine<K> {
  key: K;
  gain: number;
  lose: number;
  sample: readonly { registrationId: number }[];
}

/** The lines' figures are the flips', and each line's sample is drawn from those who flipped. */
export function expectLinesOf<K>(lines: readonly ImpactLine<K>[], { expected }: Flips<K>): void {
  expect(new Map(lines.map((line) => [line.key, [line.gain, line.lose]]))).toEqual(
    new Map([...expected].map(([key, { gain, lose }]) => [key, [gain.length, lose.length]])),
  );
  for (const line of lines) {
    const flipped = [
      ...(expected.get(line.key)?.gain ?? []),
      ...(expected.get(line.key)?.lose ?? []),
    ];
    expect(line.sample).toHaveLength(Math.min(IMPACT_SAMPLE_SIZE, flipped.length));
    for (const person of line.sample) expect(flipped).toContain(person.registrationId);
  }
}

/** What the explainer grants each registrant (by registration id): features, days and sessions. */
export interface ExplainedGrants {
  features: Map<number, Set<string>>;
  days: Map<number, Set<string>>;
  sessions: Map<number, Set<number>>;
}

/**
 * A preview is the explainer's difference between `was` and `now`, its answers before and after
 * the same save: every feature, day and session line, and `affected`, everyone whose access
 * changed at all. Answers each kind's flips, and the lines as the save's entry records them.
 */
export function expectPreviewOf(preview: AccessImpact, was: ExplainedGrants, now: ExplainedGrants) {
  const features = flipsBetween(was.features, now.features);
  const days = flipsBetween(was.days, now.days);
  const sessions = flipsBetween(was.sessions, now.sessions);
  const lines = {
    features: preview.features.map((f) => ({ ...f, key: f.featureId })),
    days: preview.days.map((d) => ({ ...d, key: d.day, title: d.day })),
    sessions: preview.sessions.map((x) => ({ ...x, key: x.sessionId })),
  };
  expectLinesOf(lines.features, features);
  expectLinesOf(lines.days, days);
  expectLinesOf(lines.sessions, sessions);
  const affected = new Set([...features.affected, ...days.affected, ...sessions.affected]);
  expect(preview.affected).toBe(affected.size);
  const recorded: RecordedLine[] = [
    ...lines.features,
    ...lines.days,
    ...lines.sessions.map((x) => ({ ...x, key: `session ${x.sessionId}` })),
  ];
  return { features, days, sessions, recorded };
}

/** A preview's line as the save's activity entry records it: under `impact.<key>.`, by title. */
export interface RecordedLine {
  key: string;
  title: string;
  gain: number;
  lose: number;
}

const SAID = {
  gain: (n: number) => (n === 1 ? 'registrant gains' : 'registrants gain'),
  lose: (n: number) => (n === 1 ? 'registrant loses' : 'registrants lose'),
} as const;

/** The save's activity entry holds the preview's figures, in its values and in its summary. */
export function expectEntryFigures(
  entry: { after: unknown; summary: string } | undefined,
  affected: number,
  lines: readonly RecordedLine[],
): void {
  expect(entry?.after).toMatchObject({ 'impact.affected': affected });
  for (const line of lines)
    for (const side of ['gain', 'lose'] as const) {
      const n = line[side];
      if (n === 0) continue;
      expect(entry?.after).toMatchObject({ [`impact.${line.key}.${side}`]: n });
      expect(entry?.summary).toContain(`${n} ${SAID[side](n)} ${line.title}`);
    }
}

/** The event's newest activity entry: the save's. */
export async function latestEntry(db: Db, eventId: number) {
  const [entry] = await db
    .select()
    .from(activityLog)
    .where(eq(activityLog.eventId, eventId))
    .orderBy(desc(activityLog.id))
    .limit(1);
  return entry;
}
