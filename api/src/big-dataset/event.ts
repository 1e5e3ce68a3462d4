/**
 * The big event and its small rows: a published virtual event in the demo organization, the demo
 * organizer with every permission and the demo viewer with the read ones (as the demo seed gives
 * them on every demo event), its flows, tickets, form fields and booths, and the system audience
 * groups the audiences feature reads (syncSystemGroups, as every writer of flows and tickets does).
 */
import { eq, inArray } from 'drizzle-orm';
import { PERMISSIONS, READ_PERMISSIONS } from '@console/shared/contract';
import { syncSystemGroups } from '../audiences/system-groups';
import type { Db } from '../db/client';
import {
  booths,
  eventRoles,
  events,
  registrationFlows,
  registrationFormFields,
  ticketTypes,
  users,
} from '../db/schema';
import { COUNTRIES } from '../seed/custom-groups';
import { demoLogin } from '../seed/demo-logins';
import { BOOTHS, FLOWS, TICKETS, type TicketName } from './plan';

export interface BigEventOptions {
  registrants: number;
  /** Default: the demo organizer's organization. */
  organizationId?: number;
  name?: string;
}

export interface BigEvent {
  event: typeof events.$inferSelect;
  organizerId: number;
  /** In the order of FLOWS. */
  flowIds: number[];
  ticketId(name: TicketName): number;
  /** Form field ids by field name. */
  fieldIds: Map<string, number>;
}

const DAY_MS = 86_400_000;

/** The form the registrants answered: a text, a single select, a number and a boolean. */
const FORM: Omit<typeof registrationFormFields.$inferInsert, 'eventId' | 'position'>[] = [
  { label: 'Company', fieldName: 'company', type: 'STRING' },
  {
    label: 'Country',
    fieldName: 'country',
    type: 'STRING',
    subType: 'SINGLE_SELECT',
    predefinedValues: COUNTRIES,
  },
  { label: 'Company size', fieldName: 'companySize', type: 'NUMBER' },
  { label: 'Newsletter', fieldName: 'newsletter', type: 'BOOLEAN' },
];

/** Two days ago at 9:00 in New York (13:00 UTC), for three days: the registrations lead up to it. */
function eventDates(now = new Date()): { start: Date; end: Date } {
  const start = new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - 2, 13),
  );
  return { start, end: new Date(start.getTime() + 2 * DAY_MS + 8 * 3_600_000) };
}

async function demoUserIds(tx: Db): Promise<{ organizer: number; viewer?: number }> {
  const rows = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, [demoLogin('organizer').email, demoLogin('viewer').email]));
  const id = (email: string) => rows.find((row) => row.email === email)?.id;
  const organizer = id(demoLogin('organizer').email);
  if (organizer === undefined)
    throw new Error(`No ${demoLogin('organizer').email}: seed the demo data first (seedDemo).`);
  const viewer = id(demoLogin('viewer').email);
  return viewer === undefined ? { organizer } : { organizer, viewer };
}

async function organizationOf(tx: Db, userId: number): Promise<number> {
  const [user] = await tx
    .select({ organizationId: users.organizationId })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw new Error(`user ${userId} missing`);
  return user.organizationId;
}

export async function createBigEvent(tx: Db, options: BigEventOptions): Promise<BigEvent> {
  const people = await demoUserIds(tx);
  const { start, end } = eventDates();
  const [event] = await tx
    .insert(events)
    .values({
      organizationId: options.organizationId ?? (await organizationOf(tx, people.organizer)),
      name: options.name ?? `Big Virtual Summit (${options.registrants.toLocaleString('en')})`,
      type: 'EVENT',
      eventFormat: 'VIRTUAL',
      status: 'PUBLISHED',
      startDateTime: start,
      endDateTime: end,
      tz: 'America/New_York',
      enableLeaderboard: true,
      approvalsEnabled: true,
    })
    .returning();
  if (!event) throw new Error('big event not created');
  const eventId = event.id;
  await tx.insert(eventRoles).values([
    { eventId, userId: people.organizer, role: 'ORGANIZER', permissions: [...PERMISSIONS] },
    ...(people.viewer === undefined
      ? []
      : [
          {
            eventId,
            userId: people.viewer,
            role: 'ORGANIZER' as const,
            permissions: [...READ_PERMISSIONS],
          },
        ]),
  ]);
  const flows = await tx
    .insert(registrationFlows)
    .values(FLOWS.map((flow) => ({ eventId, name: flow.name })))
    .returning({ id: registrationFlows.id });
  const tickets = await tx
    .insert(ticketTypes)
    .values(
      TICKETS.map((ticket) => ({
        eventId,
        name: ticket.name,
        priceCents: ticket.priceCents,
        salesEndAt: 'salesEnded' in ticket ? new Date(start.getTime() - 30 * DAY_MS) : null,
      })),
    )
    .returning({ id: ticketTypes.id, name: ticketTypes.name });
  const fields = await tx
    .insert(registrationFormFields)
    .values(FORM.map((field, position) => ({ ...field, eventId, position })))
    .returning({ id: registrationFormFields.id, fieldName: registrationFormFields.fieldName });
  await tx.insert(booths).values(BOOTHS.map((name) => ({ eventId, name })));
  await syncSystemGroups(tx, eventId);
  const ticketId = (name: TicketName) => {
    const ticket = tickets.find((t) => t.name === name);
    if (!ticket) throw new Error(`ticket ${name} missing`);
    return ticket.id;
  };
  return {
    event,
    organizerId: people.organizer,
    flowIds: flows.map((f) => f.id),
    ticketId,
    fieldIds: new Map(fields.map((f) => [f.fieldName, f.id])),
  };
}
