/**
 * The dashboard's reads stay a few kept rows at any size: with scans of whole tables priced out,
 * each query's plan still finds its rows through an index that starts with the event (or the
 * partial index of unfinished jobs), and none of them reads the registrations.
 */
import { it } from 'node:test';
import { expect } from 'expect';
import { createFeatureJobRegistry } from '../app';
import { approvalEvent } from '../approvals/approvals-fixture';
import { buildFixture } from '../testing/fixture';
import { planWithout } from '../testing/plans';
import { describeApi } from '../testing/suite';
import { attendanceQuery, runningJobsQuery, tabCountsQuery, ticketUsageQuery } from './reads';

describeApi('event dashboard query plans', buildFixture, (s) => {
  it('reads each figure through an index of its kept table, never the registrations', async () => {
    const { event, tickets, add } = await approvalEvent(s.db, s.fx);
    const [free] = tickets;
    if (!free) throw new Error('ticket missing');
    await add({ status: 'PENDING', tickets: [[free.id, 1]] });
    await add({ status: 'REGISTERED', tickets: [[free.id, 1]] });
    const kinds = createFeatureJobRegistry().kindNames();
    // Each query with the indexes its plan must read (a pattern: one of them).
    const cases = {
      tabCounts: [
        tabCountsQuery(s.db, event.id, new Date()),
        ['approval_tab_counts_key', 'ticket_types_event_idx'],
      ],
      ticketUsage: [
        ticketUsageQuery(s.db, event.id),
        ['ticket_types_event_idx', 'ticket_usage_counts_pkey'],
      ],
      attendance: [attendanceQuery(s.db, event.id), ['analytics_report_refreshes_pkey']],
      // The unfinished jobs of every event (the worker's backlog), or this event's jobs: the
      // planner weighs the two by their sizes.
      runningJobs: [
        runningJobsQuery(s.db, event.id, kinds),
        ['jobs_claim_idx|jobs_event_created_idx'],
      ],
    } as const;
    for (const [name, [query, indexes]] of Object.entries(cases)) {
      const plan = await planWithout(s.db, ['seqscan'], query);
      const summary = {
        name,
        seqScan: /Seq Scan/.test(plan),
        readsRegistrations: /\bon registrations\b/.test(plan),
        indexes: indexes.filter((index) => new RegExp(`\\b(${index})\\b`).test(plan)),
      };
      expect(summary).toEqual({ name, seqScan: false, readsRegistrations: false, indexes });
    }
  });
});
