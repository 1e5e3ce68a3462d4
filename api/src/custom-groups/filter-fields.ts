/**
 * The filter fields of an event (spec people §3 "Filter field definition"): the registration's own
 * columns (MANUAL, defined here) and the event's registration-form fields (CUSTOM, the rows of
 * registration_form_fields). This list is the compiler's allowlist: a condition may test nothing else.
 */
import { and, asc, eq } from 'drizzle-orm';
import { rolesForEventType, type EventRole, type EventType } from '@console/shared/contract';
import type { Db } from '../db/client';
import {
  audienceGroups,
  registrationFlows,
  registrationFormFields,
  ticketTypes,
} from '../db/schema';
import type { FilterField } from '@console/people-contract';

/** The MANUAL fields' ids (also their fieldName): each compiles to a column of registrations. */
export const MANUAL_FIELD_IDS = [
  'firstName',
  'lastName',
  'email',
  'ticketType',
  'flow',
  'role',
  'attended',
  'registeredAt',
] as const;
export type ManualFieldId = (typeof MANUAL_FIELD_IDS)[number];

export const isManualFieldId = (id: string): id is ManualFieldId =>
  (MANUAL_FIELD_IDS as readonly string[]).includes(id);

/** A registration-form field's filterFieldId. */
export const formFieldId = (id: number) => `form:${id}`;

const ROLE_LABELS: Record<EventRole, string> = {
  ATTENDEE: 'Attendee',
  ORGANIZER: 'Organizer',
  SPEAKER: 'Speaker',
  MODERATOR: 'Moderator',
  SPONSOR: 'Sponsor',
};

interface FilterEvent {
  id: number;
  type: EventType;
}

const manual = (
  id: ManualFieldId,
  labelName: string,
  type: FilterField['type'],
  predefined: FilterField['predefinedValues'] | null = null,
): FilterField => ({
  filterFieldId: id,
  labelName,
  fieldName: id,
  type,
  subType: predefined === null ? null : 'SINGLE_SELECT',
  predefinedValues: predefined ?? [],
  filterType: 'MANUAL',
});

async function manualFields(db: Db, event: FilterEvent): Promise<FilterField[]> {
  const [tickets, flows] = await Promise.all([
    db
      .select({ id: ticketTypes.id, name: ticketTypes.name })
      .from(ticketTypes)
      .where(eq(ticketTypes.eventId, event.id))
      .orderBy(asc(ticketTypes.id)),
    db
      .select({ id: registrationFlows.id, name: registrationFlows.name })
      .from(registrationFlows)
      .where(eq(registrationFlows.eventId, event.id))
      .orderBy(asc(registrationFlows.id)),
  ]);
  const options = (rows: { id: number; name: string }[]) =>
    rows.map((row) => ({ label: row.name, value: String(row.id) }));
  return [
    manual('firstName', 'First name', 'STRING'),
    manual('lastName', 'Last name', 'STRING'),
    manual('email', 'Email', 'STRING'),
    // A webinar has no ticket types to filter on (its Ticket type column is hidden too, spec §2).
    ...(event.type === 'WEBINAR'
      ? []
      : [manual('ticketType', 'Ticket type', 'STRING', options(tickets))]),
    manual('flow', 'Registration flow', 'STRING', options(flows)),
    manual(
      'role',
      'Role',
      'STRING',
      rolesForEventType(event.type).map((role) => ({ label: ROLE_LABELS[role], value: role })),
    ),
    manual('attended', 'Attended', 'BOOLEAN'),
    manual('registeredAt', 'Registered at', 'DATE'),
  ];
}

async function formFields(db: Db, eventId: number): Promise<FilterField[]> {
  const f = registrationFormFields;
  const rows = await db
    .select()
    .from(f)
    .where(eq(f.eventId, eventId))
    .orderBy(asc(f.position), asc(f.id));
  return rows.map((row) => ({
    filterFieldId: formFieldId(row.id),
    labelName: row.label,
    fieldName: row.fieldName,
    type: row.type,
    subType: row.type === 'STRING' ? row.subType : null,
    predefinedValues: row.predefinedValues,
    filterType: 'CUSTOM',
  }));
}

/** Every field a condition of this event may test: the MANUAL columns, then the form's fields. */
export async function loadFilterFields(db: Db, event: FilterEvent): Promise<FilterField[]> {
  const [columns, form] = await Promise.all([manualFields(db, event), formFields(db, event.id)]);
  return [...columns, ...form];
}

/** What a filter set is checked against: the allowlist and the invite lists a guest-list condition may name. */
export interface FilterContext {
  fields: ReadonlyMap<string, FilterField>;
  inviteListIds: ReadonlySet<number>;
}

export async function loadFilterContext(db: Db, event: FilterEvent): Promise<FilterContext> {
  const [fields, lists] = await Promise.all([
    loadFilterFields(db, event),
    db
      .select({ id: audienceGroups.id })
      .from(audienceGroups)
      .where(and(eq(audienceGroups.eventId, event.id), eq(audienceGroups.type, 'INVITE_ONLY'))),
  ]);
  return {
    fields: new Map(fields.map((field) => [field.filterFieldId, field])),
    inviteListIds: new Set(lists.map((list) => list.id)),
  };
}
