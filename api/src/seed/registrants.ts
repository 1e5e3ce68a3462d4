/**
 * Set-based registrant generation (one INSERT ... SELECT over generate_series), shared by the demo
 * seed and the bench. Deterministic: registrant i gets flow, ticket, role, status and attendance
 * from i, so counts are reproducible. Registrant i registered i minutes before `now`; nobody has
 * attended an event that has not started (`attended: false`).
 */
import { sql } from 'drizzle-orm';
import type { EventRole } from '@console/shared/contract';
import type { Db } from '../db/client';
import { timestampSql } from './clock';

const FIRST_NAMES = [
  'Ava',
  'Ben',
  'Chloe',
  'Diego',
  'Emma',
  'Farah',
  'Gus',
  'Hana',
  'Ivan',
  'Jade',
  'Kofi',
  'Lena',
  'Mateo',
  'Nora',
  'Omar',
  'Priya',
];
const LAST_NAMES = [
  'Adams',
  'Baker',
  'Chen',
  'Dubois',
  'Evans',
  'Fischer',
  'Garcia',
  'Hughes',
  'Ito',
  'Jensen',
  'Khan',
  'Lopez',
  'Muller',
  'Novak',
  'Okafor',
];

const textArray = (values: readonly string[]) =>
  sql.raw(`ARRAY[${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(',')}]`);
const intArray = (values: readonly number[]) =>
  sql.raw(`ARRAY[${values.map((v) => String(Math.trunc(v))).join(',')}]::int[]`);

export interface RegistrantSpec {
  eventId: number;
  count: number;
  /** Each flow with the ticket types it sells; registrant i uses flow i mod flows. */
  flows: readonly { flowId: number; ticketTypeIds: readonly number[] }[];
  emailDomain: string;
  /** The roles the event has (a webinar has no SPONSOR): a registrant is never given another. */
  roles: readonly EventRole[];
  /** The clock registrations are dated before (the demo seed's; the bench's own start by default). */
  now?: Date;
  /** Whether the event has started, so that some registrants have attended it (default true). */
  attended?: boolean;
}

export async function insertRegistrants(db: Db, spec: RegistrantSpec): Promise<void> {
  // A role the event lacks falls to ATTENDEE; the values are the contract's role names, not input.
  const role = (r: EventRole) => sql.raw(`'${spec.roles.includes(r) ? r : 'ATTENDEE'}'`);
  for (const [index, flow] of spec.flows.entries()) {
    const flowCount = spec.flows.length;
    await db.execute(sql`
      insert into registrations (event_id, flow_id, ticket_type_id, first_name, last_name, email, role, status, is_attended, created_at)
      select ${spec.eventId}::int, ${flow.flowId}::int,
        case when role in ('ATTENDEE', 'SPONSOR') then (${intArray(flow.ticketTypeIds)})[1 + (i / ${flowCount}::int) % ${flow.ticketTypeIds.length}::int] end,
        (${textArray(FIRST_NAMES)})[1 + i % ${FIRST_NAMES.length}],
        (${textArray(LAST_NAMES)})[1 + (i * 7) % ${LAST_NAMES.length}],
        'registrant' || i || '@' || ${spec.emailDomain}::text,
        role,
        case i % 40 when 0 then 'PENDING' when 1 then 'APPROVED' when 2 then 'REJECTED' else 'REGISTERED' end,
        ${spec.attended ?? true}::boolean and i % 3 <> 0,
        ${timestampSql(spec.now ?? new Date())} - make_interval(mins => i)
      from (
        select i, case
          when i % 100 < 84 then 'ATTENDEE' when i % 100 < 90 then ${role('SPEAKER')} when i % 100 < 94 then ${role('SPONSOR')}
          when i % 100 < 97 then ${role('MODERATOR')} else ${role('ORGANIZER')} end as role
        from generate_series(1, ${spec.count}::int) as i
        where i % ${flowCount}::int = ${index}::int
      ) s`);
  }
}
