/** The ticketing feature's limits: the API's wire schemas and the remote's forms both use them. */
export const TICKETING_LIMITS = {
  ticketNameMax: 100,
  /** Tickets of one type; null (unlimited) is the way past it. */
  ticketQuantityMax: 10_000_000,
  /** 1,000,000.00 in the event's currency. */
  ticketPriceCentsMax: 100_000_000,
  couponCodeMax: 50,
  /** Uses of one coupon; null (unlimited) is the way past it. */
  couponQuantityMax: 10_000_000,
  /** Ticket types a coupon names (empty: it applies to every ticket type). */
  couponTicketTypesMax: 500,
  /** Coupons on a page of the list, and the most a page may ask for. */
  couponPageSize: 50,
} as const;
