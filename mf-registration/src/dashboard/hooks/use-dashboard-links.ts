/**
 * The pages the dashboard links to, each null for a user the shell would not let in (the route
 * catalogue's requirement, the event's type and flags: useRouteLink).
 */
import { useRouteLink } from '@console/shared/react';

export interface DashboardLinks {
  /** people/approvals (attendees write). */
  approvals: string | null;
  /** A ticket type's edit page (ticketing write). */
  ticketEdit: ((ticketTypeId: number) => string) | null;
  /** analytics/revenue-dashboard (analytics reports read). */
  revenue: string | null;
  /** The current dashboard, from its legacy variant. */
  dashboard: string | null;
}

export function useDashboardLinks(): DashboardLinks {
  const approvals = useRouteLink('people.approvals');
  const ticketEdit = useRouteLink('registration.ticketEdit');
  const revenue = useRouteLink('analytics.revenue');
  const dashboard = useRouteLink('eventSetup.dashboard');
  return {
    approvals: approvals?.() ?? null,
    ticketEdit: ticketEdit ? (ticketTypeId) => ticketEdit({ ticketTypeId }) : null,
    revenue: revenue?.() ?? null,
    dashboard: dashboard?.() ?? null,
  };
}
