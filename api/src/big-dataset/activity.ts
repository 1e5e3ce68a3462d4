/**
 * The big event's activity facts, about three per registrant, in one INSERT ... SELECT: for each
 * kind of FACT_KINDS a share of the attendees (every kind a virtual event has) or of the others
 * (emails only) has one fact. The kinds are a small JSON record set, each with its places as
 * arrays (stages, its past sessions at their times and lengths, rooms, booths, point reasons,
 * emails at their send times). Kinds outside, registrants inside, and a fact's time growing with
 * the registrant's id: the rows come in the order of both the (event, kind, registration) and the
 * (event, kind, time) indexes, whose builds then find their input sorted, far cheaper than
 * sorting it (the seed's steps print their times).
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client';
import type { BigEvent } from './event';
import { BOOTHS, FACT_KINDS } from './plan';
import { VIRTUAL_STAGES } from './sessions';

const raw = (n: number) => sql.raw(String(Math.trunc(n)));
const MINUTE_MS = 60_000;

interface KindPlaces {
  places: string[];
  /** When each happens (sessions, emails); null: any time of the event's first two days. */
  ats: string[] | null;
  /** Minutes after its time a fact may fall. */
  spread: number;
  minQuantity: number;
  /** Per place (a session's length caps its view). */
  maxQuantities: number[];
}

const anyTime = (places: readonly string[], [min, max]: [number, number]): KindPlaces => ({
  places: [...places],
  ats: null,
  spread: 0,
  minQuantity: min,
  maxQuantities: places.map(() => max),
});

const EMAILS: readonly [name: string, minutesFromStart: number][] = [
  ['Agenda announcement', -24 * 60],
  ['Starting soon', -60],
  ['Day one recap', 32 * 60],
];

/** Every kind's places; the session views' are the sessions over by now. */
async function placesByKind(tx: Db, big: BigEvent): Promise<Map<string, KindPlaces>> {
  const sessions = await queryRows<{ title: string; at: string; minutes: number }>(
    tx,
    sql`select title, to_json(start_date_time) #>> '{}' as at,
          greatest(5, extract(epoch from end_date_time - start_date_time)::int / 60) as minutes
        from segments where event_id = ${raw(big.event.id)} and end_date_time < now()
        order by start_date_time, id`,
  );
  const start = big.event.startDateTime.getTime();
  const email = (step: number): KindPlaces => ({
    places: EMAILS.map(([name]) => name),
    ats: EMAILS.map(([, minutes]) =>
      new Date(start + (minutes + step * 5) * MINUTE_MS).toISOString(),
    ),
    spread: 180,
    minQuantity: 1,
    maxQuantities: EMAILS.map(() => 1),
  });
  return new Map([
    ['BOOTH_VISIT', anyTime(BOOTHS, [2, 15])],
    ['EMAIL_SENT', email(0)],
    ['EMAIL_OPENED', email(1)],
    ['EMAIL_CLICKED', email(2)],
    ['MEETING', anyTime([''], [1, 1])],
    [
      'POINTS',
      anyTime(['Stage attendance', 'Booth visit', 'Quiz answers', 'Chat messages'], [5, 50]),
    ],
    ['ROOM_VISIT', anyTime(['Coffee Corner', 'Startup Alley', 'Open Discussion'], [5, 30])],
    [
      'SESSION_VIEW',
      {
        places: sessions.map((s) => s.title),
        ats: sessions.map((s) => s.at),
        // At its start: parallel sessions share one, a later minute would come out of order.
        spread: 0,
        minQuantity: 5,
        maxQuantities: sessions.map((s) => s.minutes),
      },
    ],
    ['STAGE_VIEW', anyTime(VIRTUAL_STAGES, [5, 90])],
  ]);
}

/**
 * `ids`: the event's registration ids, consecutive from `first`. A registrant's
 * place in the id range gives its fact's time within each kind, so the facts come in the order of
 * both (event, kind, registration) and (event, kind, time) indexes, whose builds then find their
 * input sorted: any-time kinds spread over the first two days' eight hours, sessions and emails
 * each take the next block of registrants at their own time. Which place (stage, booth, room,
 * reason) and how much come from a hash.
 */
export async function insertActivityFacts(
  tx: Db,
  big: BigEvent,
  ids: { first: number; count: number },
): Promise<void> {
  const places = await placesByKind(tx, big);
  // Whether a registrant has a fact of a kind: 7 bits of one hash of the registrant per kind (a
  // share of 128), cheaper than a hash per kind and registrant. Emails share their bits: a click
  // implies an open, an open a send. Sorted by kind (as C sorts).
  const isEmail = (kind: string) => kind.startsWith('EMAIL_');
  const others = FACT_KINDS.filter((k) => !isEmail(k.kind)).map((k) => k.kind);
  const kinds = FACT_KINDS.flatMap((k, index) => {
    const where = places.get(k.kind);
    if (!where || where.places.length === 0) return [];
    const of128 = (percent: number) => Math.round((percent * 128) / 100);
    return [
      {
        ...where,
        kind: k.kind,
        attendees: of128(k.attendees),
        others: of128(k.others),
        // Bits 0-6 for the emails, then 7 more per kind (at most 48 of the hash's 63).
        shift: isEmail(k.kind) ? 0 : 7 * (1 + others.indexOf(k.kind)),
        salt: index + 1000,
      },
    ];
  }).sort((a, b) => (a.kind < b.kind ? -1 : 1));
  const eventId = raw(big.event.id);
  await tx.execute(sql`
    with people as materialized (
      select id, is_attended, (id - ${raw(ids.first)})::float8 / ${raw(ids.count)} as x,
        abs(hashint4extended(id, 50)) as bits
      from registrations where event_id = ${eventId} order by id
    )
    insert into activity_facts (event_id, registration_id, kind, place, occurred_at, quantity)
    select ${eventId}, id, kind, places[n],
      case when ats is null
        then ${big.event.startDateTime.toISOString()}::timestamptz + (slot / 480) * interval '1 day' + (slot % 480) * interval '1 minute'
        else ats[n] + floor((x * cardinality(places) - (n - 1)) * spread) * interval '1 minute' end,
      "minQuantity" + (h / 13) % ("maxQuantities"[n] - "minQuantity" + 1)
    from json_to_recordset(${JSON.stringify(kinds)}::json) as k(kind text, attendees int, others int,
      shift int, salt int, places text[], ats timestamptz[], spread int, "minQuantity" int,
      "maxQuantities" int[])
    cross join lateral (
      select id, x, h, floor(x * 960)::int as slot,
        case when k.ats is null then 1 + (h / 100003) % cardinality(k.places)
          else 1 + floor(x * cardinality(k.places)) end::int as n
      from (
        select id, x, abs(hashint4extended(id, k.salt)) as h
        from people
        where (bits >> k.shift) & 127 < case when is_attended then k.attendees else k.others end
        -- Keeps the lateral subquery a subquery: flattened into a join, the planner led with the
        -- registrants, and each one's facts of every kind came together.
        offset 0
      ) hashed
    ) f`);
}
