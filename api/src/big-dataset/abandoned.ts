/**
 * The big event's abandoned registrations, in the shape of the demo's (seed/abandoned.ts): people
 * who left one of its flows at each step over the month before the event; those past ticket
 * selection hold one of the flow's tickets (one in five a second: the workshop); answers grow
 * with the step.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { ABANDONED_STEPS } from '../seed/abandoned';
import type { BigEvent } from './event';
import { firstName, lastName } from './people';
import {
  ADD_ON_TICKET,
  COMPANIES,
  FLOWS,
  bucket,
  percentile,
  textArray,
  type TicketName,
} from './plan';

const raw = (n: number) => sql.raw(String(Math.trunc(n)));

/** A value of the flow's first ticket (the one a leaver had picked), by flow id. */
function firstTicket(big: BigEvent, flowId: SQL, value: (name: TicketName) => SQL): SQL {
  const whens = FLOWS.map((flow, k) => {
    const name = flow.tickets[0] ?? 'General Admission';
    return sql`when ${raw(big.flowIds[k] ?? 0)} then ${value(name)}`;
  });
  return sql`(case ${flowId} ${sql.join(whens, sql` `)} end)`;
}

export async function insertAbandoned(tx: Db, big: BigEvent, count: number): Promise<void> {
  const i = sql`i`;
  const flowIds = big.flowIds;
  const addOn = big.ticketId(ADD_ON_TICKET);
  const ticketId = firstTicket(big, sql`flow_id`, (name) => raw(big.ticketId(name)));
  const ticketJson = (id: SQL, name: SQL) =>
    sql`jsonb_build_object('ticketTypeId', ${id}, 'name', ${name}, 'count', 1)`;
  const ticket = ticketJson(
    ticketId,
    firstTicket(big, sql`flow_id`, (name) => sql`${name}::text`),
  );
  const workshop = ticketJson(raw(addOn), sql`${ADD_ON_TICKET}::text`);
  await tx.execute(sql`
    insert into abandoned_registrations (event_id, flow_id, first_name, last_name, email, abandoned_step,
      tickets, ticket_type_ids, answers, created_at)
    select ${raw(big.event.id)}, flow_id, first_name, last_name,
      lower(first_name) || '.left' || i || '@mail.example.com',
      (${textArray(ABANDONED_STEPS)})[1 + step],
      case when step < 2 then '[]'::jsonb
        when with_add_on then jsonb_build_array(${ticket}, ${workshop})
        else jsonb_build_array(${ticket}) end,
      case when step < 2 then '{}'::int[] when with_add_on then array[${ticketId}, ${raw(addOn)}] else array[${ticketId}] end,
      case when step >= 1 then jsonb_build_object(
        'Company', jsonb_build_object('kind', 'text', 'value', (${textArray(COMPANIES)})[1 + i % ${raw(COMPANIES.length)}]),
        'Job title', jsonb_build_object('kind', 'text', 'value', case i % 3 when 0 then 'Engineer' when 1 then 'Marketing lead' else 'Founder' end))
      else '{}'::jsonb end,
      ${big.event.startDateTime.toISOString()}::timestamptz - make_interval(days => 1 + i % 30, mins => ${bucket(i, 30, 1440)})
    from (
      select i, ${bucket(i, 31, ABANDONED_STEPS.length)} as step, ${firstName(sql`(i * 3)`)} as first_name,
        ${lastName(sql`(i * 5)`)} as last_name,
        (${sql.raw(`ARRAY[${flowIds.join(',')}]::int[]`)})[1 + ${bucket(i, 32, flowIds.length)}] as flow_id,
        ${percentile(i, 33)} < 20 as with_add_on
      from generate_series(1, ${raw(count)}) as i
    ) picked`);
}
