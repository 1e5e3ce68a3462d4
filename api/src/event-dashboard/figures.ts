/** The dashboard's figures from the kept rows reads.ts answers: pure, so each rule reads as written. */
import { REGISTRATION_STATUSES, type RegistrationStatus } from '@console/shared/contract';
import type { ApprovalStatus as ApprovalTab } from '@console/approvals-contract';
import {
  DASHBOARD_UNLIMITED,
  type DashboardCapacity,
  type DashboardTicket,
  type EventDashboard,
} from '@console/registration-contract';
import type { RegistrationStatusCount } from '../analytics/schema';

export interface TabCounts {
  tab: ApprovalTab;
  requests: number;
  completed: number;
  salesEnded: number;
}

/**
 * Each registration status from the approvals tabs: the APPROVED tab holds APPROVED and REGISTERED
 * (its completed requests), the other tabs are their status.
 */
export function registrationsFrom(tabs: readonly TabCounts[]): EventDashboard['registrations'] {
  const tab = (name: ApprovalTab) => tabs.find((t) => t.tab === name);
  const approvedTab = tab('APPROVED');
  const counts: Record<RegistrationStatus, number> = {
    PENDING: tab('PENDING')?.requests ?? 0,
    APPROVED: (approvedTab?.requests ?? 0) - (approvedTab?.completed ?? 0),
    REGISTERED: approvedTab?.completed ?? 0,
    REJECTED: tab('REJECTED')?.requests ?? 0,
  };
  const byStatus = REGISTRATION_STATUSES.map((status) => ({ status, count: counts[status] }));
  return { byStatus, total: byStatus.reduce((sum, s) => sum + s.count, 0) };
}

export function approvalsFrom(
  tabs: readonly TabCounts[],
  enabled: boolean,
): EventDashboard['approvals'] {
  const pending = tabs.find((t) => t.tab === 'PENDING');
  return {
    enabled,
    pending: pending?.requests ?? 0,
    blockedByTicketSalesEnded: pending?.salesEnded ?? 0,
  };
}

export function dashboardTicket(row: {
  ticketTypeId: number;
  name: string;
  quantity: number | null;
  sold: number;
  reserved: number;
}): DashboardTicket {
  const { quantity, sold, reserved } = row;
  return {
    ticketTypeId: row.ticketTypeId,
    name: row.name,
    quantity: quantity ?? DASHBOARD_UNLIMITED,
    sold,
    reserved,
    available: quantity === null ? DASHBOARD_UNLIMITED : Math.max(0, quantity - sold - reserved),
  };
}

/** Sold and reserved tickets of the limited ticket types against their quantity. */
export function capacityOf(tickets: readonly DashboardTicket[]): DashboardCapacity {
  let used = 0;
  let quantity = 0;
  let limited = 0;
  for (const ticket of tickets) {
    if (ticket.quantity === DASHBOARD_UNLIMITED) continue;
    limited += 1;
    quantity += ticket.quantity;
    used += ticket.sold + ticket.reserved;
  }
  return {
    used,
    quantity: limited > 0 ? quantity : DASHBOARD_UNLIMITED,
    unlimitedTicketTypes: tickets.length - limited,
  };
}

/** Attendance as the last analytics refresh counted it: completed registrations, and who attended. */
export function attendanceFrom(
  refresh:
    { refreshedAt: Date; registrationCounts: readonly RegistrationStatusCount[] } | undefined,
): EventDashboard['attendance'] {
  if (!refresh) return null;
  const registered = refresh.registrationCounts.find((c) => c.status === 'REGISTERED');
  return {
    attended: registered?.attended ?? 0,
    registered: registered?.total ?? 0,
    countedAt: refresh.refreshedAt.toISOString(),
  };
}
