/**
 * The filter's tables are all watched: a custom group's kept cells and members are used while the
 * event's audience generation has not moved, so every write that can change what a saved filter
 * selects must move it. The tables and columns the filter compiler can read are derived from its
 * own field catalogue: every field of every event's catalogue (filter-fields.ts) with every
 * operator the contract offers it, compiled (compile.ts) into a live group's membership, and the
 * SQL read for "table"."column". Each such table must have an INSERT, an UPDATE and a DELETE
 * trigger whose function moves the generation (writes audience_generations, itself or through a
 * function it calls), and an UPDATE trigger limited to some columns (`UPDATE OF ...`) must name
 * every column read. A field added to the catalogue is compiled here too, so a new table or column
 * it reads is checked without this test changing.
 */
import { it } from 'node:test';
import { sql, TransactionRollbackError } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { expect } from 'expect';
import { z } from 'zod';
import {
  FILTER_OPERATORS,
  operatorsFor,
  valueKindFor,
  type FilterCondition,
  type FilterField,
  type FilterOperator,
} from '@console/people-contract';
import { compileFilterSet } from '../custom-groups/compile';
import { loadFilterContext, type FilterContext } from '../custom-groups/filter-fields';
import { registeredMembersWhere } from '../audience-read/custom-group-counts';
import { queryRows, type Db } from '../db/client';
import { events } from '../db/schema';
import { describeApi, nothingToPrepare } from '../testing/suite';

type Reads = Map<string, Set<string>>;

/** A valid value of the condition, or null where the field offers none to choose (no options). */
function valueOf(
  field: FilterField,
  operator: FilterOperator,
  context: FilterContext,
): Pick<FilterCondition, 'compareValue' | 'customConditionData'> | null {
  const none = { compareValue: null, customConditionData: null };
  const option = field.predefinedValues[0]?.value;
  switch (valueKindFor(field, operator)) {
    case 'none':
      return none;
    case 'number':
      return { ...none, compareValue: 1 };
    case 'text':
      return { ...none, compareValue: 'x' };
    case 'select':
      return option === undefined ? null : { ...none, compareValue: option };
    case 'multiSelect':
      return option === undefined ? null : { ...none, compareValue: [option] };
    case 'date':
      return { ...none, compareValue: '2030-01-01T00:00:00Z' };
    case 'guestList': {
      const [list] = context.inviteListIds;
      return list === undefined
        ? null
        : { ...none, customConditionData: { dataSourceType: 'INVITE_LIST', dataSource: list } };
    }
  }
}

/** Every table and column a live group's compiled filter reads, over every field and operator. */
async function filterReads(db: Db): Promise<{ reads: Reads; compiled: Set<FilterOperator> }> {
  const dialect = new PgDialect();
  const reads: Reads = new Map();
  const compiled = new Set<FilterOperator>();
  for (const event of await db.select({ id: events.id, type: events.type }).from(events)) {
    const context = await loadFilterContext(db, event);
    for (const field of context.fields.values())
      for (const operator of operatorsFor(field, false)) {
        const value = valueOf(field, operator, context);
        if (value === null) continue;
        const condition: FilterCondition = {
          elementId: 'watched',
          filterFieldId: field.filterFieldId,
          fieldName: field.fieldName,
          filterType: field.filterType,
          type: field.type,
          operator,
          ...value,
        };
        const filter = compileFilterSet(
          {
            operationType: 'AND',
            filterConditionsDTOList: [condition],
            isPassAudienceGroupId: false,
            checkForcedUpdatedMapping: false,
          },
          context,
        );
        const where = registeredMembersWhere(event.id, 0, {
          updateType: 'ACTIVE',
          status: 'PUBLISHED',
          filter,
        });
        compiled.add(operator);
        for (const [, table = '', column = ''] of dialect
          .sqlToQuery(where)
          .sql.matchAll(/"(\w+)"\."(\w+)"/g))
          reads.set(table, (reads.get(table) ?? new Set()).add(column));
      }
  }
  return { reads, compiled };
}

const TriggerSchema = z.object({
  table_name: z.string(),
  type: z.number(),
  enabled: z.string(),
  function_name: z.string(),
  columns: z.array(z.string()),
});
const FunctionSchema = z.object({ name: z.string(), source: z.string() });

const OPERATIONS = { INSERT: 4, DELETE: 8, UPDATE: 16 } as const;

/** What leaves a read table unwatched; none when every write to what the filters read moves the generation. */
async function unwatched(db: Db, reads: Reads): Promise<string[]> {
  const functions = z.array(FunctionSchema).parse(
    await queryRows(
      db,
      sql`select p.proname as name, p.prosrc as source from pg_proc p
        join pg_namespace n on n.oid = p.pronamespace where n.nspname = current_schema()`,
    ),
  );
  // The functions that write the generation, then those that call one of them, until none is added.
  const movers = new Set(
    functions
      .filter((f) => /\b(insert\s+into|update)\s+"?audience_generations"?\b/i.test(f.source))
      .map((f) => f.name),
  );
  for (let added = true; added;) {
    added = false;
    for (const f of functions)
      if (
        !movers.has(f.name) &&
        [...movers].some((m) => new RegExp(`"?\\b${m}\\b"?\\s*\\(`).test(f.source))
      ) {
        movers.add(f.name);
        added = true;
      }
  }
  const triggers = z.array(TriggerSchema).parse(
    await queryRows(
      db,
      sql`select c.relname as table_name, t.tgtype::int as type, t.tgenabled::text as enabled,
          p.proname as function_name,
          array(select a.attname::text from pg_attribute a
            where a.attrelid = t.tgrelid and a.attnum = any(t.tgattr::int2[]) order by a.attnum) as columns
        from pg_trigger t
        join pg_class c on c.oid = t.tgrelid
        join pg_namespace n on n.oid = c.relnamespace
        join pg_proc p on p.oid = t.tgfoid
        where not t.tgisinternal and n.nspname = current_schema()`,
    ),
  );
  const problems: string[] = [];
  for (const [table, columns] of [...reads].sort(([a], [b]) => a.localeCompare(b))) {
    const moving = triggers.filter(
      (t) => t.table_name === table && t.enabled !== 'D' && movers.has(t.function_name),
    );
    for (const [operation, bit] of Object.entries(OPERATIONS))
      if (!moving.some((t) => (t.type & bit) !== 0))
        problems.push(`${table}: no ${operation} trigger moves the audience generation`);
    const onUpdate = moving.filter((t) => (t.type & OPERATIONS.UPDATE) !== 0);
    if (onUpdate.length === 0 || onUpdate.some((t) => t.columns.length === 0)) continue;
    const covered = new Set(onUpdate.flatMap((t) => t.columns));
    const missing = [...columns].filter((c) => !covered.has(c)).sort();
    if (missing.length > 0)
      problems.push(`${table}: its UPDATE OF trigger leaves out ${missing.join(', ')}`);
  }
  return problems;
}

/** `work`'s answer, with its schema changes rolled back. */
async function rolledBack(db: Db, work: (tx: Db) => Promise<string[]>): Promise<string[]> {
  const done: { problems?: string[] } = {};
  await db
    .transaction(async (tx) => {
      done.problems = await work(tx);
      tx.rollback();
    })
    .catch((error: unknown) => {
      if (!(error instanceof TransactionRollbackError)) throw error;
    });
  return done.problems ?? [];
}

describeApi(
  'the filter’s tables are all watched',
  nothingToPrepare,
  (s) => {
    it('every table and column the compiled filters read has a trigger moving the audience generation', async () => {
      const { reads, compiled } = await filterReads(s.db);
      // Every operator was compiled, on every kind of field that offers it, and what they read found.
      expect([...compiled].sort()).toEqual([...FILTER_OPERATORS].sort());
      expect([...(reads.get('registrations') ?? [])]).toEqual(
        expect.arrayContaining([
          'custom_field',
          'email',
          'first_name',
          'last_name',
          'created_at',
          'role',
        ]),
      );
      expect([...reads.keys()].sort()).toEqual(
        expect.arrayContaining(['audience_group_members', 'invitees', 'registrations']),
      );
      expect(await unwatched(s.db, reads)).toEqual([]);
    });

    it('fails when a trigger is dropped or limited to some columns', async () => {
      const { reads } = await filterReads(s.db);
      const dropped = await rolledBack(s.db, async (tx) => {
        await tx.execute(sql`drop trigger invitees_updated_bump_audience_generations on invitees`);
        return unwatched(tx, reads);
      });
      expect(dropped).toEqual(['invitees: no UPDATE trigger moves the audience generation']);
      const limited = await rolledBack(s.db, async (tx) => {
        await tx.execute(
          sql`drop trigger registrations_updated_bump_audience_generations on registrations`,
        );
        await tx.execute(
          sql`create trigger registrations_updated_bump_audience_generations
            after update of first_name, last_name on registrations
            for each statement execute function bump_audience_generations_of_registrations()`,
        );
        return unwatched(tx, reads);
      });
      expect(limited).toEqual([
        expect.stringMatching(
          /^registrations: its UPDATE OF trigger leaves out .*custom_field.*email/,
        ),
      ]);
      expect(await unwatched(s.db, reads)).toEqual([]);
    });
  },
  { template: 'demo' },
);
