/**
 * The ticketing feature's strings. The spec gives none for these screens (§6 only names the area),
 * so all are the console's own (docs/decisions/0005-console-strings.md): each says what is wrong
 * and what to do. Strings with a number are functions; numbers are written with separators.
 */
const n = (value: number) => value.toLocaleString('en-US');
const times = (value: number) => (value === 1 ? 'once' : `${n(value)} times`);

export const TICKETING_MESSAGES = {
  ticketNameRequired: 'Enter a name for the ticket.',
  ticketNameMax: (max: number) => `The ticket name can be at most ${n(max)} characters.`,
  ticketQuantity: (max: number) =>
    `The quantity must be a whole number from 1 to ${n(max)}, or empty for unlimited tickets.`,
  ticketPrice: (max: number) =>
    `The price must be a whole number of cents from 0 to ${n(max)} (0 is free).`,
  dateTime: 'Enter a date and time in ISO 8601 format with its offset, e.g. 2030-05-01T09:00:00Z.',
  salesEndBeforeStart: 'The end of sales must be after the start of sales.',
  couponCodeRequired: 'Enter a code for the coupon.',
  couponCodeMax: (max: number) => `The coupon code can be at most ${n(max)} characters.`,
  couponQuantity: (max: number) =>
    `The number of uses must be a whole number from 1 to ${n(max)}, or empty for unlimited uses.`,
  validUntilBeforeFrom: 'The end of the validity must be after its start.',
  couponTicketTypesMax: (max: number) => `A coupon can name at most ${n(max)} ticket types.`,
  notATicketTypeOfEvent: (id: number) =>
    `Ticket type ${id} is not a ticket type of this event: choose among the event's tickets.`,
  duplicateCouponCode: (code: string) =>
    `A coupon with the code ${code} already exists in this event: choose another code.`,
  /**
   * Lowering a ticket's quantity under what approvals and registrations already hold, e.g. "The
   * quantity cannot be lower than 412: 380 tickets are sold and 32 are reserved for approved requests."
   */
  quantityBelowHeld: (sold: number, reserved: number) => {
    const soldText = sold === 1 ? '1 ticket is sold' : `${n(sold)} tickets are sold`;
    const reservedFor = 'reserved for approved requests';
    const why =
      reserved === 0
        ? soldText
        : sold === 0
          ? `${reserved === 1 ? '1 ticket is' : `${n(reserved)} tickets are`} ${reservedFor}`
          : `${soldText} and ${n(reserved)} ${reserved === 1 ? 'is' : 'are'} ${reservedFor}`;
    return `The quantity cannot be lower than ${n(sold + reserved)}: ${why}.`;
  },
  /** Lowering a coupon's uses under its uses so far. */
  usesBelowUsed: (used: number) =>
    `The number of uses cannot be lower than ${n(used)}: the coupon has been used ${times(used)}.`,
} as const;

/** Error codes of the ticketing endpoints' 409 answers, beside the platform's ERROR_CODES. */
export const TICKETING_ERROR_CODES = {
  quantityBelowHeld: 'QUANTITY_BELOW_HELD',
  usesBelowUsed: 'USES_BELOW_USED',
  duplicateCouponCode: 'DUPLICATE_COUPON_CODE',
} as const;
