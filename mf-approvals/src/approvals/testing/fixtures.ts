/** Wire data for tests, valid against the contract's schemas. */
import type { Job } from '@console/shared/contract';
import {
  type ApprovalDetailsResponse,
  type ApprovalRequest,
  type ApprovalSettings,
  type CouponList,
  type RegistrationCountsSummary,
  type TicketType,
} from '@console/approvals-contract';

let next = 1;

export function makeRequest(overrides: Partial<ApprovalRequest> = {}): ApprovalRequest {
  const n = next++;
  return {
    registrationId: n,
    flowContextId: `ctx-${n}`,
    flowId: 10,
    flowName: 'General admission',
    firstName: `First${n}`,
    lastName: `Last${n}`,
    email: `person${n}@example.com`,
    status: 'PENDING',
    isRegistrationCompleted: false,
    createdAt: '2025-03-01T10:00:00.000Z',
    customField: '{}',
    tickets: [],
    coupons: [],
    isTransactionInProgress: false,
    attendeeStatusUpdatedByInfo: null,
    ...overrides,
  };
}

export const summary = (
  overrides: Partial<RegistrationCountsSummary> = {},
): RegistrationCountsSummary => ({
  totalActiveRegistrations: 120,
  totalPendingRegistrations: 3,
  totalRejectedRegistrations: 0,
  totalApprovedRegistrations: 0,
  totalPendingRegistrationsIncludesTicketsQuantity: 3,
  totalRejectedRegistrationsIncludesTicketsQuantity: 0,
  registrationsCapacity: 500,
  totalRegistrationCompletedAfterApproved: 0,
  ...overrides,
});

export const settings = (overrides: Partial<ApprovalSettings> = {}): ApprovalSettings => ({
  alternativeLabels: false,
  approveEmailEnabled: true,
  rejectEmailEnabled: true,
  ...overrides,
});

export const ticketType = (overrides: Partial<TicketType> = {}): TicketType => ({
  ticketTypeId: 100,
  name: 'VIP',
  availableQuantity: 10,
  salesEndAt: null,
  isPaid: false,
  ...overrides,
});

type Coupon = CouponList['coupons'][number];

/** Coupons as the list answers them; the limit defaults to the uses left plus `used` (0). */
export const coupons = (
  list: (Omit<Coupon, 'quantity' | 'used'> & Partial<Pick<Coupon, 'quantity' | 'used'>>)[] = [],
): CouponList => ({
  coupons: list.map(({ used = 0, ...coupon }) => ({
    quantity: coupon.availableQuantity === null ? null : coupon.availableQuantity + used,
    used,
    ...coupon,
  })),
});

export const details = (
  overrides: Partial<ApprovalDetailsResponse> = {},
): ApprovalDetailsResponse => ({
  confirmationPopupType: 'APPROVE_NON_TICKETED',
  totalAttendeesBeingAdded: 1,
  selectedCount: 1,
  blocked: { ticketSalesEnded: 0, couponUsageLimitReached: 0 },
  blockers: { ticketTypes: [], coupons: [] },
  ticketShortages: [],
  capacity: null,
  totalActiveRegistrations: 120,
  ...overrides,
});

export const job = (overrides: Partial<Job> = {}): Job => ({
  jobId: 1,
  kind: 'APPROVAL_STATUS_UPDATE',
  status: 'QUEUED',
  total: 1,
  processed: 0,
  error: null,
  createdAt: '2025-03-01T10:00:00.000Z',
  ...overrides,
});
