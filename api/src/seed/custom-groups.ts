/**
 * Custom group demo data: a registration form on each demo event (a field of every filter type,
 * one label with markup), every registrant's answers written set-based (one UPDATE per event over
 * the registrant's id, no per-row loop: the bench runs it on 1,000,000 rows), and the settings of
 * the main event's custom groups plus an ACTIVE group with a nested OR group.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { audienceGroupMembers, audienceGroups, registrationFormFields } from '../db/schema';
import { customGroupSettings } from '../custom-groups/schema';
import { formFieldId } from '../custom-groups/filter-fields';
import type {
  FilterCondition,
  FilterField,
  FilterSet,
  PredefinedValue,
} from '@console/people-contract';

/** 24 countries, one in 24 registrants each: a country filter selects about 4% of an event. */
export const COUNTRIES: PredefinedValue[] = [
  ['Germany', 'DE'],
  ['France', 'FR'],
  ['United States', 'US'],
  ['India', 'IN'],
  ['Brazil', 'BR'],
  ['Japan', 'JP'],
  ['Kenya', 'KE'],
  ['Canada', 'CA'],
  ['United Kingdom', 'GB'],
  ['Spain', 'ES'],
  ['Italy', 'IT'],
  ['Netherlands', 'NL'],
  ['Sweden', 'SE'],
  ['Poland', 'PL'],
  ['Mexico', 'MX'],
  ['Argentina', 'AR'],
  ['Nigeria', 'NG'],
  ['South Africa', 'ZA'],
  ['Egypt', 'EG'],
  ['China', 'CN'],
  ['South Korea', 'KR'],
  ['Singapore', 'SG'],
  ['Australia', 'AU'],
  ['New Zealand', 'NZ'],
].map(([label, value]) => ({ label: label ?? '', value: value ?? '' }));
/** Eight interests; a registrant picks one or two (about a fifth of an event per interest). */
export const INTERESTS: PredefinedValue[] = [
  { label: 'AI', value: 'ai' },
  { label: 'Cloud', value: 'cloud' },
  { label: 'Security', value: 'security' },
  { label: 'Data', value: 'data' },
  { label: 'Design', value: 'design' },
  { label: 'DevOps', value: 'devops' },
  { label: 'Mobile', value: 'mobile' },
  { label: 'Web', value: 'web' },
];
const COMPANIES = ['Acme', 'Globex', 'Initech', 'Umbrella', 'Hooli', 'Stark Industries'];
const DIETS = ['Vegetarian', 'Vegan', 'Gluten free', 'Halal', 'Kosher'];

type NewFormField = Omit<typeof registrationFormFields.$inferInsert, 'eventId' | 'position'>;

/** The demo form, in display order; the label with markup is shown as text by the console. */
export const DEMO_FORM_FIELDS: readonly NewFormField[] = [
  { label: 'Company', fieldName: 'company', type: 'STRING' },
  { label: '<b>Company</b> size', fieldName: 'companySize', type: 'NUMBER' },
  {
    label: 'Country',
    fieldName: 'country',
    type: 'STRING',
    subType: 'SINGLE_SELECT',
    predefinedValues: COUNTRIES,
  },
  { label: 'Interests', fieldName: 'interests', type: 'LIST', predefinedValues: INTERESTS },
  { label: 'Dietary needs', fieldName: 'dietaryNeeds', type: 'STRING' },
  { label: 'Newsletter', fieldName: 'newsletter', type: 'BOOLEAN' },
  { label: 'Arrival', fieldName: 'arrival', type: 'DATE' },
];

/** The event's demo form fields; answers the ids by field name. */
export async function seedFormFields(db: Db, eventId: number): Promise<Map<string, number>> {
  const rows = await db
    .insert(registrationFormFields)
    .values(DEMO_FORM_FIELDS.map((field, position) => ({ ...field, eventId, position })))
    .returning({ id: registrationFormFields.id, fieldName: registrationFormFields.fieldName });
  return new Map(rows.map((row) => [row.fieldName, row.id]));
}

const textArray = (values: readonly string[]) => sql`${JSON.stringify(values)}::jsonb`;

/**
 * Every registrant's answers from their id, in one UPDATE: company, size, country and newsletter
 * for all (the country from id / 8, so that it is independent of the first interest, id % 8);
 * one or two interests for nine in ten; dietary needs for one in four; an arrival within
 * the three days before the event. Answers already there (the approvals seed's) are kept.
 */
export async function seedFormAnswers(db: Db, eventId: number): Promise<void> {
  const answer = (kind: string, value: ReturnType<typeof sql>) =>
    sql`jsonb_build_object('kind', ${kind}::text, 'value', ${value})`;
  const options = (list: ReturnType<typeof sql>) =>
    sql`jsonb_build_object('kind', 'options', 'options', ${list})`;
  const countries = sql`${JSON.stringify(COUNTRIES)}::jsonb`;
  const interests = sql`${JSON.stringify(INTERESTS)}::jsonb`;
  const n = (values: readonly unknown[]) => sql.raw(String(values.length));
  await db.execute(sql`
    update registrations set custom_field = custom_field || (jsonb_build_object(
      'company', ${answer('text', sql`${textArray(COMPANIES)} ->> (id % ${n(COMPANIES)})`)},
      'companySize', ${answer('number', sql`to_jsonb(1 + (id * 37) % 5000)`)},
      'country', ${options(sql`jsonb_build_array(${countries} -> ((id / 8) % ${n(COUNTRIES)}))`)},
      'interests', ${options(sql`case when id % ${n(INTERESTS)} = (id / 7) % ${n(INTERESTS)}
        then jsonb_build_array(${interests} -> (id % ${n(INTERESTS)}))
        else jsonb_build_array(${interests} -> (id % ${n(INTERESTS)}), ${interests} -> ((id / 7) % ${n(INTERESTS)})) end`)},
      'dietaryNeeds', ${answer('text', sql`${textArray(DIETS)} ->> ((id / 4) % ${n(DIETS)})`)},
      'newsletter', ${answer('boolean', sql`to_jsonb(id % 2 = 0)`)},
      'arrival', ${answer(
        'date',
        sql`to_jsonb(to_char(((select date_trunc('hour', e.start_date_time) from events e where e.id = ${eventId}::int)
          - make_interval(hours => (id % 72)::int)) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))`,
      )}
    ) - (case when id % 10 = 0 then 'interests' else '' end)
      - (case when id % 4 <> 0 then 'dietaryNeeds' else '' end))
    where event_id = ${eventId}::int`);
}

/** A condition on one of the filter fields (the ids the filter-fields endpoint answers). */
const condition = (
  field: Pick<FilterField, 'filterFieldId' | 'fieldName' | 'type' | 'filterType'>,
  operator: FilterCondition['operator'],
  compareValue: FilterCondition['compareValue'],
  elementId: string,
): FilterCondition => ({ ...field, elementId, operator, compareValue, customConditionData: null });

const filterSet = (entries: FilterSet['filterConditionsDTOList']): FilterSet => ({
  operationType: 'AND',
  filterConditionsDTOList: entries,
  isPassAudienceGroupId: false,
  checkForcedUpdatedMapping: false,
});

const ROLE = {
  filterFieldId: 'role',
  fieldName: 'role',
  type: 'STRING',
  filterType: 'MANUAL',
} as const;
const ATTENDED = {
  filterFieldId: 'attended',
  fieldName: 'attended',
  type: 'BOOLEAN',
  filterType: 'MANUAL',
} as const;

/** 'Attended speakers': role = SPEAKER AND attended. */
export const ATTENDED_SPEAKERS_FILTER = filterSet([
  condition(ROLE, 'EQUAL', 'SPEAKER', 'c1'),
  condition(ATTENDED, 'IS_TRUE', null, 'c2'),
]);

/** 'German AI crowd': country = DE AND (interests any of AI, Data OR role = SPEAKER). */
export function nestedDemoFilter(fieldIds: Map<string, number>): FilterSet {
  const form = (fieldName: string, type: FilterField['type']) => ({
    filterFieldId: formFieldId(fieldIds.get(fieldName) ?? 0),
    fieldName,
    type,
    filterType: 'CUSTOM' as const,
  });
  return filterSet([
    condition(form('country', 'STRING'), 'EQUAL', 'DE', 'c1'),
    {
      isFilterGroup: true,
      elementId: 'g1',
      conditionOperator: 'OR',
      conditions: [
        condition(form('interests', 'LIST'), 'ANY_OF', ['ai', 'data'], 'c2'),
        condition(ROLE, 'EQUAL', 'SPEAKER', 'c3'),
      ],
    },
  ]);
}

type Settings = Omit<typeof customGroupSettings.$inferInsert, 'audienceGroupId'>;

async function upsertSettings(db: Db, audienceGroupId: number, settings: Settings) {
  await db
    .insert(customGroupSettings)
    .values({ audienceGroupId, ...settings })
    .onConflictDoUpdate({ target: customGroupSettings.audienceGroupId, set: settings });
}

/** Settings of the main event's demo custom groups, and one ACTIVE group with a nested OR group. */
async function seedMainEventGroups(db: Db, eventId: number, fieldIds: Map<string, number>) {
  const g = audienceGroups;
  const groups = await db
    .select({ id: g.id, name: g.name })
    .from(g)
    .where(and(eq(g.eventId, eventId), eq(g.type, 'CUSTOM')));
  const id = (name: string) => groups.find((group) => group.name === name)?.id;
  const vip = id('VIP guests');
  const speakers = id('Attended speakers');
  const followUp = id('Follow-up list');
  if (vip !== undefined)
    await upsertSettings(db, vip, {
      updateType: 'STATIC',
      status: 'PUBLISHED',
      isAccessControlEnabled: true,
    });
  if (speakers !== undefined) {
    await upsertSettings(db, speakers, {
      updateType: 'ACTIVE',
      status: 'PUBLISHED',
      filterSet: ATTENDED_SPEAKERS_FILTER,
    });
    // Its filter selects them when read: member rows would only go stale.
    await db
      .delete(audienceGroupMembers)
      .where(
        and(
          eq(audienceGroupMembers.groupId, speakers),
          eq(audienceGroupMembers.addedManually, false),
        ),
      );
  }
  if (followUp !== undefined)
    await upsertSettings(db, followUp, { updateType: 'STATIC', status: 'DRAFT' });
  const [nested] = await db
    .insert(g)
    .values({
      eventId,
      type: 'CUSTOM',
      name: 'German AI crowd',
      description: 'Germany, and AI or data fans or speakers',
    })
    .returning({ id: g.id });
  if (nested)
    await upsertSettings(db, nested.id, {
      updateType: 'ACTIVE',
      status: 'PUBLISHED',
      filterSet: nestedDemoFilter(fieldIds),
    });
}

/** The form and answers on each event, the custom group settings on the main event. */
export async function seedCustomGroupFilters(
  db: Db,
  { mainEventId, eventIds }: { mainEventId: number; eventIds: readonly number[] },
): Promise<void> {
  let mainFields = new Map<string, number>();
  for (const eventId of new Set([mainEventId, ...eventIds])) {
    const fields = await seedFormFields(db, eventId);
    await seedFormAnswers(db, eventId);
    if (eventId === mainEventId) mainFields = fields;
  }
  await seedMainEventGroups(db, mainEventId, mainFields);
}
