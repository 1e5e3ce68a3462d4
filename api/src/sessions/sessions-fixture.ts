/**
 * The API fixture plus a hand-countable set of sessions. The main event is moved to New York
 * time, so days are local days: 'Evening mixer' starts Jan 1, 19:30 EST, which is already
 * Jan 2 in UTC. Two sessions belong to the second event (for cross-event refusals).
 *
 *   key        title                                               start (America/New_York)  format     tags
 *   keynote    Opening keynote                                     Jan 1 09:00               VIRTUAL    Keynote, AI
 *   watch      Keynote watch party                                 Jan 1 09:00               IN_PERSON  Keynote, Networking
 *   workshop   Kubernetes deep dive workshop for platform teams   Jan 1 11:00               IN_PERSON  Cloud, Workshop, Advanced
 *   mixer      Evening mixer                                       Jan 1 19:30 (00:30Z Jan 2) IN_PERSON  Networking
 *   security   Security 101                                        Jan 2 09:00               VIRTUAL    Security, Beginner
 *   panel      AI panel: what ships in 2030                        Jan 2 13:00               VIRTUAL    AI
 *   tips       100% tips_and tricks                                Jan 3 10:00               VIRTUAL    (none)
 *   hackathon  Late-night hackathon                                Jan 3 21:00 (02:00Z Jan 4) VIRTUAL    (none)
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { events } from '../db/schema';
import { buildFixture } from '../testing/fixture';
import { segments } from './schema';
import type { SegmentFormat } from '@console/people-contract';

const HOUR = 60 * 60 * 1000;

/** A New York winter local time (EST, UTC-5) as an instant. */
const est = (day: number, hour: number, minute = 0) =>
  new Date(Date.UTC(2030, 0, day, hour + 5, minute));

interface Spec {
  title: string;
  start: Date;
  format: SegmentFormat;
  tags: string[];
  stageName?: string;
  addOns?: string[];
}

const MAIN = {
  keynote: {
    title: 'Opening keynote',
    start: est(1, 9),
    format: 'VIRTUAL',
    tags: ['Keynote', 'AI'],
    addOns: ['Recording'],
  },
  watch: {
    title: 'Keynote watch party',
    start: est(1, 9),
    format: 'IN_PERSON',
    tags: ['Keynote', 'Networking'],
  },
  workshop: {
    title: 'Kubernetes deep dive workshop for platform teams',
    start: est(1, 11),
    format: 'IN_PERSON',
    tags: ['Cloud', 'Workshop', 'Advanced'],
  },
  mixer: {
    title: 'Evening mixer',
    start: est(1, 19, 30),
    format: 'IN_PERSON',
    tags: ['Networking'],
  },
  security: {
    title: 'Security 101',
    start: est(2, 9),
    format: 'VIRTUAL',
    tags: ['Security', 'Beginner'],
  },
  panel: {
    title: 'AI panel: what ships in 2030',
    start: est(2, 13),
    format: 'VIRTUAL',
    tags: ['AI'],
  },
  tips: { title: '100% tips_and tricks', start: est(3, 10), format: 'VIRTUAL', tags: [] },
  hackathon: { title: 'Late-night hackathon', start: est(3, 21), format: 'VIRTUAL', tags: [] },
} satisfies Record<string, Spec>;

export type SessionKey = keyof typeof MAIN;

export async function buildSessionsFixture(db: Db) {
  const fx = await buildFixture(db);
  await db.update(events).set({ tz: 'America/New_York' }).where(eq(events.id, fx.main.id));
  const row = (eventId: number, spec: Spec) => ({
    eventId,
    title: spec.title,
    stageName: spec.stageName ?? 'Main stage',
    startDateTime: spec.start,
    endDateTime: new Date(spec.start.getTime() + HOUR),
    format: spec.format,
    tags: spec.tags,
    addOns: spec.addOns ?? [],
  });
  const keys = Object.keys(MAIN) as SessionKey[];
  const inserted = await db
    .insert(segments)
    .values(keys.map((key) => row(fx.main.id, MAIN[key])))
    .returning({ id: segments.id });
  const ids = Object.fromEntries(keys.map((key, i) => [key, inserted[i]?.id ?? -1])) as Record<
    SessionKey,
    number
  >;
  const other = await db
    .insert(segments)
    .values([
      row(fx.second.id, {
        title: 'Webinar opening keynote',
        start: new Date('2030-02-01T09:00:00Z'),
        format: 'VIRTUAL',
        tags: ['Webinar only'],
      }),
      row(fx.second.id, {
        title: 'Webinar Q&A',
        start: new Date('2030-02-05T09:00:00Z'),
        format: 'VIRTUAL',
        tags: [],
      }),
    ])
    .returning({ id: segments.id });
  return { ...fx, sessions: ids, otherEventSessionIds: other.map((r) => r.id) };
}

export type SessionsFixture = Awaited<ReturnType<typeof buildSessionsFixture>>;
