/**
 * The event dashboard, read side by side from what other features keep: the approvals' tab and
 * ticket counts, the analytics refresh, the revenue sync and the jobs. The caller sees the jobs
 * of the kinds whose permission they hold, as the job endpoint would show them each.
 */
import { hasAnyPermission } from '@console/shared/contract';
import type { EventDashboard } from '@console/registration-contract';
import type { Db } from '../db/client';
import type { EventRow } from '../events/access';
import type { GrantedEventAccess } from '../http/permissions';
import type { JobRegistry } from '../jobs/registry';
import { toWireJob } from '../jobs/wire';
import {
  approvalsFrom,
  attendanceFrom,
  capacityOf,
  dashboardTicket,
  registrationsFrom,
} from './figures';
import { attendanceQuery, runningJobsQuery, tabCountsQuery, ticketUsageQuery } from './reads';
import { dashboardRevenue } from './revenue';

/** The job kinds the caller may read (GET /jobs/:jobId's check, kind by kind). */
export function readableJobKinds(registry: JobRegistry, access: GrantedEventAccess): string[] {
  const ownsBooth = access.ownedBoothIds.length > 0;
  return registry.kindNames().filter((name) => {
    const requirement = registry.find(name)?.readPermission;
    if (!requirement) return false;
    return (
      hasAnyPermission(access.role.permissions, requirement) ||
      (requirement.boothOwnerAllowed === true && ownsBooth)
    );
  });
}

export async function loadEventDashboard(
  db: Db,
  { event, jobKinds, now }: { event: EventRow; jobKinds: readonly string[]; now: Date },
): Promise<EventDashboard> {
  const [tabs, ticketRows, [refresh], jobRows, revenue] = await Promise.all([
    tabCountsQuery(db, event.id, now),
    ticketUsageQuery(db, event.id),
    attendanceQuery(db, event.id),
    jobKinds.length > 0 ? runningJobsQuery(db, event.id, jobKinds) : [],
    dashboardRevenue(db, event),
  ]);
  const tickets = ticketRows.map(dashboardTicket);
  return {
    registrations: registrationsFrom(tabs),
    approvals: approvalsFrom(tabs, event.approvalsEnabled),
    capacity: capacityOf(tickets),
    tickets,
    attendance: attendanceFrom(refresh),
    revenue,
    runningJobs: jobRows.map(toWireJob),
  };
}
