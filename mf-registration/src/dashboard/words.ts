/**
 * The dashboard's own words. The spec names the page only (§2.2, §2.8), so these are the
 * console's (docs/decisions/0005-console-strings.md); the revenue screens, 'Unlimited', the
 * attendance note and the load failure are the contract's (EVENT_DASHBOARD_MESSAGES), and
 * 'Syncing...' is §4.3's indicator.
 */
import { formatNumber } from '@console/shared/ui';
import type { JobStatus, RegistrationStatus } from '@console/shared/contract';

const plural = (count: number, one: string, many: string) =>
  `${formatNumber(count)} ${count === 1 ? one : many}`;

/** The job kinds the API runs for an event (api/src/*: approvals, revenue sync, invite import). */
const JOB_KINDS: Readonly<Record<string, string>> = {
  APPROVAL_STATUS_UPDATE: 'Approval status update',
  'revenue-dashboard-sync': 'Revenue sync',
  'invite-list.import': 'Invite list import',
};

export const DASHBOARD_WORDS = {
  legacyNote: 'This is the legacy dashboard. It shows the same figures as the Dashboard.',
  openDashboard: 'Open the Dashboard',
  loadingSection: (section: string) => `Loading ${section.toLowerCase()}…`,
  // Registrations.
  registrations: 'Registrations',
  registrationStatus: {
    PENDING: 'Pending',
    APPROVED: 'Approved',
    REGISTERED: 'Registered',
    REJECTED: 'Rejected',
  } satisfies Record<RegistrationStatus, string>,
  total: 'Total',
  // Approvals.
  approvals: 'Approvals',
  approvalsOff: 'Registrations to this event do not need approval.',
  pendingRequests: 'Pending requests',
  blockedBySalesEnded: 'Blocked by ended ticket sales',
  reviewApprovals: 'Review approvals',
  // Capacity and tickets.
  capacity: 'Capacity',
  capacityUsed: 'Tickets sold and reserved',
  capacityUnlimited: 'No ticket type has a quantity: capacity is unlimited.',
  unlimitedTypes: (count: number) =>
    `${plural(count, 'ticket type is', 'ticket types are')} unlimited and not counted in capacity.`,
  tickets: 'Tickets',
  ticket: 'Ticket',
  quantity: 'Quantity',
  sold: 'Sold',
  reserved: 'Reserved',
  available: 'Available',
  noTickets: 'No tickets yet',
  // Attendance.
  attendance: 'Attendance',
  attended: 'Attended',
  attendedOf: (attended: number, registered: number) =>
    `${formatNumber(attended)} of ${formatNumber(registered)} registered`,
  asOf: 'As of',
  // Revenue.
  revenue: 'Revenue',
  totalRevenue: 'Total revenue',
  wonRevenue: 'Won revenue',
  deals: 'Deals',
  currency: 'Currency',
  lastSynced: 'Last synced',
  syncing: 'Syncing...',
  openRevenue: 'Open the revenue dashboard',
  // Jobs.
  jobs: 'Running jobs',
  noJobs: 'No jobs are running for this event.',
  job: 'Job',
  status: 'Status',
  progress: 'Progress',
  started: 'Started',
  jobStatus: {
    QUEUED: 'Queued',
    RUNNING: 'Running',
    COMPLETED: 'Completed',
    FAILED: 'Failed',
  } satisfies Record<JobStatus, string>,
  /** A job kind in words; a kind this page does not know is shown as the API names it. */
  jobKind: (kind: string): string => JOB_KINDS[kind] ?? kind,
} as const;
