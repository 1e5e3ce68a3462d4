/**
 * Abandoned-registration demo data, deterministic and set-based (one INSERT ... SELECT over
 * generate_series per event): people who left a flow at each of its steps, spread over the two
 * weeks before the seed's `now`; those past ticket selection hold one or two ticket types; answers grow with the step.
 * Many on the main virtual event, a few on each other event.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { timestampSql } from './clock';

export const ABANDONED_STEPS = ['Basic details', 'Ticket selection', 'Custom questions', 'Payment'];
export const MAIN_EVENT_ABANDONED = 480;
export const OTHER_EVENT_ABANDONED = 12;

const FIRST = [
  'Aiko',
  'Bruno',
  'Carla',
  'Dev',
  'Elif',
  'Femi',
  'Greta',
  'Hugo',
  'Isla',
  'Jonas',
  'Kira',
];
const LAST = [
  'Andersen',
  'Bianchi',
  'Costa',
  'Dawson',
  'Eriksen',
  'Flores',
  'Gupta',
  'Hale',
  'Ibarra',
];
const COMPANIES = ['Acme', 'Globex', 'Initech', 'Umbrella', 'Hooli', 'Stark Industries'];

const textArray = (values: readonly string[]) =>
  sql.raw(`ARRAY[${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(',')}]`);

async function seedEvent(tx: Db, eventId: number, count: number, now: Date): Promise<void> {
  await tx.execute(sql`
    with f as (
      select id, (row_number() over (order by id) - 1)::int as k, count(*) over ()::int as n
      from registration_flows where event_id = ${eventId}::int
    ),
    t as (
      select id, name, (row_number() over (order by id) - 1)::int as k, count(*) over ()::int as n
      from ticket_types where event_id = ${eventId}::int
    ),
    g as (
      select i, (i / 2 + i) % 4 as step, (${textArray(FIRST)})[1 + i % ${FIRST.length}] as first_name
      from generate_series(1, ${count}::int) i
    ),
    rows as (
      select g.i, g.step, g.first_name, f.id as flow_id, t1.id as t1, t1.name as t1_name, t2.id as t2, t2.name as t2_name
      from g
      join f on f.k = g.i % f.n
      left join t t1 on t1.k = (g.i / 3) % t1.n
      left join t t2 on g.i % 5 = 0 and t2.k = (g.i / 3 + 1) % t2.n and t2.n > 1
    )
    insert into abandoned_registrations
      (event_id, flow_id, first_name, last_name, email, abandoned_step, tickets, ticket_type_ids, answers, created_at)
    select ${eventId}::int, flow_id, first_name,
      (${textArray(LAST)})[1 + (i * 5) % ${LAST.length}],
      lower(first_name) || '.dropped' || i || '@event' || ${eventId}::int || '.example.com',
      (${textArray(ABANDONED_STEPS)})[1 + step],
      case when step >= 2 and t1 is not null then
        jsonb_build_array(jsonb_build_object('ticketTypeId', t1, 'name', t1_name, 'count', 1 + i % 3))
        || case when t2 is not null then jsonb_build_array(jsonb_build_object('ticketTypeId', t2, 'name', t2_name, 'count', 1)) else '[]'::jsonb end
      else '[]'::jsonb end,
      case when step >= 2 and t1 is not null then array_remove(array[t1, t2], null) else '{}'::int[] end,
      case when step >= 1 then jsonb_build_object(
        'Company', jsonb_build_object('kind', 'text', 'value', (${textArray(COMPANIES)})[1 + i % ${COMPANIES.length}]),
        'Job title', jsonb_build_object('kind', 'text', 'value', case i % 3 when 0 then 'Engineer' when 1 then 'Marketing lead' else 'Founder' end))
      else '{}'::jsonb end
      || case when step >= 3 then jsonb_build_object('Attending in person', jsonb_build_object('kind', 'boolean', 'value', i % 2 = 0)) else '{}'::jsonb end,
      ${timestampSql(now)} - make_interval(days => i % 14, mins => (i * 37) % 1440)
    from rows`);
}

/** The main event's abandoned registrations, and a few on each other event. */
export async function seedAbandonedRegistrations(
  tx: Db,
  mainEventId: number,
  otherEventIds: readonly number[],
  now: Date,
): Promise<void> {
  await seedEvent(tx, mainEventId, MAIN_EVENT_ABANDONED, now);
  for (const eventId of otherEventIds) await seedEvent(tx, eventId, OTHER_EVENT_ABANDONED, now);
}
