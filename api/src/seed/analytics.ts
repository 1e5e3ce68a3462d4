/**
 * Demo activity facts for every event with registrants, by format, so every dashboard and report
 * has real rows, then the aggregates. Set-based (three INSERT ... SELECT over the registrants and
 * generate_series) and deterministic: registrant r's facts, places, times and minutes come from
 * r's id and a salt per plan, spread over the event's days (9:00 + up to 8 hours).
 * - virtual and hybrid: stage views (2-3 stages), session views, room and booth visits (the
 *   event's booths by name), meetings, points, emails;
 * - in person: check-ins, session views, emails;
 * - webinars: views of the webinar, emails.
 * Session views are of the event's sessions (segments) at their times when it has some, else of
 * a few named sessions. Only attendees attend; each of three emails goes to the completed
 * registrants who had registered when it went out (the thank-you to attendees only), fewer open
 * it and fewer still click (a click implies an open). Nothing happens after the seed's `now`: an
 * event that has not started has no activity (and no attendees), a live one only its past hours,
 * an email not yet due is not sent. More than 10,000 facts for the 6,000 registrants of the main
 * event, live since yesterday.
 */
import { inArray, sql } from 'drizzle-orm';
import type { ActivityKind } from '@console/analytics-contract';
import type { Db } from '../db/client';
import { booths, events } from '../db/schema';
import { refreshActivityAggregates } from '../analytics/aggregates';
import { analyticsEventSettings } from '../analytics/schema';
import { segments } from '../sessions/schema';
import { timestampSql } from './clock';

type EventRow = typeof events.$inferSelect;

/** Facts of one kind at some places for a share of an event's attendees. */
interface PlaceFactPlan {
  event_id: number;
  kind: ActivityKind;
  places: string[];
  /** Percent of the attendees with facts of this kind. */
  share: number;
  /** 1..max facts per person. */
  max_per_person: number;
  min_quantity: number;
  max_quantity: number;
  salt: number;
}

interface EmailPlan {
  event_id: number;
  name: string;
  sent_at: string;
  attendees_only: boolean;
  open_share: number;
  click_share: number;
  salt: number;
}

const ROOMS = ['Coffee Corner', 'Startup Alley', 'Open Discussion'];
const FALLBACK_BOOTHS = ['Initech booth', 'Hooli booth', 'Umbrella Labs booth'];
const FALLBACK_STAGES = ['Main Stage', 'Breakout Stage'];
const NAMED_SESSIONS = ['Opening keynote', 'Product roadmap', 'Customer panel', 'Closing remarks'];
const POINT_REASONS = ['Stage attendance', 'Booth visit', 'Quiz answers', 'Chat messages'];
const ENTRANCES = ['Main entrance', 'North entrance'];

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** Who an email goes to: every completed registrant, or those who attended. */
type Audience = 'registered' | 'attendees';
type EmailSpec = [
  name: string,
  from: 'start' | 'end',
  offsetMs: number,
  to: Audience,
  open: number,
  click: number,
];

const EVENT_EMAILS: readonly EmailSpec[] = [
  ['Agenda announcement', 'start', -DAY, 'registered', 55, 15],
  ['Starting soon', 'start', -HOUR, 'registered', 65, 22],
  ['Thank you for attending', 'end', DAY, 'attendees', 45, 12],
];
const WEBINAR_EMAILS: readonly EmailSpec[] = [
  ['Webinar invitation', 'start', -3 * DAY, 'registered', 58, 20],
  ['Reminder: starting in 1 hour', 'start', -HOUR, 'registered', 66, 28],
  ['Recording available', 'end', DAY, 'registered', 41, 15],
];

type Format = 'virtual' | 'inPerson' | 'webinar';
const formatOf = (e: EventRow): Format =>
  e.type === 'WEBINAR' ? 'webinar' : e.eventFormat === 'IN_PERSON' ? 'inPerson' : 'virtual';

interface EventPlaces {
  booths: string[];
  stages: string[];
  hasSessions: boolean;
}

function placePlans(event: EventRow, places: EventPlaces): PlaceFactPlan[] {
  const plan = (
    kind: ActivityKind,
    names: string[],
    share: number,
    maxPerPerson: number,
    [minQuantity, maxQuantity]: [number, number],
  ): PlaceFactPlan => ({
    event_id: event.id,
    kind,
    places: names,
    share,
    max_per_person: maxPerPerson,
    min_quantity: minQuantity,
    max_quantity: maxQuantity,
    salt: event.id * 11 + kind.length,
  });
  const namedSessions = places.hasSessions
    ? []
    : [plan('SESSION_VIEW', NAMED_SESSIONS, 60, 2, [10, 50])];
  switch (formatOf(event)) {
    case 'webinar':
      return [plan('STAGE_VIEW', [event.name], 90, 2, [5, 60])];
    case 'inPerson':
      return [plan('CHECK_IN', ENTRANCES, 95, 2, [1, 1]), ...namedSessions];
    case 'virtual':
      return [
        plan(
          'STAGE_VIEW',
          places.stages.length > 0 ? places.stages : FALLBACK_STAGES,
          70,
          2,
          [5, 90],
        ),
        ...namedSessions,
        plan('ROOM_VISIT', ROOMS, 30, 1, [5, 30]),
        plan(
          'BOOTH_VISIT',
          places.booths.length > 0 ? places.booths : FALLBACK_BOOTHS,
          40,
          2,
          [2, 15],
        ),
        plan('MEETING', [''], 25, 2, [1, 1]),
        plan('POINTS', POINT_REASONS, 80, 7, [5, 50]),
      ];
  }
}

function emailPlans(event: EventRow): EmailPlan[] {
  const emails = formatOf(event) === 'webinar' ? WEBINAR_EMAILS : EVENT_EMAILS;
  return emails.map(([name, from, offsetMs, to, open, click], i) => ({
    event_id: event.id,
    name,
    sent_at: new Date(
      (from === 'start' ? event.startDateTime : event.endDateTime).getTime() + offsetMs,
    ).toISOString(),
    attendees_only: to === 'attendees',
    open_share: open,
    click_share: click,
    salt: event.id * 7 + i * 13,
  }));
}

/** The events' booths, the virtual stages of their sessions, and whether they have sessions. */
async function placesOf(tx: Db, eventIds: number[]): Promise<Map<number, EventPlaces>> {
  const [boothRows, stageRows] = await Promise.all([
    tx
      .select({ eventId: booths.eventId, name: booths.name })
      .from(booths)
      .where(inArray(booths.eventId, eventIds))
      .orderBy(booths.id),
    tx
      .selectDistinct({
        eventId: segments.eventId,
        stage: segments.stageName,
        format: segments.format,
      })
      .from(segments)
      .where(inArray(segments.eventId, eventIds))
      .orderBy(segments.eventId, segments.stageName),
  ]);
  return new Map(
    eventIds.map((id) => [
      id,
      {
        booths: boothRows.filter((b) => b.eventId === id).map((b) => b.name),
        stages: stageRows
          .filter((s) => s.eventId === id && s.format === 'VIRTUAL')
          .map((s) => s.stage),
        hasSessions: stageRows.some((s) => s.eventId === id),
      },
    ]),
  );
}

async function insertPlaceFacts(tx: Db, plans: PlaceFactPlan[], now: Date): Promise<void> {
  await tx.execute(sql`
    insert into activity_facts (event_id, registration_id, kind, place, occurred_at, quantity)
    select * from (
      select r.event_id, r.id, p.kind,
        p.places[1 + (r.id * 31 + g * 17 + p.salt) % cardinality(p.places)],
        e.start_date_time
          + ((r.id + g) % greatest(1, ceil(extract(epoch from e.end_date_time - e.start_date_time) / 86400)::int)) * interval '1 day'
          + ((r.id * 37 + g * 101 + p.salt) % 480) * interval '1 minute' as occurred_at,
        p.min_quantity + (r.id * 13 + g * 7 + p.salt) % (p.max_quantity - p.min_quantity + 1)
      from jsonb_to_recordset(${JSON.stringify(plans)}::jsonb) as p(
        event_id int, kind text, places text[], share int, max_per_person int,
        min_quantity int, max_quantity int, salt int)
      join events e on e.id = p.event_id
      join registrations r on r.event_id = p.event_id and r.status = 'REGISTERED' and r.is_attended
        and (r.id * 7 + p.salt) % 100 < p.share
      cross join lateral generate_series(1, 1 + (r.id + p.salt) % p.max_per_person) g
    ) f
    where f.occurred_at <= ${timestampSql(now)}`);
}

/** Views of the events' own sessions, at the session's time, for at most its length. */
async function insertSessionViews(tx: Db, eventIds: number[], now: Date): Promise<void> {
  if (eventIds.length === 0) return;
  await tx.execute(sql`
    with sessions as (
      select event_id, array_agg(title order by start_date_time, id) as titles,
        array_agg(start_date_time order by start_date_time, id) as starts,
        array_agg(extract(epoch from end_date_time - start_date_time)::int / 60 order by start_date_time, id) as lengths
      from segments where event_id in (${sql.join(
        eventIds.map((id) => sql`${id}::int`),
        sql`, `,
      )})
      group by event_id
    ), views as (
      select r.event_id, r.id, g, 1 + (r.id * 31 + g * 17) % cardinality(s.titles) as n, s.titles, s.starts, s.lengths
      from sessions s
      join registrations r on r.event_id = s.event_id and r.status = 'REGISTERED' and r.is_attended
        and (r.id * 7 + 3) % 100 < 60
      cross join lateral generate_series(1, 1 + r.id % 2) g
    )
    insert into activity_facts (event_id, registration_id, kind, place, occurred_at, quantity)
    select event_id, id, 'SESSION_VIEW', titles[n],
      starts[n] + ((id * 7 + g) % 10) * interval '1 minute',
      greatest(1, least(lengths[n], 5 + (id * 13 + g * 7) % 50))
    from views
    where starts[n] + ((id * 7 + g) % 10) * interval '1 minute' <= ${timestampSql(now)}`);
}

async function insertEmailFacts(tx: Db, plans: EmailPlan[], now: Date): Promise<void> {
  await tx.execute(sql`
    insert into activity_facts (event_id, registration_id, kind, place, occurred_at, quantity)
    select r.event_id, r.id, k.kind, m.name,
      m.sent_at + k.step * (5 + r.id % 180) * interval '1 minute', 1
    from jsonb_to_recordset(${JSON.stringify(plans)}::jsonb) as m(
      event_id int, name text, sent_at timestamptz, attendees_only boolean, open_share int,
      click_share int, salt int)
    join registrations r on r.event_id = m.event_id and r.status = 'REGISTERED'
      and r.created_at < m.sent_at and (r.is_attended or not m.attendees_only)
    cross join (values ('EMAIL_SENT', 0), ('EMAIL_OPENED', 1), ('EMAIL_CLICKED', 2)) as k(kind, step)
    where (k.step = 0
      or (r.id * 53 + m.salt) % 100 < case k.step when 1 then m.open_share else m.click_share end)
      and m.sent_at + k.step * (5 + r.id % 180) * interval '1 minute' <= ${timestampSql(now)}`);
}

export async function seedAnalytics(
  tx: Db,
  options: { sessionReportsEventId: number; now: Date },
): Promise<void> {
  const withRegistrants = await tx
    .select()
    .from(events)
    .where(sql`exists (select 1 from registrations r where r.event_id = ${events.id})`)
    .orderBy(events.id);
  const ids = withRegistrants.map((e) => e.id);
  const places = await placesOf(tx, ids);
  const placesFor = (id: number) =>
    places.get(id) ?? { booths: [], stages: [], hasSessions: false };
  await insertPlaceFacts(
    tx,
    withRegistrants.flatMap((e) => placePlans(e, placesFor(e.id))),
    options.now,
  );
  await insertSessionViews(
    tx,
    withRegistrants
      .filter((e) => formatOf(e) !== 'webinar' && placesFor(e.id).hasSessions)
      .map((e) => e.id),
    options.now,
  );
  await insertEmailFacts(tx, withRegistrants.flatMap(emailPlans), options.now);
  await tx
    .insert(analyticsEventSettings)
    .values({ eventId: options.sessionReportsEventId, inPersonSessionReports: true })
    .onConflictDoUpdate({
      target: analyticsEventSettings.eventId,
      set: { inPersonSessionReports: true },
    });
  for (const id of ids) await refreshActivityAggregates(tx, id);
}
