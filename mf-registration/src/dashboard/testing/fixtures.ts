/** Dashboards shaped like GET /events/:eventId/dashboard's answers. */
import type { Job } from '@console/shared/contract';
import type { EventDashboard } from '@console/registration-contract';

export function aJob(overrides: Partial<Job> = {}): Job {
  return {
    jobId: 51,
    kind: 'APPROVAL_STATUS_UPDATE',
    status: 'RUNNING',
    total: 40,
    processed: 25,
    error: null,
    createdAt: '2030-05-01T14:05:00.000Z',
    ...overrides,
  };
}

/** An event with requests in every status, three ticket types (one unlimited), synced revenue. */
export function aDashboard(overrides: Partial<EventDashboard> = {}): EventDashboard {
  return {
    registrations: {
      byStatus: [
        { status: 'PENDING', count: 12 },
        { status: 'APPROVED', count: 31 },
        { status: 'REGISTERED', count: 1204 },
        { status: 'REJECTED', count: 7 },
      ],
      total: 1254,
    },
    approvals: { enabled: true, pending: 12, blockedByTicketSalesEnded: 3 },
    capacity: { used: 1235, quantity: 1500, unlimitedTicketTypes: 1 },
    tickets: [
      {
        ticketTypeId: 3,
        name: 'General Admission',
        quantity: 1000,
        sold: 930,
        reserved: 25,
        available: 45,
      },
      { ticketTypeId: 4, name: 'VIP', quantity: 500, sold: 274, reserved: 6, available: 220 },
      {
        ticketTypeId: 5,
        name: 'Press',
        quantity: 'UNLIMITED',
        sold: 18,
        reserved: 0,
        available: 'UNLIMITED',
      },
    ],
    attendance: { attended: 842, registered: 1204, countedAt: '2030-05-02T13:30:00.000Z' },
    revenue: {
      state: 'SYNCED',
      lastSyncedAt: '2030-05-02T01:15:00.000Z',
      syncing: false,
      currency: 'USD',
      totalAmount: 45210.5,
      wonAmount: 30000,
      dealCount: 17,
    },
    runningJobs: [],
    ...overrides,
  };
}
