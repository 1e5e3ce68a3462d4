import {
  approvalLabels,
  approvalRules,
  chooseConfirmation,
  displayStatus,
  localApprovalBlock,
  skipStepsAfterConfirming,
  type ApprovalRowState,
  type SelectionFacts,
} from './rules';

const approve: SelectionFacts = {
  action: 'APPROVED',
  ticketedCount: 0,
  nonTicketedCount: 1,
  paidCount: 0,
  alreadyApprovedCount: 0,
  attendeesBeingAdded: 1,
  shortages: [],
  capacity: null,
  totalActiveRegistrations: 0,
  approveEmailEnabled: true,
  rejectEmailEnabled: true,
  skipValidationSteps: [],
};
const shortage = { ticketTypeId: 1, name: 'VIP', requested: 3, available: 1 };

describe('chooseConfirmation (§4.2)', () => {
  it.each<[string, Partial<SelectionFacts>, string]>([
    ['reject', { action: 'REJECTED' }, 'REJECT'],
    [
      'reject with the email off',
      { action: 'REJECTED', rejectEmailEnabled: false },
      'REJECT_EMAIL_OFF',
    ],
    [
      'reject of already approved',
      { action: 'REJECTED', alreadyApprovedCount: 2, rejectEmailEnabled: false },
      'REJECT_ALREADY_APPROVED',
    ],
    ['approve, non-ticketed', {}, 'APPROVE_NON_TICKETED'],
    ['approve, ticketed', { ticketedCount: 1, nonTicketedCount: 0 }, 'APPROVE_TICKETED'],
    [
      'approve, ticketed with a transaction',
      { ticketedCount: 1, nonTicketedCount: 0, paidCount: 1 },
      'APPROVE_TICKETED_WITH_TRANSACTION',
    ],
    ['approve, combination', { ticketedCount: 1, nonTicketedCount: 1 }, 'APPROVE_COMBINATION'],
    [
      'approve, combination with a transaction',
      { ticketedCount: 1, nonTicketedCount: 1, paidCount: 1 },
      'APPROVE_COMBINATION_WITH_TRANSACTION',
    ],
    ['approve with the email off', { approveEmailEnabled: false }, 'APPROVE_EMAIL_OFF'],
    [
      'sold out comes before everything',
      { shortages: [shortage], capacity: 0, approveEmailEnabled: false },
      'SOLD_OUT',
    ],
    [
      'sold out confirmed, capacity next',
      {
        shortages: [shortage],
        capacity: 1,
        totalActiveRegistrations: 1,
        skipValidationSteps: ['TICKET_SOLD_OUT'],
      },
      'CAPACITY_EXCEEDED',
    ],
    [
      'capacity exactly reached is fine',
      { capacity: 2, totalActiveRegistrations: 1 },
      'APPROVE_NON_TICKETED',
    ],
    ['capacity exceeded', { capacity: 2, totalActiveRegistrations: 2 }, 'CAPACITY_EXCEEDED'],
    [
      'capacity confirmed',
      {
        capacity: 2,
        totalActiveRegistrations: 2,
        skipValidationSteps: ['TICKET_SOLD_OUT', 'EVENT_CAPACITY'],
      },
      'APPROVE_NON_TICKETED',
    ],
  ])('%s', (_, facts, expected) => {
    expect(chooseConfirmation({ ...approve, ...facts })).toBe(expected);
  });
});

describe('skipStepsAfterConfirming (§4.2 step 4)', () => {
  it('sold out skips the sold-out check only', () => {
    expect(skipStepsAfterConfirming('SOLD_OUT', [])).toEqual(['TICKET_SOLD_OUT']);
  });
  it('capacity exceeded skips both checks', () => {
    expect(skipStepsAfterConfirming('CAPACITY_EXCEEDED', [])).toEqual([
      'TICKET_SOLD_OUT',
      'EVENT_CAPACITY',
    ]);
  });
  it('other dialogs keep what was confirmed before', () => {
    expect(skipStepsAfterConfirming('APPROVE_TICKETED', ['TICKET_SOLD_OUT'])).toEqual([
      'TICKET_SOLD_OUT',
    ]);
  });
});

const row = (over: Partial<ApprovalRowState>): ApprovalRowState => ({
  status: 'PENDING',
  isRegistrationCompleted: false,
  isTransactionInProgress: false,
  ...over,
});

describe('row rules (§4.1)', () => {
  it('pending can be approved, rejected and selected', () => {
    const r = row({});
    expect([
      approvalRules.canApprove(r),
      approvalRules.canReject(r),
      approvalRules.isSelectable(r),
    ]).toEqual([true, true, true]);
  });
  it('approved-not-registered can be rejected, not approved', () => {
    const r = row({ status: 'APPROVED' });
    expect([approvalRules.canApprove(r), approvalRules.canReject(r)]).toEqual([false, true]);
    expect(displayStatus(r)).toBe('APPROVED');
  });
  it('registration completed cannot be selected or rejected', () => {
    const r = row({ status: 'APPROVED', isRegistrationCompleted: true });
    expect([approvalRules.isSelectable(r), approvalRules.canReject(r)]).toEqual([false, false]);
    expect(displayStatus(r)).toBe('REGISTRATION_COMPLETED');
  });
  it('a row with a transaction in progress is not clickable and has no actions', () => {
    const r = row({ isTransactionInProgress: true });
    expect(displayStatus(r)).toBe('IN_PROGRESS');
    expect([
      approvalRules.isClickable(r),
      approvalRules.isSelectable(r),
      approvalRules.canApprove(r),
      approvalRules.canReject(r),
      approvalRules.canDelete({ ...r, status: 'REJECTED' }, { isFlex: true }),
    ]).toEqual([false, false, false, false, false]);
  });
  it('rejected requests can be deleted on flex events only', () => {
    const r = row({ status: 'REJECTED' });
    expect(approvalRules.canDelete(r, { isFlex: true })).toBe(true);
    expect(approvalRules.canDelete(r, { isFlex: false })).toBe(false);
  });
});

describe('labels (§4.1)', () => {
  it('uses Pending / Approved / Rejected by default', () => {
    const labels = approvalLabels(false);
    expect([
      labels.status.PENDING,
      labels.status.APPROVED,
      labels.status.REJECTED,
      labels.reject,
    ]).toEqual(['Pending', 'Approved', 'Rejected', 'Reject']);
  });
  it('uses Waitlisted / Approved / Denied and Approve / Deny for the alternative organizations', () => {
    const labels = approvalLabels(true);
    expect([
      labels.status.PENDING,
      labels.status.APPROVED,
      labels.status.REJECTED,
      labels.approve,
      labels.reject,
    ]).toEqual(['Waitlisted', 'Approved', 'Denied', 'Approve', 'Deny']);
  });
});

describe('local approval blocks (§5)', () => {
  const now = new Date('2026-06-01T00:00:00Z');
  it('blocks when a ticket sales end date has passed', () => {
    expect(localApprovalBlock([{ salesEndAt: '2026-05-01T00:00:00Z' }], [], now)).toBe(
      'TICKET_SALES_ENDED',
    );
  });
  it('blocks when a coupon has no quantity left', () => {
    expect(localApprovalBlock([{ salesEndAt: null }], [{ availableQuantity: 0 }], now)).toBe(
      'COUPON_USAGE_LIMIT_REACHED',
    );
  });
  it('lets unlimited coupons and open sales through', () => {
    expect(
      localApprovalBlock(
        [{ salesEndAt: '2026-07-01T00:00:00Z' }],
        [{ availableQuantity: null }],
        now,
      ),
    ).toBeNull();
  });
});
