/**
 * The migration journal's order is the order databases apply it in. Drizzle's migrator runs only
 * the entries whose `when` is later than the last migration a database applied (it never compares
 * names or hashes): an entry added after another but stamped earlier is skipped on every database
 * that already has the other, while a new database applies both, so no test on a new database
 * would notice. So `when` must grow with the index, and never lie in the future, where the next
 * migration, stamped when it is generated, would fall behind it.
 */
import { describe, it } from 'node:test';
import { expect } from 'expect';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { migrationsFolder } from '../paths';

interface JournalEntry {
  idx: number;
  tag: string;
  when: number;
}

/** What is wrong with the journal's order, one line per entry at fault. */
export function journalProblems(entries: readonly JournalEntry[], now: number): string[] {
  return entries.flatMap((entry, position) => {
    const problems: string[] = [];
    if (entry.idx !== position) problems.push(`${entry.tag}: idx ${entry.idx} at ${position}`);
    if (!entry.tag.startsWith(`${String(position).padStart(4, '0')}_`))
      problems.push(`${entry.tag}: not numbered ${position}`);
    const previous = entries[position - 1];
    if (previous && entry.when <= previous.when)
      problems.push(`${entry.tag}: stamped before ${previous.tag}`);
    if (entry.when > now) problems.push(`${entry.tag}: stamped in the future`);
    return problems;
  });
}

describe('the migration journal', () => {
  it('stamps each migration after the one before it, and none in the future', () => {
    const { entries } = JSON.parse(
      readFileSync(path.join(migrationsFolder(), 'meta', '_journal.json'), 'utf8'),
    ) as { entries: JournalEntry[] };
    expect(entries.length).toBeGreaterThan(30);
    expect(journalProblems(entries, Date.now())).toEqual([]);
  });

  it('the check finds an entry stamped before the one it follows, or in the future', () => {
    const first = { idx: 0, tag: '0000_first', when: 100 };
    const second = { idx: 1, tag: '0001_second', when: 200 };
    expect(journalProblems([first, second], 1_000)).toEqual([]);
    expect(journalProblems([first, { ...second, when: 50 }], 1_000)).toEqual([
      '0001_second: stamped before 0000_first',
    ]);
    expect(journalProblems([first, second], 150)).toEqual(['0001_second: stamped in the future']);
    expect(journalProblems([second], 1_000)).toEqual([
      '0001_second: idx 1 at 0',
      '0001_second: not numbered 0',
    ]);
  });
});
