/**
 * Ticketing wire schemas (issue #42): the event's ticket types and coupons as an organizer sees
 * and changes them. Dates are ISO 8601 date-times (answers in UTC); the remote shows them in the
 * event's time zone (the shell context's event tz). Amounts are integer cents.
 */
import { z } from '@console/shared/zod';
import { hasNul, IdSchema, INT4_MAX, MESSAGES } from '@console/shared/contract';
import { TICKETING_LIMITS as L } from './limits';
import { TICKETING_MESSAGES as M } from './messages';
import { TICKET_SALES_STATES, windowInOrder } from './sales-state';

/** A date-time with its offset (Z or ±hh:mm), as the API reads it. */
export const TicketingDateTimeSchema = z.iso.datetime({ offset: true, error: M.dateTime });

/** Typed text: trimmed, then required and at most `max` characters, with no NUL. */
const requiredText = (required: string, max: number, tooLong: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(max, { error: tooLong })
    .refine((value) => !hasNul(value), { error: MESSAGES.textHasNul });

const limitedCount = (max: number, message: string) =>
  z
    .number({ error: message })
    .int({ error: message })
    .min(1, { error: message })
    .max(max, { error: message })
    .nullable();

const ticketFields = {
  name: requiredText(M.ticketNameRequired, L.ticketNameMax, M.ticketNameMax(L.ticketNameMax)),
  /** Null: unlimited. */
  quantity: limitedCount(L.ticketQuantityMax, M.ticketQuantity(L.ticketQuantityMax)),
  priceCents: z
    .number({ error: M.ticketPrice(L.ticketPriceCentsMax) })
    .int({ error: M.ticketPrice(L.ticketPriceCentsMax) })
    .min(0, { error: M.ticketPrice(L.ticketPriceCentsMax) })
    .max(L.ticketPriceCentsMax, { error: M.ticketPrice(L.ticketPriceCentsMax) }),
  /** Null: on sale from creation. */
  salesStartAt: TicketingDateTimeSchema.nullable(),
  /** Null: on sale until the event. */
  salesEndAt: TicketingDateTimeSchema.nullable(),
};

const salesWindow = {
  check: (t: { salesStartAt?: string | null; salesEndAt?: string | null }) =>
    windowInOrder(t.salesStartAt, t.salesEndAt),
  issue: { error: M.salesEndBeforeStart, path: ['salesEndAt'] },
};

/** A new ticket type: only the name is required (unlimited, free, on sale now by default). */
export const TicketCreateSchema = z
  .object({
    name: ticketFields.name,
    quantity: ticketFields.quantity.default(null),
    priceCents: ticketFields.priceCents.default(0),
    salesStartAt: ticketFields.salesStartAt.default(null),
    salesEndAt: ticketFields.salesEndAt.default(null),
  })
  .refine(salesWindow.check, salesWindow.issue);
export type TicketCreate = z.input<typeof TicketCreateSchema>;

/**
 * An edit: the fields sent change, the others stay. The sales window is checked against the
 * stored one too (a new end before the stored start is refused by the API, on salesEndAt).
 */
export const TicketPatchSchema = z
  .object({
    name: ticketFields.name.optional(),
    quantity: ticketFields.quantity.optional(),
    priceCents: ticketFields.priceCents.optional(),
    salesStartAt: ticketFields.salesStartAt.optional(),
    salesEndAt: ticketFields.salesEndAt.optional(),
  })
  .refine(salesWindow.check, salesWindow.issue);
export type TicketPatch = z.input<typeof TicketPatchSchema>;

export const TicketSalesStateSchema = z.enum(TICKET_SALES_STATES);

/** A ticket type with its sales at the time of the answer. */
export const TicketSchema = z.object({
  ticketTypeId: z.number().int(),
  name: z.string(),
  quantity: z.number().int().nullable(),
  priceCents: z.number().int(),
  salesStartAt: z.string().nullable(),
  salesEndAt: z.string().nullable(),
  /** Tickets of completed registrations. */
  sold: z.number().int(),
  /** Tickets held for approved requests that have not completed (72 h reservations). */
  reserved: z.number().int(),
  /** quantity - sold - reserved, never below 0; null: unlimited. */
  available: z.number().int().nullable(),
  salesState: TicketSalesStateSchema,
  /**
   * Pending approval requests that ask for this ticket and that approvals refuse while its sales
   * are ENDED ('Ticket sales ended'); 0 in any other state. Reopening the sales frees them.
   */
  blockedRequests: z.number().int(),
});
export type Ticket = z.infer<typeof TicketSchema>;

/** Every ticket type of the event, in creation order. */
export const TicketListSchema = z.object({ ticketTypes: z.array(TicketSchema) });
export type TicketList = z.infer<typeof TicketListSchema>;

const couponFields = {
  code: requiredText(M.couponCodeRequired, L.couponCodeMax, M.couponCodeMax(L.couponCodeMax)),
  /** Uses allowed; null: unlimited. */
  quantity: limitedCount(L.couponQuantityMax, M.couponQuantity(L.couponQuantityMax)),
  /** The ticket types it applies to; empty: every ticket type of the event. */
  ticketTypeIds: z
    .array(IdSchema)
    .max(L.couponTicketTypesMax, { error: M.couponTicketTypesMax(L.couponTicketTypesMax) }),
  validFrom: TicketingDateTimeSchema.nullable(),
  validUntil: TicketingDateTimeSchema.nullable(),
};

const validity = {
  check: (c: { validFrom?: string | null; validUntil?: string | null }) =>
    windowInOrder(c.validFrom, c.validUntil),
  issue: { error: M.validUntilBeforeFrom, path: ['validUntil'] },
};

/** A new coupon: the code is required (unlimited, every ticket, always valid by default). */
export const CouponCreateSchema = z
  .object({
    code: couponFields.code,
    quantity: couponFields.quantity.default(null),
    ticketTypeIds: couponFields.ticketTypeIds.default([]),
    validFrom: couponFields.validFrom.default(null),
    validUntil: couponFields.validUntil.default(null),
  })
  .refine(validity.check, validity.issue);
export type CouponCreate = z.input<typeof CouponCreateSchema>;

/** An edit: the fields sent change; ticketTypeIds, when sent, replaces the whole list. */
export const CouponPatchSchema = z
  .object({
    code: couponFields.code.optional(),
    quantity: couponFields.quantity.optional(),
    ticketTypeIds: couponFields.ticketTypeIds.optional(),
    validFrom: couponFields.validFrom.optional(),
    validUntil: couponFields.validUntil.optional(),
  })
  .refine(validity.check, validity.issue);
export type CouponPatch = z.input<typeof CouponPatchSchema>;

export const CouponSchema = z.object({
  couponId: z.number().int(),
  code: z.string(),
  quantity: z.number().int().nullable(),
  /** Registrations that used it (whatever their status). */
  used: z.number().int(),
  /** quantity - used, never below 0; null: unlimited. */
  available: z.number().int().nullable(),
  /** No use left: approvals refuse its pending requests ('Coupon usage limit reached'). */
  usageLimitReached: z.boolean(),
  ticketTypeIds: z.array(z.number().int()),
  validFrom: z.string().nullable(),
  validUntil: z.string().nullable(),
});
export type Coupon = z.infer<typeof CouponSchema>;

/** The coupon list's query: ordered by code, a page at an offset, a search within the code. */
export const CouponListQuerySchema = z.object({
  search: z
    .string()
    .max(L.couponCodeMax, { error: MESSAGES.textTooLong(L.couponCodeMax) })
    .refine((value) => !hasNul(value), { error: MESSAGES.textHasNul })
    .trim()
    .optional(),
  offset: z.coerce.number().int().min(0).max(INT4_MAX).default(0),
  limit: z.coerce.number().int().min(1).max(L.couponPageSize).default(L.couponPageSize),
});
export type CouponListQuery = z.input<typeof CouponListQuerySchema>;

export const CouponPageSchema = z.object({
  coupons: z.array(CouponSchema),
  /** Coupons matching the search. */
  total: z.number().int(),
});
export type CouponPage = z.infer<typeof CouponPageSchema>;
