/**
 * The ticketing pages' own words. The spec names the area only (§2.2, §2.8, §6), so these are the
 * console's (docs/decisions/0005-console-strings.md); the validation and conflict messages are the
 * contract's (TICKETING_MESSAGES), as the API answers them.
 */
import { formatNumber } from '@console/shared/ui';
import { APPROVAL_LIMITS } from '@console/approvals-contract';
import type { TicketSalesState } from '@console/registration-contract';

const requests = (count: number) =>
  count === 1 ? '1 approval request' : `${formatNumber(count)} approval requests`;

export const TICKETING_WORDS = {
  ticketsTitle: 'Tickets',
  couponsTitle: 'Coupons',
  createTicket: 'Create ticket',
  createCoupon: 'Create coupon',
  editTicket: 'Edit ticket',
  editCoupon: 'Edit coupon',
  backToTickets: 'Back to tickets',
  backToCoupons: 'Back to coupons',
  backToApprovals: 'Back to approvals',
  unlimited: 'Unlimited',
  free: 'Free',
  allTickets: 'All tickets',
  /** A ticket type the list does not name (still loading, or gone). */
  unknownTicket: (ticketTypeId: number) => `Ticket ${ticketTypeId}`,
  always: 'Always',
  from: (date: string) => `From ${date}`,
  until: (date: string) => `Until ${date}`,
  salesState: {
    NOT_STARTED: 'Not started',
    ON_SALE: 'On sale',
    ENDED: 'Ended',
    SOLD_OUT: 'Sold out',
  } satisfies Record<TicketSalesState, string>,
  blocksRequests: (count: number) => `Blocks ${requests(count)}`,
  usageLimitReached: 'Usage limit reached',
  ticketsLoadFailed: 'Tickets could not be loaded',
  couponsLoadFailed: 'Coupons could not be loaded',
  ticketLoadFailed: 'The ticket could not be loaded',
  couponLoadFailed: 'The coupon could not be loaded',
  loadingTickets: 'Loading tickets…',
  loadingCoupons: 'Loading coupons…',
  loadingTicket: 'Loading the ticket…',
  loadingCoupon: 'Loading the coupon…',
  noTickets: 'No tickets yet',
  noTicketsHint: 'Create a ticket to sell registrations to this event.',
  noCoupons: 'No coupons yet',
  noCouponsHint: 'Create a coupon to give a discount code to your registrants.',
  noCouponsFound: (search: string) => `No coupons match “${search}”`,
  noCouponsFoundHint: 'Check the code or clear the search.',
  searchCoupons: 'Search by code',
  // The ticket form.
  name: 'Name',
  quantity: 'Quantity',
  quantityHint: 'Leave empty for unlimited tickets.',
  price: 'Price',
  priceHint: "In the event's currency, e.g. 25.00. 0 is free.",
  salesStart: 'Sales start',
  salesEnd: 'Sales end',
  salesStartHint: 'Leave empty to sell from now on.',
  salesEndHint: 'Leave empty to sell until the event.',
  eventTime: (timeZone: string) => `Event time (${timeZone}).`,
  soldReserved: (sold: number, reserved: number) =>
    `${formatNumber(sold)} sold, ${formatNumber(reserved)} reserved for approved requests (held ${APPROVAL_LIMITS.ticketReservationHours} hours).`,
  salesEnded: (end: string) => `Sales of this ticket ended on ${end}.`,
  blockedByEnd: (count: number) =>
    `${count === 1 ? 'It blocks 1 approval request' : `It blocks ${requests(count)}`} until its sales reopen.`,
  reopenSales: 'Reopen sales',
  reopenHint: 'Reopen sales moves the end of sales a week ahead; save to apply it.',
  reopened: (end: string) => `Sales will end on ${end} once you save.`,
  reopenedOpenEnded: 'Sales will stay open until the event once you save.',
  ticketCreated: 'Ticket created.',
  ticketSaved: 'Ticket saved.',
  // The coupon form.
  code: 'Code',
  usesAllowed: 'Uses allowed',
  usesHint: 'Leave empty for unlimited uses.',
  used: 'Used',
  available: 'Available',
  appliesTo: 'Applies to',
  validFrom: 'Valid from',
  validUntil: 'Valid until',
  validity: 'Validity',
  validFromHint: 'Leave empty for valid from now on.',
  validUntilHint: 'Leave empty for valid until the event.',
  usedSoFar: (used: number) =>
    used === 1 ? 'Used once so far.' : `Used ${formatNumber(used)} times so far.`,
  couponCreated: 'Coupon created.',
  couponSaved: 'Coupon saved.',
  // Both forms.
  save: 'Save',
  saving: 'Saving…',
  create: 'Create',
  creating: 'Creating…',
  cancel: 'Cancel',
  savedFromApprovals: 'Saved. The approval requests it held back can now be approved.',
  readOnly: 'This event is read-only: you can see this page but not change it.',
  leaveTitle: 'Leave this page?',
  leaveMessage: 'Your changes are not saved. Leave the page and lose them?',
} as const;
