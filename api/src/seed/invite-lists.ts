/**
 * Invite-list demo data, deterministic and set-based: invitation emails and invite lists on the
 * main virtual event and on the webinar, each list with 20-200 invitees of every status; the
 * REGISTERED ones are real registrants of the event (same email, linked registration). One list
 * was already sent an invitation, so its deletion is refused (a COMMUNICATION_SENT usage).
 */
import { and, eq, sql } from 'drizzle-orm';
import { audienceGroupUsages } from '../audiences/schema';
import type { Db } from '../db/client';
import { audienceGroups } from '../db/schema';
import { inviteCommunications } from '../invite-lists/schema';
import { timestampSql } from './clock';

interface ListSpec {
  name: string;
  description: string;
  /** Invitees who are not registrants, with mixed AWAITING_RESPONSE and DECLINED statuses. */
  guests: number;
  /** Registrants of the event invited too (REGISTERED): every `registrantStep`-th, up to `registered`. */
  registered: number;
  registrantStep: number;
  emailDomain: string;
  /** The invitation this list was already sent, if any. */
  sent?: string;
}

interface EventSpec {
  communications: { name: string; subject: string; body: string }[];
  lists: ListSpec[];
}

const MAIN: EventSpec = {
  communications: [
    {
      name: 'Invitation',
      subject: "You're invited to {event}",
      body: 'Hi {firstName},\n\nWe would love to see you at {event}. Register with this email to claim your place.',
    },
    {
      name: 'Reminder',
      subject: 'Reminder: {event} is almost here',
      body: 'Hi {firstName},\n\nYour invitation to {event} is still waiting for you.',
    },
    {
      name: 'VIP dinner invitation',
      subject: 'Join us for the {event} VIP dinner',
      body: 'Hi {firstName},\n\nYou are invited to our VIP dinner on the first evening of {event}.',
    },
  ],
  lists: [
    {
      name: 'Partners',
      description: 'Partner companies',
      guests: 150,
      registered: 30,
      registrantStep: 5,
      emailDomain: 'partners.example.com',
    },
    {
      name: 'Press',
      description: 'Journalists and analysts',
      guests: 40,
      registered: 8,
      registrantStep: 211,
      emailDomain: 'press.example.com',
    },
    {
      name: 'VIP dinner',
      description: 'Guests of the opening-night dinner',
      guests: 18,
      registered: 6,
      registrantStep: 97,
      emailDomain: 'vip.example.com',
      sent: 'VIP dinner invitation',
    },
  ],
};

const WEBINAR: EventSpec = {
  communications: [
    {
      name: 'Webinar invitation',
      subject: 'Save your seat: {event}',
      body: 'Hi {firstName},\n\nJoin our product experts live at {event}.',
    },
    {
      name: 'Last call',
      subject: 'Last call for {event}',
      body: 'Hi {firstName},\n\n{event} starts soon. There is still time to register.',
    },
  ],
  lists: [
    {
      name: 'Customer advisory board',
      description: 'Customers who shape the roadmap',
      guests: 45,
      registered: 12,
      registrantStep: 7,
      emailDomain: 'customers.example.com',
      sent: 'Webinar invitation',
    },
    {
      name: 'Beta testers',
      description: 'Early access programme',
      guests: 20,
      registered: 5,
      registrantStep: 11,
      emailDomain: 'beta.example.com',
    },
  ],
};

const textArray = (values: readonly string[]) =>
  sql.raw(`ARRAY[${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(',')}]`);

const FIRST = textArray(['Alex', 'Bea', 'Carlos', 'Dana', 'Eli', 'Fatima', 'Goran', 'Hila']);
const LAST = textArray(['Ng', 'Ortiz', 'Petrov', 'Quinn', 'Rossi', 'Sato', 'Traore']);
const COMPANIES = textArray(['Acme Cloud', 'Globex', 'Initech', 'Hooli', 'Umbrella Labs']);
const ROLES = textArray(['CTO', 'Editor', 'Analyst', 'Partner manager', 'Engineer', '']);
const COUNTRIES = textArray(['United States', 'Germany', 'India', 'France', 'Japan', 'Brazil']);

/** The event's invite list of that name (the main event's seed already made two), or a new one. */
async function listId(tx: Db, eventId: number, spec: ListSpec): Promise<number> {
  const [existing] = await tx
    .select({ id: audienceGroups.id })
    .from(audienceGroups)
    .where(
      and(
        eq(audienceGroups.eventId, eventId),
        eq(audienceGroups.type, 'INVITE_ONLY'),
        eq(audienceGroups.name, spec.name),
      ),
    );
  if (existing) return existing.id;
  const [created] = await tx
    .insert(audienceGroups)
    .values({ eventId, type: 'INVITE_ONLY', name: spec.name, description: spec.description })
    .returning({ id: audienceGroups.id });
  if (!created) throw new Error(`invite list ${spec.name} not created`);
  return created.id;
}

async function seedList(tx: Db, eventId: number, spec: ListSpec, now: Date): Promise<void> {
  const id = await listId(tx, eventId, spec);
  await tx.execute(sql`
    insert into invitees (audience_group_id, event_id, email, first_name, last_name, role, company,
      country, invitation_status, registration_id, created_at)
    select ${id}::int, ${eventId}::int, r.email, r.first_name, r.last_name, '', '', '', 'REGISTERED', r.id,
      r.created_at
    from registrations r
    where r.event_id = ${eventId}::int and r.status = 'REGISTERED' and r.id % ${spec.registrantStep}::int = 0
    order by r.id
    limit ${spec.registered}::int`);
  await tx.execute(sql`
    insert into invitees (audience_group_id, event_id, email, first_name, last_name, role, company,
      phone_number, country, invitation_status, created_at)
    select ${id}::int, ${eventId}::int,
      'guest' || i || '@' || ${spec.emailDomain}::text,
      (${FIRST})[1 + i % 8], (${LAST})[1 + (i * 3) % 7], (${ROLES})[1 + i % 6],
      (${COMPANIES})[1 + i % 5],
      case when i % 3 = 0 then '+1415555' || (2600 + i % 100)::text else '' end,
      (${COUNTRIES})[1 + i % 6],
      case when i % 4 = 3 then 'DECLINED' else 'AWAITING_RESPONSE' end,
      ${timestampSql(now)} - make_interval(hours => i)
    from generate_series(1, ${spec.guests}::int) as i
    order by i desc`);
  if (spec.sent)
    await tx
      .insert(audienceGroupUsages)
      .values({ audienceGroupId: id, usedIn: 'COMMUNICATION_SENT', usedBy: spec.sent })
      .onConflictDoNothing();
}

async function seedEvent(tx: Db, eventId: number, spec: EventSpec, now: Date): Promise<void> {
  await tx.insert(inviteCommunications).values(spec.communications.map((c) => ({ eventId, ...c })));
  for (const list of spec.lists) await seedList(tx, eventId, list, now);
}

export async function seedInviteLists(
  tx: Db,
  ids: { mainEventId: number; webinarEventId: number },
  now: Date,
): Promise<void> {
  await seedEvent(tx, ids.mainEventId, MAIN, now);
  await seedEvent(tx, ids.webinarEventId, WEBINAR, now);
}
