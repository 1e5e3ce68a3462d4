/**
 * A derived table checked row by row against its recount: the family of a count table (one row per
 * key, inserted and deleted by its repair) or of derived columns (the rows are their owners', a
 * repair writes the values alone). Stored rows and recount are read in one statement, so they
 * come from one snapshot and a write committed meanwhile is never taken for a difference, and only
 * the rows that differ leave the database (EXCEPT, which also takes nulls as equal).
 */
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type Db } from '../db/client';
import { DerivedValuesSchema, type DerivedValues, type Difference } from './difference';
import type { DerivedFamily } from './family';

export interface KeyedColumn {
  name: string;
  /** Its SQL type, as the stored and recounted values are compared and written back. */
  type: 'int' | 'int[]' | 'text' | 'boolean' | 'timestamptz';
}

export interface KeyedTableSpec {
  table: string;
  keys: readonly KeyedColumn[];
  values: readonly KeyedColumn[];
  /**
   * rows: a count table, whose repair deletes the rows the recount has not and inserts those it
   * has; columns: derived columns of rows that exist on both sides, whose repair updates them.
   */
  kind: 'rows' | 'columns';
  locks: readonly string[];
  /** The event's stored rows: the key columns, then the value columns, by those names. */
  stored(eventId: number): SQL;
  /** The same rows recounted from the sources: a count table's rows that count anything. */
  recounted(eventId: number): SQL;
  /**
   * Whether the owner of a stored row `d` (a count table's event) exists: its rows left at zero by
   * the triggers are then no difference. Absent: the stored rows are those of existing owners.
   */
  owned?: SQL;
  /** The stored rows (key and value columns) whose owner is gone. */
  ownerless?: SQL;
  heldEvents?: SQL;
}

const RowSchema = z.object({
  side: z.enum(['stored', 'recounted']),
  key: DerivedValuesSchema,
  value: DerivedValuesSchema,
  owned: z.boolean(),
});

const projected = (columns: readonly KeyedColumn[], from: SQL): SQL =>
  sql`select ${sql.join(
    columns.map(
      (c) => sql`s.${sql.identifier(c.name)}::${sql.raw(c.type)} as ${sql.identifier(c.name)}`,
    ),
    sql`, `,
  )} from (${from}) as s`;

const asJson = (columns: readonly KeyedColumn[]): SQL =>
  sql`jsonb_build_object(${sql.join(
    columns.map((c) => sql`${c.name}::text, d.${sql.identifier(c.name)}`),
    sql`, `,
  )})`;

const isZero = (values: DerivedValues): boolean => Object.values(values).every((v) => v === 0);

function compare(spec: KeyedTableSpec, rows: readonly z.infer<typeof RowSchema>[]): Difference[] {
  const byKey = new Map<
    string,
    { key: DerivedValues; stored?: DerivedValues; recounted?: DerivedValues; owned: boolean }
  >();
  for (const row of rows) {
    const id = JSON.stringify(row.key);
    const pair = byKey.get(id) ?? { key: row.key, owned: true };
    if (row.side === 'stored') {
      pair.stored = row.value;
      pair.owned = row.owned;
    } else pair.recounted = row.value;
    byKey.set(id, pair);
  }
  return [...byKey.values()]
    .filter(
      (pair) =>
        // A count row the triggers left at zero counts nothing, as a missing one.
        !(
          spec.kind === 'rows' &&
          pair.owned &&
          !pair.recounted &&
          pair.stored &&
          isZero(pair.stored)
        ),
    )
    .map((pair) => ({
      table: spec.table,
      key: pair.key,
      stored: pair.stored ?? null,
      recounted: pair.recounted ?? null,
    }));
}

const recordset = (columns: readonly KeyedColumn[], rows: readonly DerivedValues[]): SQL =>
  sql`jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(${sql.join(
    columns.map((c) => sql`${sql.identifier(c.name)} ${sql.raw(c.type)}`),
    sql`, `,
  )})`;

const keysMatch = (keys: readonly KeyedColumn[], distinct: boolean): SQL =>
  sql.join(
    keys.map((c) =>
      distinct
        ? sql`t.${sql.identifier(c.name)} is not distinct from x.${sql.identifier(c.name)}`
        : sql`t.${sql.identifier(c.name)} = x.${sql.identifier(c.name)}`,
    ),
    sql` and `,
  );

async function repairRows(db: Db, spec: KeyedTableSpec, differences: readonly Difference[]) {
  const table = sql.identifier(spec.table);
  const all = [...spec.keys, ...spec.values];
  if (spec.kind === 'columns') {
    const rows = differences.flatMap((d) => (d.recounted ? [{ ...d.key, ...d.recounted }] : []));
    if (rows.length === 0) return;
    await db.execute(
      sql`update ${table} as t set ${sql.join(
        spec.values.map((c) => sql`${sql.identifier(c.name)} = x.${sql.identifier(c.name)}`),
        sql`, `,
      )} from ${recordset(all, rows)} where ${keysMatch(spec.keys, false)}`,
    );
    return;
  }
  await db.execute(
    sql`delete from ${table} as t using ${recordset(
      spec.keys,
      differences.map((d) => d.key),
    )}
      where ${keysMatch(spec.keys, true)}`,
  );
  const rows = differences.flatMap((d) => (d.recounted ? [{ ...d.key, ...d.recounted }] : []));
  if (rows.length === 0) return;
  await db.execute(
    sql`insert into ${table} (${sql.join(
      all.map((c) => sql.identifier(c.name)),
      sql`, `,
    )}) select ${sql.join(
      all.map((c) => sql`x.${sql.identifier(c.name)}`),
      sql`, `,
    )} from ${recordset(all, rows)}`,
  );
}

const readOwnerless =
  (spec: KeyedTableSpec, rows: SQL) =>
  async (db: Db): Promise<Difference[]> => {
    const found = await queryRows(
      db,
      sql`select ${asJson(spec.keys)} as key, ${asJson(spec.values)} as value
        from (${projected([...spec.keys, ...spec.values], rows)}) as d`,
    );
    return z
      .array(RowSchema.pick({ key: true, value: true }))
      .parse(found)
      .map((row) => ({ table: spec.table, key: row.key, stored: row.value, recounted: null }));
  };

export function keyedTable(spec: KeyedTableSpec): DerivedFamily {
  const all = [...spec.keys, ...spec.values];
  return {
    table: spec.table,
    locks: spec.locks,
    ...(spec.heldEvents ? { heldEvents: spec.heldEvents } : {}),
    async verify(db, eventId) {
      const rows = await queryRows(
        db,
        sql`with stored as materialized (${projected(all, spec.stored(eventId))}),
          recounted as materialized (${projected(all, spec.recounted(eventId))}),
          only_stored as (select * from stored except select * from recounted),
          only_recounted as (select * from recounted except select * from stored)
          select 'stored' as side, ${asJson(spec.keys)} as key, ${asJson(spec.values)} as value,
            ${spec.owned ?? sql`true`} as owned
          from only_stored as d
          union all
          select 'recounted', ${asJson(spec.keys)}, ${asJson(spec.values)}, true
          from only_recounted as d`,
      );
      return compare(spec, z.array(RowSchema).parse(rows));
    },
    repair: (db, differences) => repairRows(db, spec, differences),
    ...(spec.ownerless ? { ownerless: readOwnerless(spec, spec.ownerless) } : {}),
  };
}
