/**
 * Approval demo data, set-based (one INSERT ... SELECT per table): approval requests across every
 * status with tickets, coupons, custom fields of every kind, history and reservations; the ticket
 * line-up of the main event (free, nearly sold-out paid, sales ended, unlimited) and its capacity.
 * Also used by the approvals bench (insertApprovalRequests).
 */
import { sql } from 'drizzle-orm';
import { syncSystemGroups } from '../audiences/system-groups';
import { activeRegistrations } from '../approvals/queries';
import type { Db } from '../db/client';
import { timestampSql } from './clock';

const intArray = (values: readonly number[]) =>
  sql.raw(`ARRAY[${values.map((v) => String(Math.trunc(v))).join(',')}]::int[]`);

export interface ApprovalRequestSpec {
  eventId: number;
  count: number;
  flowIds: readonly number[];
  /** Ticket types a request may hold (none: requests without tickets). */
  ticketTypeIds: readonly number[];
  /** Users who appear as "updated by". */
  updaterIds: readonly number[];
  emailDomain: string;
  /** All PENDING (e.g. the Northwind waitlist) or the mixed demo distribution. */
  allPending?: boolean;
  /** The clock requests are dated before (the demo seed's; the bench's own start by default). */
  now?: Date;
}

/**
 * Inserts `count` ATTENDEE requests. Request i: status by i mod 20 (8 pending, 3 approved,
 * 5 completed, 4 rejected), flow i mod flows, tickets by i mod 5 (none / 1st / 1st x2 / 2nd / 3rd + 1st),
 * transaction in progress for i mod 53 = 0 (pending or approved only).
 */
export async function insertApprovalRequests(db: Db, spec: ApprovalRequestSpec): Promise<void> {
  const tickets = spec.ticketTypeIds;
  const updaters = spec.updaterIds.length > 0 ? spec.updaterIds : [0];
  const now = timestampSql(spec.now ?? new Date());
  // Request number -> id, for the follow-up inserts (one connection: the caller runs this in a transaction).
  await db.execute(sql`create temp table if not exists seed_requests (i int primary key, id int)`);
  await db.execute(sql`truncate seed_requests`);
  await db.execute(sql`
    with src as (
      select i,
        case when ${spec.allPending ?? false}::boolean then 'PENDING' else
          case when i % 20 < 8 then 'PENDING' when i % 20 < 11 then 'APPROVED' when i % 20 < 16 then 'REGISTERED' else 'REJECTED' end
        end as status
      from generate_series(1, ${spec.count}::int) as i
    ), ins as (
      insert into registrations (event_id, flow_id, ticket_type_id, first_name, last_name, email, role, status, is_attended,
        custom_field, is_transaction_in_progress, status_updated_by, status_updated_at, created_at)
      select ${spec.eventId}::int,
        (${intArray(spec.flowIds)})[1 + i % ${spec.flowIds.length}::int],
        null,
        (ARRAY['Amelia','Bruno','Carmen','Dmitri','Elif','Felix','Greta','Hiro','Ines','Jonas','Keiko','Luca','Mira','Nikhil','Olga','Pablo','Quinn','Rosa'])[1 + i % 18],
        (ARRAY['Anders','Bianchi','Castro','Dahl','Eriksen','Ferreira','Gupta','Horvat','Ibrahim','Jansen','Kowalski','Lindqvist','Moreau','Nakamura','Oliveira'])[1 + (i * 7) % 15],
        'request' || i || '@' || ${spec.emailDomain}::text,
        'ATTENDEE', status, false,
        jsonb_build_object(
          'Company', jsonb_build_object('kind', 'text', 'value', (ARRAY['Acme Cloud','Globex','Initech','Umbrella Labs','Hooli','Stark Industries'])[1 + i % 6]),
          'Job title', jsonb_build_object('kind', 'text', 'value', (ARRAY['Engineer','Product manager','Designer','CTO','Analyst'])[1 + i % 5]),
          'Dietary needs', jsonb_build_object('kind', 'options', 'options',
            case when i % 3 = 0 then '[{"label":"Vegetarian","value":"VEG"}]'::jsonb
                 when i % 3 = 1 then '[{"label":"Vegan","value":"VEGAN"},{"label":"Gluten free","value":"GF"}]'::jsonb
                 else '[]'::jsonb end),
          'Arrival date', jsonb_build_object('kind', 'date', 'value', to_char(date '2030-05-01' + (i % 3), 'YYYY-MM-DD')),
          'Sessions', jsonb_build_object('kind', 'sessions', 'picks', jsonb_build_array(
            jsonb_build_object('segmentId', 100 + i % 4, 'title', (ARRAY['Opening keynote','Scaling APIs','Design systems','Closing panel'])[1 + i % 4]))),
          'Hotel', jsonb_build_object('kind', 'hotels', 'hotelIds', case when i % 4 = 0 then '[]'::jsonb else jsonb_build_array(10 + i % 3) end),
          'Disclaimers', jsonb_build_object('kind', 'disclaimers', 'consents', jsonb_build_array(
            jsonb_build_object('text', 'I agree to the code of conduct', 'consentGiven', true),
            jsonb_build_object('text', 'Photos may be taken at the event', 'consentGiven', i % 5 <> 0)))
        ),
        i % 53 = 0 and status in ('PENDING', 'APPROVED'),
        case when status <> 'PENDING' and i % 4 <> 0 then (${intArray(updaters)})[1 + i % ${updaters.length}::int] end,
        case when status <> 'PENDING' then ${now} - make_interval(mins => 30 + (i * 13) % 2800) end,
        ${now} - make_interval(mins => 60 + i * 3)
      from src
      returning id, email
    )
    insert into seed_requests (i, id)
    select split_part(split_part(email, '@', 1), 'request', 2)::int, id from ins`);
  if (tickets.length > 0) {
    const t = (n: number) => tickets[Math.min(n, tickets.length - 1)] ?? 0;
    await db.execute(sql`
      insert into registration_tickets (registration_id, ticket_type_id, count)
      select id, ${t(0)}::int, case when i % 5 = 2 then 2 else 1 end from seed_requests where i % 5 in (1, 2, 4)
      union all
      select id, ${t(1)}::int, 1 from seed_requests where i % 5 = 3
      union all
      select id, ${t(2)}::int, 1 from seed_requests where i % 5 = 4 and ${t(2)}::int <> ${t(0)}::int`);
    await db.execute(sql`
      update registrations r set ticket_type_id = rt.ticket_type_id
      from (select registration_id, min(ticket_type_id) as ticket_type_id from registration_tickets group by registration_id) rt, seed_requests s
      where r.id = s.id and rt.registration_id = s.id`);
  }
  // History: the latest decision (and, for some rejections, the approval before it).
  await db.execute(sql`
    insert into approval_history (registration_id, status, by_user_id, at)
    select r.id, 'APPROVED', r.status_updated_by, r.status_updated_at - interval '1 day'
    from registrations r join seed_requests s on s.id = r.id where r.status = 'REJECTED' and s.i % 3 = 0
    union all
    select r.id, case when r.status = 'REGISTERED' then 'APPROVED' else r.status end, r.status_updated_by, r.status_updated_at
    from registrations r join seed_requests s on s.id = r.id where r.status <> 'PENDING'`);
  // Approved, not completed ticketed requests hold their tickets for 72 h from the approval.
  await db.execute(sql`
    insert into ticket_reservations (registration_id, ticket_type_id, count, expires_at, created_at)
    select rt.registration_id, rt.ticket_type_id, rt.count, r.status_updated_at + interval '72 hours', r.status_updated_at
    from registration_tickets rt join registrations r on r.id = rt.registration_id join seed_requests s on s.id = r.id
    where r.status = 'APPROVED'`);
  await db.execute(sql`drop table seed_requests`);
}

export interface MainEventApprovals {
  eventId: number;
  flowIds: readonly number[];
  /** The main event's ticket types by name (from the registration seed). */
  ticketIds: Record<string, number | undefined>;
  updaterIds: readonly number[];
  now: Date;
}

/** The main event's approval set-up: ticket line-up, coupons, 3,000 requests, capacity. */
export async function seedMainEventApprovals(db: Db, spec: MainEventApprovals): Promise<void> {
  const { eventId } = spec;
  const ga = spec.ticketIds['General Admission'];
  const vip = spec.ticketIds['VIP Pass'];
  const student = spec.ticketIds.Student;
  if (!ga || !vip || !student) throw new Error('main event tickets missing');
  // Free General Admission with a large quantity, Student unlimited, a Workshop Add-on whose sales ended.
  await db.execute(
    sql`update ticket_types set quantity = 20000, price_cents = 0 where id = ${ga}::int`,
  );
  await db.execute(sql`update ticket_types set quantity = null where id = ${student}::int`);
  const workshop = await db.execute(sql`
    insert into ticket_types (event_id, name, quantity, price_cents, sales_end_at)
    values (${eventId}::int, 'Workshop Add-on', 200, 2500, ${timestampSql(spec.now)} - interval '1 day') returning id`);
  const workshopId = Number((workshop as unknown as { rows: { id: number }[] }).rows[0]?.id);
  await syncSystemGroups(db, eventId);
  await insertApprovalRequests(db, {
    eventId,
    count: 3000,
    flowIds: spec.flowIds,
    ticketTypeIds: [ga, vip, workshopId],
    updaterIds: spec.updaterIds,
    emailDomain: 'requests.example.com',
    now: spec.now,
  });
  // Coupons: one used up, one unlimited.
  await db.execute(
    sql`insert into coupons (event_id, code, quantity) values (${eventId}::int, 'EARLYBIRD50', 25), (${eventId}::int, 'FRIENDS', null)`,
  );
  await db.execute(sql`
    insert into registration_coupons (registration_id, coupon_id)
    select r.id, c.id from coupons c
    join lateral (select id from registrations where event_id = c.event_id and email like 'request%' order by id limit 25) r on true
    where c.event_id = ${eventId}::int and c.code = 'EARLYBIRD50'
    union all
    select r.id, c.id from coupons c
    join lateral (select id from registrations where event_id = c.event_id and email like 'request%' and id % 7 = 0 order by id limit 120) r on true
    where c.event_id = ${eventId}::int and c.code = 'FRIENDS'`);
  // VIP Pass: 3 left (completed holders + open reservations + 3).
  await db.execute(sql`
    update ticket_types t set quantity = 3
      + coalesce((select sum(rt.count) from registration_tickets rt join registrations r on r.id = rt.registration_id
                  where rt.ticket_type_id = t.id and r.status = 'REGISTERED'), 0)
      + coalesce((select sum(tr.count) from ticket_reservations tr join registrations r on r.id = tr.registration_id
                  where tr.ticket_type_id = t.id and tr.released_at is null and r.status <> 'REGISTERED'), 0)
    where t.id = ${vip}::int`);
  const active = await activeRegistrations(db, eventId);
  await db.execute(
    sql`update events set approvals_enabled = true, registrations_capacity = ${active + 40}::int where id = ${eventId}::int`,
  );
}

/** The registrants' single ticket as a registration_tickets row (count 1), for every event. */
export async function backfillRegistrationTickets(db: Db): Promise<void> {
  await db.execute(sql`
    insert into registration_tickets (registration_id, ticket_type_id, count)
    select id, ticket_type_id, 1 from registrations where ticket_type_id is not null
    on conflict do nothing`);
}
