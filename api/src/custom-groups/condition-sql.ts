/**
 * One checked condition as SQL over `registrations` (the compiler has validated its field,
 * operator and value against the allowlist first). Values and JSON keys are always bound
 * parameters; a field is never spliced into the SQL text. Equality and any-of on form answers are
 * containment (`custom_field @> {...}`), which the GIN jsonb_path_ops index serves (left bare:
 * wrapped in coalesce, the index could not serve it; on the NOT NULL column it is never null).
 * Columns compared are NOT NULL too; the tests on an answer's text (contains, dates) are made
 * true or false, never null, so that a negative operator is exactly its complement.
 */
import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import { likeContains } from '../db/query-helpers';
import { registrations } from '../db/schema';
import { invitees } from '../invite-lists/schema';
import type { FilterCondition, FilterField } from '@console/people-contract';
import type { ManualFieldId } from './filter-fields';

const r = registrations;
const NOBODY = sql`false`;

/** The checked value of a condition, by the kind its field and operator take. */
export type ConditionValue =
  | { kind: 'none' }
  | { kind: 'number'; value: number }
  | { kind: 'text'; value: string }
  | { kind: 'list'; values: string[] }
  | { kind: 'instant'; iso: string }
  | { kind: 'guestList'; inviteListId: number };

export interface CheckedCondition {
  field: FilterField;
  operator: FilterCondition['operator'];
  value: ConditionValue;
}

const yes = (condition: SQL | undefined): SQL => sql`coalesce(${condition ?? NOBODY}, false)`;
const no = (condition: SQL): SQL => sql`not ${yes(condition)}`;

/** An ISO instant with a zone, range-checked field by field so that the cast below cannot fail. */
const ISO_INSTANT =
  '^[1-9][0-9]{3}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9](:[0-5][0-9](\\.[0-9]{1,6})?)?(Z|[+-]([01][0-9]|2[0-3]):[0-5][0-9])$';

const answer = (name: string) => sql`(${r.customField} -> ${name}::text)`;
const answerText = (name: string) => sql`(${answer(name)} ->> 'value')`;
const containsJson = (json: unknown) => sql`${r.customField} @> ${JSON.stringify(json)}::jsonb`;

/** The answer as timestamptz, or null when it is not a valid ISO instant (a stray value never errors). */
function answerInstant(name: string): SQL {
  const text = answerText(name);
  return sql`case when jsonb_typeof(${answer(name)} -> 'value') = 'string' and ${text} ~ ${ISO_INSTANT}
    then case when substr(${text}, 9, 2)::int <= extract(day from make_date(substr(${text}, 1, 4)::int, substr(${text}, 6, 2)::int, 1) + interval '1 month' - interval '1 day')
      then ${text}::timestamptz end end`;
}

const COMPARATORS = {
  GREATER: sql.raw('>'),
  SMALLER: sql.raw('<'),
  SMALLER_OR_EQUAL: sql.raw('<='),
  GREATER_OR_EQUAL: sql.raw('>='),
} as const;

function comparator(operator: FilterCondition['operator']): SQL {
  if (operator in COMPARATORS) return COMPARATORS[operator as keyof typeof COMPARATORS];
  throw new Error(`${operator} is no comparison`);
}

function inGuestList(inviteListId: number, email: SQL): SQL {
  const i = invitees;
  return sql`exists (select 1 from ${i} where ${i.audienceGroupId} = ${inviteListId}::int and lower(${i.email}) = lower(${email}))`;
}

/**
 * A text operator on `text`; `equal` is the equality test, never null (containment on the NOT
 * NULL answers column, or a comparison of NOT NULL columns).
 */
function textTest(c: CheckedCondition, text: SQL, equal: (value: string) => SQL): SQL {
  const v = c.value;
  switch (c.operator) {
    case 'EQUAL':
    case 'NOT_EQUAL': {
      if (v.kind !== 'text') break;
      const test = equal(v.value);
      return c.operator === 'EQUAL' ? test : no(test);
    }
    case 'CONTAINS':
    case 'NOT_CONTAINS': {
      if (v.kind !== 'text') break;
      const test = yes(likeContains(sql`lower(${text})`, v.value.toLowerCase()));
      return c.operator === 'CONTAINS' ? test : no(test);
    }
    case 'IN_GUEST_LIST':
    case 'NOT_IN_GUEST_LIST': {
      if (v.kind !== 'guestList') break;
      const test = inGuestList(v.inviteListId, text);
      return c.operator === 'IN_GUEST_LIST' ? test : no(test);
    }
  }
  throw new Error(`unchecked text condition ${c.operator}`);
}

function formCondition(c: CheckedCondition): SQL {
  const name = c.field.fieldName;
  const v = c.value;
  const option = (value: string) => containsJson({ [name]: { options: [{ value }] } });
  switch (c.field.type) {
    case 'NUMBER': {
      if (v.kind !== 'number') break;
      if (c.operator === 'EQUAL') return containsJson({ [name]: { value: v.value } });
      if (c.operator === 'NOT_EQUAL') return no(containsJson({ [name]: { value: v.value } }));
      return sql`case when jsonb_typeof(${answer(name)} -> 'value') = 'number' then (${answerText(name)})::numeric ${comparator(c.operator)} ${v.value}::numeric else false end`;
    }
    case 'STRING':
      if (c.field.subType === 'SINGLE_SELECT' && v.kind === 'text') return option(v.value);
      return textTest(c, answerText(name), (value) => containsJson({ [name]: { value } }));
    case 'BOOLEAN': {
      const isTrue = containsJson({ [name]: { value: true } });
      return c.operator === 'IS_TRUE' ? isTrue : no(isTrue);
    }
    case 'DATE':
      if (v.kind !== 'instant') break;
      return yes(sql`${answerInstant(name)} ${comparator(c.operator)} ${v.iso}::timestamptz`);
    case 'LIST':
      if (v.kind !== 'list') break;
      return or(...v.values.map(option)) ?? NOBODY;
  }
  throw new Error(`unchecked condition on ${c.field.filterFieldId}`);
}

function manualCondition(c: CheckedCondition, id: ManualFieldId): SQL {
  const v = c.value;
  // Names and emails compare ignoring case, as the search box does.
  const text = (column: SQL) =>
    textTest(c, column, (value) => sql`lower(${column}) = lower(${value}::text)`);
  switch (id) {
    case 'firstName':
      return text(sql`${r.firstName}`);
    case 'lastName':
      return text(sql`${r.lastName}`);
    case 'email':
      return text(sql`${r.email}`);
    case 'ticketType':
      // Null for a registrant without a ticket: no match (single select has no negation).
      return v.kind === 'text' ? eq(r.ticketTypeId, Number(v.value)) : NOBODY;
    case 'flow':
      return v.kind === 'text' ? eq(r.flowId, Number(v.value)) : NOBODY;
    case 'role':
      return v.kind === 'text' ? sql`${r.role} = ${v.value}::text` : NOBODY;
    case 'attended':
      return c.operator === 'IS_TRUE' ? eq(r.isAttended, true) : eq(r.isAttended, false);
    case 'registeredAt':
      return v.kind === 'instant'
        ? sql`${r.createdAt} ${comparator(c.operator)} ${v.iso}::timestamptz`
        : NOBODY;
  }
}

export function conditionSql(c: CheckedCondition, manualId: ManualFieldId | null): SQL {
  return manualId === null ? formCondition(c) : manualCondition(c, manualId);
}

/** Entries joined by AND / OR; no entry at all selects nobody (never "match everyone"). */
export function combine(operator: 'AND' | 'OR', parts: SQL[]): SQL {
  if (parts.length === 0) return NOBODY;
  return (operator === 'AND' ? and(...parts) : or(...parts)) ?? NOBODY;
}
