/**
 * The ticket and coupon forms' yup schemas (formik's `validationSchema`): the checks, limits and
 * messages of the wire schemas (schemas.ts), so a form says on Save what the API would answer.
 * Values are the wire's: cents, ISO date-times (the remote turns the event-time-zone pickers into
 * instants before validating), null for unlimited or open-ended. The 409s (a quantity under what is
 * sold, a code taken) depend on the server's rows and stay the API's.
 */
import { array, number, object, string, type InferType } from 'yup';
import { hasNul, MESSAGES } from '@console/shared/contract';
import { TICKETING_LIMITS as L } from './limits';
import { TICKETING_MESSAGES as M } from './messages';
import { windowInOrder } from './sales-state';
import { TicketingDateTimeSchema } from './schemas';

const requiredText = (required: string, max: number, tooLong: string) =>
  string()
    .trim()
    .required(required)
    .max(max, tooLong)
    .test('no-nul', MESSAGES.textHasNul, (value) => !hasNul(value ?? ''));

const limitedCount = (max: number, message: string) =>
  number()
    .typeError(message)
    .nullable()
    .default(null)
    .integer(message)
    .min(1, message)
    .max(max, message);

const dateTime = () =>
  string()
    .nullable()
    .default(null)
    .test('iso', M.dateTime, (value) => !value || TicketingDateTimeSchema.safeParse(value).success);

export const ticketFormSchema = object({
  name: requiredText(M.ticketNameRequired, L.ticketNameMax, M.ticketNameMax(L.ticketNameMax)),
  quantity: limitedCount(L.ticketQuantityMax, M.ticketQuantity(L.ticketQuantityMax)),
  priceCents: number()
    .typeError(M.ticketPrice(L.ticketPriceCentsMax))
    .default(0)
    .integer(M.ticketPrice(L.ticketPriceCentsMax))
    .min(0, M.ticketPrice(L.ticketPriceCentsMax))
    .max(L.ticketPriceCentsMax, M.ticketPrice(L.ticketPriceCentsMax)),
  salesStartAt: dateTime(),
  salesEndAt: dateTime().test('after-start', M.salesEndBeforeStart, (value, context) =>
    windowInOrder(context.parent.salesStartAt, value),
  ),
});
export type TicketFormValues = InferType<typeof ticketFormSchema>;

export const couponFormSchema = object({
  code: requiredText(M.couponCodeRequired, L.couponCodeMax, M.couponCodeMax(L.couponCodeMax)),
  quantity: limitedCount(L.couponQuantityMax, M.couponQuantity(L.couponQuantityMax)),
  ticketTypeIds: array(number().required())
    .default([])
    .max(L.couponTicketTypesMax, M.couponTicketTypesMax(L.couponTicketTypesMax)),
  validFrom: dateTime(),
  validUntil: dateTime().test('after-from', M.validUntilBeforeFrom, (value, context) =>
    windowInOrder(context.parent.validFrom, value),
  ),
});
export type CouponFormValues = InferType<typeof couponFormSchema>;
