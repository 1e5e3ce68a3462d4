/**
 * A migration that fills a table from other rows and then creates the trigger that keeps it must
 * first lock out writers (decision 0046): drizzle runs the pending migrations in one transaction,
 * but until the trigger exists another process's committed write reaches neither the backfill's
 * snapshot nor the trigger, and is never counted. Either the trigger comes before the backfill, or
 * a LOCK TABLE does. Read from the SQL files, so a new migration is checked as it is written.
 */
import { describe, it } from 'node:test';
import { expect } from 'expect';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { migrationsFolder } from '../paths';

/** A migration's statements, as the migrator splits them, without their leading comments. */
export function statementsOf(text: string): string[] {
  return text
    .split('--> statement-breakpoint')
    .map((statement) =>
      statement
        .split('\n')
        .filter((line) => !line.trim().startsWith('--'))
        .join('\n')
        .trim(),
    )
    .filter((statement) => statement.length > 0);
}

const isBackfill = (statement: string) =>
  /^insert\s+into\s[^;]*?\bselect\b/is.test(statement) || /^update\s/i.test(statement);
const isTrigger = (statement: string) => /^create\s+(or\s+replace\s+)?trigger\b/i.test(statement);
const isLock = (statement: string) => /^lock\s+table\b/i.test(statement);

/** Why the migration may miss a concurrent write, or null when it cannot. */
export function unguardedBackfill(text: string): string | null {
  const statements = statementsOf(text);
  const backfill = statements.findIndex(isBackfill);
  if (backfill === -1) return null;
  const triggerAfter = statements.findIndex((s, i) => i > backfill && isTrigger(s));
  if (triggerAfter === -1) return null;
  if (statements.slice(0, backfill).some(isLock)) return null;
  return `backfills (${statements[backfill]?.split('\n')[0]}) before it creates a trigger, with no LOCK TABLE first`;
}

describe('migrations that backfill and then create a trigger', () => {
  it('take a lock that excludes writers before the backfill', () => {
    const folder = migrationsFolder();
    // The files the migrator runs: the journal's entries.
    const { entries } = JSON.parse(
      readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8'),
    ) as { entries: { tag: string }[] };
    const problems = entries.flatMap(({ tag }) => {
      const problem = unguardedBackfill(readFileSync(path.join(folder, `${tag}.sql`), 'utf8'));
      return problem ? [`${tag}: ${problem}`] : [];
    });
    expect(entries.length).toBeGreaterThan(30);
    expect(problems).toEqual([]);
  });

  it('the check finds a backfill before its trigger, and passes it behind a lock or after the trigger', () => {
    const table = 'CREATE TABLE "n" ("k" integer);';
    const backfill = 'INSERT INTO "n" ("k")\nSELECT count(*) FROM "r";';
    const trigger =
      'CREATE TRIGGER "t" AFTER INSERT ON "r" FOR EACH STATEMENT EXECUTE FUNCTION f();';
    const lock = 'LOCK TABLE "r" IN SHARE ROW EXCLUSIVE MODE;';
    const file = (...statements: string[]) => statements.join('--> statement-breakpoint\n');
    expect(unguardedBackfill(file(table, backfill, trigger))).toContain('INSERT INTO "n"');
    expect(unguardedBackfill(file(table, 'UPDATE "n" SET "k" = 1;', trigger))).toContain('UPDATE');
    expect(unguardedBackfill(file(lock, table, backfill, trigger))).toBeNull();
    expect(unguardedBackfill(file(table, trigger, backfill))).toBeNull();
    expect(unguardedBackfill(file(table, backfill))).toBeNull();
    expect(unguardedBackfill(file(`-- ${lock}`, table, backfill, trigger))).not.toBeNull();
  });
});
