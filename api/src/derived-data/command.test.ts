/**
 * The repair command and the nightly chore: bad arguments are refused with the usage (exit 2); a
 * dry run reports what differs and writes nothing (exit 1); a repair fixes it and says so (exit 0);
 * the chore repairs every event once a day in its hour, by one of the API processes, never at once
 * after a start at another hour, and warns what it fixed (nothing when nothing differed).
 */
import { before, it } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { expect } from 'expect';
import { leaderboardCounts } from '../analytics/schema';
import { describeApi, nothingToPrepare } from '../testing/suite';
import { JobRegistry } from '../jobs/registry';
import { runDueChores } from '../jobs/worker';
import { derivedDataRepairChore, repairHourStart } from './chore';
import { runRepairCommand, USAGE } from './command';
import { demoEventId } from './derived-data-fixture';
import { verifyEvent } from './repair';

describeApi(
  'the repair command and the nightly chore',
  nothingToPrepare,
  (s) => {
    let eventId = 0;
    before(async () => {
      eventId = await demoEventId(s.db);
    });

    const run = async (...argv: string[]) => {
      const lines: string[] = [];
      const code = await runRepairCommand(s.db, argv, (line) => lines.push(line));
      return { code, lines };
    };
    /** One leaderboard entry too many kept for the demo event. */
    const corrupt = () =>
      s.db
        .update(leaderboardCounts)
        .set({ entries: sql`${leaderboardCounts.entries} + 1` })
        .where(eq(leaderboardCounts.eventId, eventId));

    it('refuses bad arguments with the usage, exit 2', async () => {
      expect(await run('--event', 'abc')).toEqual({
        code: 2,
        lines: ['--event must be an event id, a whole number from 1 (got "abc")', USAGE],
      });
      const unknown = await run('--all');
      expect(unknown.code).toBe(2);
      expect(unknown.lines[0]).toMatch(/--all/);
      expect(unknown.lines[1]).toBe(USAGE);
    });

    it('reports on a dry run without writing (exit 1), then repairs (exit 0)', async () => {
      const clean = await run('--dry-run');
      expect(clean.code).toBe(0);
      expect(clean.lines.at(-1)).toMatch(/^Checked \d+ events: nothing differs\.$/);

      await corrupt();
      const dry = await run('--dry-run');
      expect(dry.code).toBe(1);
      expect(dry.lines).toContain(`event ${eventId}: leaderboard_counts: 1 difference`);
      expect(dry.lines.at(-1)).toMatch(
        /^Checked \d+ events: 1 difference in 1 table \(1 event\)\. Dry run: nothing was written\.$/,
      );
      expect(await verifyEvent(s.db, eventId)).toHaveLength(1);

      const repaired = await run('--event', String(eventId));
      expect(repaired.code).toBe(0);
      expect(repaired.lines[0]).toBe(
        `event ${eventId}: leaderboard_counts: 1 difference, repaired`,
      );
      expect(repaired.lines[1]).toMatch(
        /^ {2}\{"event_id":\d+\} stored \{"entries":\d+\}, recounted \{"entries":\d+\}$/,
      );
      expect(repaired.lines.at(-1)).toBe(
        'Checked 1 event: 1 difference in 1 table (1 event), all repaired.',
      );
      expect(await verifyEvent(s.db, eventId)).toEqual([]);
    });

    it('the chore repairs every event once a day in its hour, by one process, warning what it fixed', async () => {
      const warnings: string[] = [];
      const registry = new JobRegistry().registerChore(
        derivedDataRepairChore({ warn: (message) => warnings.push(message), hour: 3 }),
      );
      const at = (day: number, hour: number, minute = 0) => new Date(2030, 0, day, hour, minute);
      // Each looks as a process of its own would: its clock of looks, the claims in the database.
      const processes = [new Map(), new Map()];
      const look = (which: number, now: Date) =>
        runDueChores(s.db, registry, { now: () => now }, processes[which] ?? new Map());
      const repaired = ['derived-data.repair'];

      // A start at another hour runs nothing at once.
      expect(await look(0, at(1, 12))).toEqual([]);
      await corrupt();
      expect(await look(0, at(2, 2, 55))).toEqual([]);
      expect(await verifyEvent(s.db, eventId)).toHaveLength(1);

      expect(await look(0, at(2, 3, 1))).toEqual(repaired);
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toContain(`event ${eventId}: leaderboard_counts: 1 difference, repaired`);
      expect(warnings[0]).toMatch(/all repaired\.$/);
      expect(await verifyEvent(s.db, eventId)).toEqual([]);

      // Once a night between the processes: the other's look in the same hour runs nothing, nor
      // do later looks that day.
      await corrupt();
      expect(await look(1, at(2, 3, 2))).toEqual([]);
      expect(await look(0, at(2, 3, 40))).toEqual([]);
      expect(await look(1, at(2, 23))).toEqual([]);
      expect(await look(1, at(3, 3, 5))).toEqual(repaired);
      expect(await look(0, at(3, 3, 10))).toEqual([]);
      expect(warnings).toHaveLength(2);
      expect(await verifyEvent(s.db, eventId)).toEqual([]);

      // Nothing found: nothing to warn about.
      expect(await look(0, at(4, 3))).toEqual(repaired);
      expect(warnings).toHaveLength(2);
    });

    it('is due only within its hour, once from its start', () => {
      const at = (day: number, hour: number, minute = 0) => new Date(2030, 0, day, hour, minute);
      expect(repairHourStart(at(1, 12), 3)).toBeNull();
      expect(repairHourStart(at(1, 2, 59), 3)).toBeNull();
      expect(repairHourStart(at(1, 3), 3)).toEqual(at(1, 3));
      expect(repairHourStart(at(1, 3, 59), 3)).toEqual(at(1, 3));
      expect(repairHourStart(at(1, 4), 3)).toBeNull();
    });
  },
  { template: 'demo' },
);
