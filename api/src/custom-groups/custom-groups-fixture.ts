/**
 * The custom group suites' data: the shared fixture (main event r1..r5 REGISTERED, r6 PENDING)
 * with a registration form and hand-written answers, a second invite list, a canceled event and
 * a custom group on the webinar. Answers on the main event:
 *   r1 company 'Acme Corp', size 50, DE, [ai, data], newsletter yes, arrival 2030-01-01T08:00Z
 *   r2 company 'Globex', size 500, FR, [cloud], newsletter no, arrival 2029-12-31T10:00Z
 *   r3 company "x' or 1=1 --", size 'n/a' (a stray text), DE, [cloud, security], newsletter yes,
 *      arrival 'not a date'
 *   r4 company 'ACME', size 5000, US, no interests, arrival '2030-02-31T00:00:00Z' (no such day)
 *   r5 no answers; r6 (PENDING) company 'Acme', DE
 * Every registrant also answers the field whose name is `we'ird"key` (r1 'x', others 'y').
 * 'Invite B' lists R2@TEST.DEV (upper case); 'Invite A' (shared fixture) lists invited@test.dev.
 */
import { asc, eq } from 'drizzle-orm';
import { PERMISSIONS } from '@console/shared/contract';
import type { FilterCondition, FilterSet } from '@console/people-contract';
import type { Db } from '../db/client';
import {
  audienceGroups,
  eventRoles,
  events,
  registrationFormFields,
  registrations,
} from '../db/schema';
import { invitees } from '../invite-lists/schema';
import { buildFixture } from '../testing/fixture';
import { formFieldId } from './filter-fields';
import { customGroupSettings } from './schema';

export const WEIRD_FIELD_NAME = `we'ird"key`;

const text = (value: string) => ({ kind: 'text', value });
const options = (...values: string[]) => ({
  kind: 'options',
  options: values.map((value) => ({ label: value.toUpperCase(), value })),
});

async function first<T>(rows: Promise<T[]>): Promise<T> {
  const [row] = await rows;
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function buildCustomGroupsFixture(db: Db) {
  const fx = await buildFixture(db);
  const main = fx.main.id;
  const fields = await db
    .insert(registrationFormFields)
    .values(
      [
        { label: 'Company', fieldName: 'company', type: 'STRING' as const },
        { label: '<b>Company</b> size', fieldName: 'companySize', type: 'NUMBER' as const },
        {
          label: 'Country',
          fieldName: 'country',
          type: 'STRING' as const,
          subType: 'SINGLE_SELECT' as const,
          predefinedValues: ['DE', 'FR', 'US'].map((value) => ({ label: value, value })),
        },
        {
          label: 'Interests',
          fieldName: 'interests',
          type: 'LIST' as const,
          predefinedValues: ['ai', 'data', 'cloud', 'security'].map((value) => ({
            label: value.toUpperCase(),
            value,
          })),
        },
        { label: 'Newsletter', fieldName: 'newsletter', type: 'BOOLEAN' as const },
        { label: 'Arrival', fieldName: 'arrival', type: 'DATE' as const },
        { label: 'Weird', fieldName: WEIRD_FIELD_NAME, type: 'STRING' as const },
      ].map((field, position) => ({ ...field, eventId: main, position })),
    )
    .returning();
  const fieldId = (name: string) => formFieldId(fields.find((f) => f.fieldName === name)?.id ?? 0);

  const regs = await db
    .select({ id: registrations.id })
    .from(registrations)
    .where(eq(registrations.eventId, main))
    .orderBy(asc(registrations.id));
  const answers: Record<string, unknown>[] = [
    {
      company: text('Acme Corp'),
      companySize: { kind: 'number', value: 50 },
      country: options('DE'),
      interests: options('ai', 'data'),
      newsletter: { kind: 'boolean', value: true },
      arrival: { kind: 'date', value: '2030-01-01T08:00:00.000Z' },
    },
    {
      company: text('Globex'),
      companySize: { kind: 'number', value: 500 },
      country: options('FR'),
      interests: options('cloud'),
      newsletter: { kind: 'boolean', value: false },
      arrival: { kind: 'date', value: '2029-12-31T10:00:00.000Z' },
    },
    {
      company: text("x' or 1=1 --"),
      companySize: text('n/a'),
      country: options('DE'),
      interests: options('cloud', 'security'),
      newsletter: { kind: 'boolean', value: true },
      arrival: { kind: 'date', value: 'not a date' },
    },
    {
      company: text('ACME'),
      companySize: { kind: 'number', value: 5000 },
      country: options('US'),
      arrival: { kind: 'date', value: '2030-02-31T00:00:00Z' },
    },
    {},
    { company: text('Acme'), country: options('DE') },
  ];
  for (const [i, reg] of regs.entries()) {
    const answer = { ...answers[i], [WEIRD_FIELD_NAME]: text(i === 0 ? 'x' : 'y') };
    await db.update(registrations).set({ customField: answer }).where(eq(registrations.id, reg.id));
  }
  const regId = (n: number) => regs[n - 1]?.id ?? -1;

  const inviteB = await first(
    db
      .insert(audienceGroups)
      .values({ eventId: main, type: 'INVITE_ONLY', name: 'Invite B' })
      .returning(),
  );
  await db
    .insert(invitees)
    .values({ audienceGroupId: inviteB.id, eventId: main, email: 'R2@TEST.DEV' });
  const webinarInvite = await first(
    db
      .insert(audienceGroups)
      .values({ eventId: fx.second.id, type: 'INVITE_ONLY', name: 'Webinar invite' })
      .returning(),
  );
  const webinarGroup = await first(
    db
      .insert(audienceGroups)
      .values({ eventId: fx.second.id, type: 'CUSTOM', name: 'Webinar group' })
      .returning(),
  );
  await db
    .insert(customGroupSettings)
    .values({ audienceGroupId: webinarGroup.id, updateType: 'STATIC' });

  const canceled = await first(
    db
      .insert(events)
      .values({
        organizationId: fx.org.id,
        name: 'Canceled',
        type: 'EVENT',
        eventFormat: 'VIRTUAL',
        status: 'CANCELED',
        tz: 'UTC',
        startDateTime: new Date('2030-03-01T09:00:00Z'),
        endDateTime: new Date('2030-03-01T17:00:00Z'),
      })
      .returning(),
  );
  await db.insert(eventRoles).values({
    eventId: canceled.id,
    userId: fx.userId('owner'),
    role: 'ORGANIZER',
    permissions: [...PERMISSIONS],
  });
  const canceledGroup = await first(
    db
      .insert(audienceGroups)
      .values({ eventId: canceled.id, type: 'CUSTOM', name: 'Frozen group' })
      .returning(),
  );
  return { ...fx, fieldId, regId, inviteB, webinarInvite, webinarGroup, canceled, canceledGroup };
}

export type CustomGroupsFixture = Awaited<ReturnType<typeof buildCustomGroupsFixture>>;

/** A condition on the fixture's Country field: "is DE" unless `over` says otherwise. */
export const countryCondition = (
  fx: CustomGroupsFixture,
  over: Partial<FilterCondition> = {},
): FilterCondition => ({
  elementId: 'c',
  filterFieldId: fx.fieldId('country'),
  fieldName: 'country',
  filterType: 'CUSTOM',
  type: 'STRING',
  operator: 'EQUAL',
  compareValue: 'DE',
  customConditionData: null,
  ...over,
});

/** A saved filter of one condition. */
export const filterSetOf = (condition: FilterCondition): FilterSet => ({
  operationType: 'AND',
  filterConditionsDTOList: [condition],
  isPassAudienceGroupId: false,
  checkForcedUpdatedMapping: false,
});
