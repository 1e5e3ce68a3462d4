/**
 * The big event's registrants, one INSERT ... SELECT over generate_series: flow, role, status,
 * ticket, attendance and creation time from the shares of plan.ts; form answers from a table of
 * every combination of the four answers (3,840 rows built once, joined by a hash of i: building
 * the JSON per registrant cost more than the rest of the row). Then their ticket lines and the
 * approval history of the decided requests. Each registrant's attendee_count and
 * requested_ticket_type_ids are written with it, from the same hashes as its ticket lines.
 */
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client';
import { COUNTRIES } from '../seed/custom-groups';
import type { BigEvent } from './event';
import { emailOf, firstName, lastName } from './people';
import {
  ADD_ON_SHARE,
  ADD_ON_TICKET,
  ATTENDED_SHARE,
  byShare,
  bucket,
  COMPANIES,
  COMPANY_SIZES,
  FLOWS,
  intArray,
  percentile,
  ROLE_SHARES,
  STATUS_SHARES,
  textArray,
  TICKETED_ROLES,
} from './plan';

const raw = (n: number) => sql.raw(String(Math.trunc(n)));
const ANSWER_COMBINATIONS = COMPANIES.length * COUNTRIES.length * 2 * COMPANY_SIZES.length;

/**
 * Answer set k: company k mod 8, country (k / 8) mod 24, newsletter (k / 192) mod 2, company
 * size (k / 384) mod 10; one in eleven skipped the company size (an optional question).
 */
function answerSets(): SQL {
  const companies = COMPANIES.length;
  const countries = companies * COUNTRIES.length;
  const newsletter = countries * 2;
  return sql`
    select k, jsonb_build_object(
      'company', jsonb_build_object('kind', 'text', 'value', (${textArray(COMPANIES)})[1 + k % ${raw(companies)}]),
      'country', jsonb_build_object('kind', 'options', 'options',
        jsonb_build_array(${JSON.stringify(COUNTRIES)}::jsonb -> ((k / ${raw(companies)}) % ${raw(COUNTRIES.length)}))),
      'newsletter', jsonb_build_object('kind', 'boolean', 'value', (k / ${raw(countries)}) % 2 = 0),
      'companySize', jsonb_build_object('kind', 'number', 'value', (${intArray(COMPANY_SIZES)})[1 + (k / ${raw(newsletter)}) % ${raw(COMPANY_SIZES.length)}])
    ) - (case when k % 11 = 0 then 'companySize' else '' end) as answers
    from generate_series(0, ${raw(ANSWER_COMBINATIONS - 1)}) k`;
}

/** The ticket of a ticket holder: one of those its flow sells. */
function ticketOf(big: BigEvent, flowId: SQL, p: SQL): SQL {
  const whens = FLOWS.map((flow, k) => {
    const ids = flow.tickets.map((name) => big.ticketId(name));
    return sql`when ${raw(big.flowIds[k] ?? 0)} then (${intArray(ids)})[1 + ${p} % ${raw(ids.length)}]`;
  });
  return sql`case ${flowId} ${sql.join(whens, sql` `)} end`;
}

/** A ticket holder's line of their own ticket: one in twenty buys two. */
const ticketCount = (id: SQL): SQL => sql`case when ${percentile(id, 9)} < 5 then 2 else 1 end`;

/** Whether a holder of `ticket` also buys the add-on (unless it is the ticket itself). */
const buysAddOn = (id: SQL, ticket: SQL, addOn: SQL): SQL =>
  sql`(${ticket} <> ${addOn} and ${percentile(id, 10)} < ${raw(ADD_ON_SHARE)})`;

/**
 * Takes `count` ids from the registrations' sequence at once (one statement) and answers the
 * first: registrant i gets id first + i - 1, so ids ascend with i and with created_at, as in a
 * real event, whichever order the join hands the rows over in.
 */
async function reserveIds(tx: Db, count: number): Promise<number> {
  const [row] = await queryRows<{ first: number }>(
    tx,
    sql`select (setval(pg_get_serial_sequence('registrations', 'id'),
      nextval(pg_get_serial_sequence('registrations', 'id')) + ${raw(count - 1)}) - ${raw(count - 1)})::int as first`,
  );
  if (!row) throw new Error('no ids reserved');
  return row.first;
}

/** Answers the first registrant's id (the others follow it). */
export async function insertRegistrants(tx: Db, big: BigEvent, count: number): Promise<number> {
  const { event } = big;
  const firstId = await reserveIds(tx, count);
  const start = event.startDateTime.toISOString();
  const flowShares = FLOWS.map((flow, k) => [String(big.flowIds[k]), flow.share] as const);
  const ticketed = textArray(TICKETED_ROLES);
  const i = sql`i`;
  const id = sql`${raw(firstId - 1)} + i`;
  const ticket = ticketOf(big, sql`flow_id`, sql`p_ticket`);
  const addOn = raw(big.ticketId(ADD_ON_TICKET));
  // OFFSET 0 keeps each subquery's columns computed once per row: flattened, a hash would be
  // evaluated again in every WHEN of the CASE that reads it.
  await tx.execute(sql`
    with answers as materialized (${answerSets()})
    insert into registrations (id, event_id, flow_id, ticket_type_id, first_name, last_name, email, role, status,
      is_attended, flow_context_id, custom_field, is_transaction_in_progress, status_updated_by,
      status_updated_at, created_at, attendee_count, requested_ticket_type_ids)
    select ${id}, ${raw(event.id)}, flow_id,
      case when role = any(${ticketed}) then ${ticket} end,
      first_name, last_name,
      ${emailOf(i, sql`first_name`, sql`last_name`)},
      role, status,
      status = 'REGISTERED' and p_attended < ${raw(ATTENDED_SHARE)},
      md5('big:' || ${raw(event.id)} || ':' || i)::uuid::text,
      a.answers,
      status in ('PENDING', 'APPROVED') and p_busy = 0,
      case when status in ('APPROVED', 'REJECTED') then ${raw(big.organizerId)} end,
      case when status in ('APPROVED', 'REJECTED') then created_at + make_interval(hours => 1 + p_busy) end,
      created_at,
      -- What insertTicketLines will write, so the ticket lines' trigger has nothing to change.
      case when role = any(${ticketed}) then ${ticketCount(id)} + ${buysAddOn(id, ticket, addOn)}::int else 1 end,
      -- The add-on is the last ticket type made, so the pair is ascending.
      case when role <> all(${ticketed}) then '{}'::int[]
        when ${buysAddOn(id, ticket, addOn)} then array[${ticket}, ${addOn}]
        else array[${ticket}] end
    from (
      select i, p_attended, p_ticket, p_busy, answer_set, first_name, last_name,
        ${byShare(sql`p_status`, STATUS_SHARES)} as status, ${byShare(sql`p_role`, ROLE_SHARES)} as role,
        ${byShare(sql`p_flow`, flowShares)}::int as flow_id,
        -- Three months up to the event's second day, more of them as it nears (sqrt).
        ${start}::timestamptz - interval '91 days' + interval '92 days' * sqrt(i::float8 / ${raw(count)})
          + make_interval(mins => minute) as created_at
      from (
        select i, ${percentile(i, 1)} as p_status, ${percentile(i, 2)} as p_role, ${percentile(i, 3)} as p_flow,
          ${percentile(i, 4)} as p_attended, ${percentile(i, 5)} as p_ticket, ${percentile(i, 6)} as p_busy,
          ${bucket(i, 7, ANSWER_COMBINATIONS)} as answer_set, ${bucket(i, 8, 60)} as minute,
          ${firstName(i)} as first_name, ${lastName(i)} as last_name
        from generate_series(1, ${raw(count)}) as i
        offset 0
      ) hashed
      offset 0
    ) people
    join answers a on a.k = people.answer_set`);
  return firstId;
}

/**
 * Every ticket holder's ticket line (one in twenty buys two), and the workshop add-on for some,
 * in one pass over the registrants in id order; the add-on is the last ticket type made, so the
 * lines come in primary-key order and the key is appended to.
 */
export async function insertTicketLines(tx: Db, big: BigEvent): Promise<void> {
  const addOn = raw(big.ticketId(ADD_ON_TICKET));
  const id = sql`r.id`;
  await tx.execute(sql`
    insert into registration_tickets (registration_id, ticket_type_id, count, registered)
    select r.id, line.ticket_type_id, line.count, r.status = 'REGISTERED'
    from registrations r
    cross join lateral (
      select r.ticket_type_id, ${ticketCount(id)} as count
      union all
      select ${addOn}, 1 where ${buysAddOn(id, sql`r.ticket_type_id`, addOn)}
    ) line
    where r.event_id = ${raw(big.event.id)} and r.ticket_type_id is not null`);
}

/** The decision on every approved or rejected request, by the organizer. */
export async function insertApprovalHistory(tx: Db, big: BigEvent): Promise<void> {
  await tx.execute(sql`
    insert into approval_history (registration_id, status, by_user_id, at)
    select id, status, status_updated_by, status_updated_at
    from registrations where event_id = ${raw(big.event.id)} and status in ('APPROVED', 'REJECTED')`);
}
