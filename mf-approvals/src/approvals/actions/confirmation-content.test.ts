import { details } from '../testing/fixtures';
import {
  confirmationContent,
  localBlockContent,
  type ConfirmationContent,
} from './confirmation-content';
import {
  approvalLabels,
  CONFIRMATION_POPUP_TYPES,
  type ConfirmationPopupType,
  APPROVAL_MESSAGES,
} from '@console/approvals-contract';

const labels = approvalLabels(false);
const facts = details({ selectedCount: 3, totalAttendeesBeingAdded: 4 });

type Expectation = Partial<Omit<ConfirmationContent, 'paragraphs'>> & { says?: RegExp[] };

const table: [ConfirmationPopupType, Expectation][] = [
  [
    'REJECT',
    {
      title: 'Reject 3 requests?',
      confirmLabel: 'Reject',
      tone: 'danger',
      says: [/told by email/],
    },
  ],
  [
    'REJECT_EMAIL_OFF',
    {
      title: 'Reject 3 requests?',
      confirmLabel: 'Reject',
      tone: 'danger',
      says: [/no email will be sent/],
    },
  ],
  [
    'REJECT_ALREADY_APPROVED',
    { title: 'Reject 3 requests?', tone: 'danger', says: [/already approved/] },
  ],
  [
    'APPROVE_EMAIL_OFF',
    {
      title: 'Approve 3 requests?',
      confirmLabel: 'Approve',
      linksToEmailSettings: true,
      says: [/4 attendees will be added/, /no email will be sent/],
    },
  ],
  [
    'APPROVE_TICKETED',
    {
      title: 'Approve 3 requests?',
      confirmLabel: 'Approve',
      tone: 'default',
      says: [/4 attendees will be added/, /72 hours/],
    },
  ],
  [
    'APPROVE_NON_TICKETED',
    {
      title: 'Approve 3 requests?',
      linksToEmailSettings: false,
      says: [/^4 attendees will be added to the event\.$/],
    },
  ],
  [
    'APPROVE_COMBINATION',
    { title: 'Approve 3 requests?', says: [/4 attendees/, /include tickets and some do not/] },
  ],
  [
    'APPROVE_TICKETED_WITH_TRANSACTION',
    {
      title: 'Approve 3 requests?',
      says: [/4 attendees/, /complete payment/, /reserved for 72 hours/],
    },
  ],
  [
    'APPROVE_COMBINATION_WITH_TRANSACTION',
    {
      title: 'Approve 3 requests?',
      says: [/4 attendees/, /include tickets/, /complete payment/, /72 hours/],
    },
  ],
  [
    'CAPACITY_EXCEEDED',
    {
      title: APPROVAL_MESSAGES.eventCapacityExceeded,
      confirmLabel: APPROVAL_MESSAGES.approveAnyway,
      says: [/120\/100/, /124\/100/],
    },
  ],
];

describe('confirmationContent', () => {
  it.each(table)('%s', (type, { says = [], ...expected }) => {
    const content = confirmationContent(type, { ...facts, capacity: 100 }, labels);
    expect(content).toMatchObject(expected);
    const text = content.paragraphs.join('\n');
    for (const pattern of says)
      expect(content.paragraphs.some((p) => pattern.test(p)) || pattern.test(text)).toBe(true);
  });

  it('has content for every confirmation type', () => {
    const covered = new Set<string>([...table.map(([type]) => type), 'SOLD_OUT']);
    expect(CONFIRMATION_POPUP_TYPES.filter((t) => !covered.has(t))).toEqual([]);
  });

  it('SOLD_OUT: "Tickets sold out" when nothing is left, one line per ticket, Approve anyway', () => {
    const content = confirmationContent(
      'SOLD_OUT',
      details({
        ticketShortages: [
          { ticketTypeId: 1, name: 'VIP', requested: 3, available: 0 },
          { ticketTypeId: 2, name: 'Standard', requested: 2, available: 0 },
        ],
      }),
      labels,
    );
    expect(content.title).toBe(APPROVAL_MESSAGES.ticketsSoldOut);
    expect(content.confirmLabel).toBe(APPROVAL_MESSAGES.approveAnyway);
    expect(content.items).toEqual([
      "VIP: 3 requested, 0 available. Approving increases this ticket's capacity by 3.",
      "Standard: 2 requested, 0 available. Approving increases this ticket's capacity by 2.",
    ]);
  });

  it('SOLD_OUT: "Insufficient tickets available" when some are left', () => {
    const content = confirmationContent(
      'SOLD_OUT',
      details({ ticketShortages: [{ ticketTypeId: 1, name: 'VIP', requested: 3, available: 1 }] }),
      labels,
    );
    expect(content.title).toBe(APPROVAL_MESSAGES.insufficientTickets);
    expect(content.items).toEqual([
      "VIP: 3 requested, 1 available. Approving increases this ticket's capacity by 2.",
    ]);
  });

  it('uses the alternative wording (Deny) and singular counts', () => {
    const content = confirmationContent(
      'REJECT',
      details({ selectedCount: 1 }),
      approvalLabels(true),
    );
    expect(content.title).toBe('Deny 1 request?');
    expect(content.confirmLabel).toBe('Deny');
  });

  it('local blocks use the spec titles', () => {
    expect(localBlockContent('TICKET_SALES_ENDED').title).toBe(APPROVAL_MESSAGES.ticketSalesEnded);
    expect(localBlockContent('COUPON_USAGE_LIMIT_REACHED').title).toBe(
      APPROVAL_MESSAGES.couponUsageLimitReached,
    );
  });
});
