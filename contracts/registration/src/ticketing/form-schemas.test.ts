/**
 * The forms check what the wire checks, with the same first message per field: each case runs
 * through the yup form schema and the API's zod schema.
 */
import { formErrorsOf } from '@console/shared/testing';
import { MESSAGES } from '@console/shared/contract';
import type { z } from '@console/shared/zod';
import { couponFormSchema, ticketFormSchema } from './form-schemas';
import { TICKETING_LIMITS as L } from './limits';
import { TICKETING_MESSAGES as M } from './messages';
import { CouponCreateSchema, TicketCreateSchema } from './schemas';

function apiErrorsOf(schema: z.ZodType, values: object): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of schema.safeParse(values).error?.issues ?? [])
    errors[String(issue.path[0])] ??= issue.message;
  return errors;
}

const quantity = M.ticketQuantity(L.ticketQuantityMax);
const price = M.ticketPrice(L.ticketPriceCentsMax);
const uses = M.couponQuantity(L.couponQuantityMax);

describe('the ticket form', () => {
  const valid = { name: 'General Admission', quantity: 500, priceCents: 2500 };
  const cases: [string, object, Record<string, string>][] = [
    ['valid', valid, {}],
    ['unlimited and free', { name: 'Free', quantity: null, priceCents: 0 }, {}],
    ['no name', { ...valid, name: '' }, { name: M.ticketNameRequired }],
    ['a blank name', { ...valid, name: '   ' }, { name: M.ticketNameRequired }],
    ['a name at the limit', { ...valid, name: 'n'.repeat(L.ticketNameMax) }, {}],
    [
      'spaces around a name at the limit',
      { ...valid, name: ` ${'n'.repeat(L.ticketNameMax)} ` },
      {},
    ],
    [
      'a name over the limit',
      { ...valid, name: 'n'.repeat(L.ticketNameMax + 1) },
      { name: M.ticketNameMax(L.ticketNameMax) },
    ],
    ['a NUL in the name', { ...valid, name: 'a\u0000b' }, { name: MESSAGES.textHasNul }],
    ['quantity 0', { ...valid, quantity: 0 }, { quantity }],
    ['quantity -1', { ...valid, quantity: -1 }, { quantity }],
    ['quantity 1.5', { ...valid, quantity: 1.5 }, { quantity }],
    ['quantity over the limit', { ...valid, quantity: L.ticketQuantityMax + 1 }, { quantity }],
    ['a negative price', { ...valid, priceCents: -1 }, { priceCents: price }],
    ['a price in fractions of a cent', { ...valid, priceCents: 10.5 }, { priceCents: price }],
    [
      'a price over the limit',
      { ...valid, priceCents: L.ticketPriceCentsMax + 1 },
      { priceCents: price },
    ],
    [
      'a date without its offset',
      { ...valid, salesStartAt: '2030-05-01T09:00:00' },
      { salesStartAt: M.dateTime },
    ],
    ['not a date', { ...valid, salesEndAt: 'tomorrow' }, { salesEndAt: M.dateTime }],
    [
      'a window in order',
      { ...valid, salesStartAt: '2030-05-01T09:00:00Z', salesEndAt: '2030-06-01T09:00:00+02:00' },
      {},
    ],
    [
      'an end at the start',
      { ...valid, salesStartAt: '2030-05-01T09:00:00Z', salesEndAt: '2030-05-01T09:00:00Z' },
      { salesEndAt: M.salesEndBeforeStart },
    ],
    [
      'an end before the start',
      { ...valid, salesStartAt: '2030-05-01T09:00:00Z', salesEndAt: '2030-04-01T09:00:00Z' },
      { salesEndAt: M.salesEndBeforeStart },
    ],
  ];

  it.each(cases)('%s', (_case, values, expected) => {
    expect(formErrorsOf(ticketFormSchema, values)).toEqual(expected);
  });

  it.each(cases)('%s: the same first message per field as the API', (_case, values, expected) => {
    expect(apiErrorsOf(TicketCreateSchema, values)).toEqual(expected);
  });
});

describe('the coupon form', () => {
  const valid = { code: 'SPRING10', quantity: 100, ticketTypeIds: [3, 4] };
  const cases: [string, object, Record<string, string>][] = [
    ['valid', valid, {}],
    ['unlimited, every ticket', { code: 'FRIENDS', quantity: null, ticketTypeIds: [] }, {}],
    ['no code', { ...valid, code: '' }, { code: M.couponCodeRequired }],
    ['a blank code', { ...valid, code: '  ' }, { code: M.couponCodeRequired }],
    [
      'a code over the limit',
      { ...valid, code: 'C'.repeat(L.couponCodeMax + 1) },
      { code: M.couponCodeMax(L.couponCodeMax) },
    ],
    ['uses 0', { ...valid, quantity: 0 }, { quantity: uses }],
    ['uses 2.5', { ...valid, quantity: 2.5 }, { quantity: uses }],
    [
      'too many ticket types',
      {
        ...valid,
        ticketTypeIds: Array.from({ length: L.couponTicketTypesMax + 1 }, (_, i) => i + 1),
      },
      { ticketTypeIds: M.couponTicketTypesMax(L.couponTicketTypesMax) },
    ],
    [
      'a validity in order',
      { ...valid, validFrom: '2030-05-01T09:00:00Z', validUntil: '2030-05-02T09:00:00Z' },
      {},
    ],
    ['open at one end', { ...valid, validFrom: null, validUntil: '2030-05-02T09:00:00Z' }, {}],
    [
      'an end before the start',
      { ...valid, validFrom: '2030-05-02T09:00:00Z', validUntil: '2030-05-01T09:00:00Z' },
      { validUntil: M.validUntilBeforeFrom },
    ],
  ];

  it.each(cases)('%s', (_case, values, expected) => {
    expect(formErrorsOf(couponFormSchema, values)).toEqual(expected);
  });

  it.each(cases)('%s: the same first message per field as the API', (_case, values, expected) => {
    expect(apiErrorsOf(CouponCreateSchema, values)).toEqual(expected);
  });
});

describe('the 409 messages', () => {
  it.each<[number, number, string]>([
    [
      380,
      32,
      'The quantity cannot be lower than 412: 380 tickets are sold and 32 are reserved for approved requests.',
    ],
    [
      1,
      1,
      'The quantity cannot be lower than 2: 1 ticket is sold and 1 is reserved for approved requests.',
    ],
    [1200, 0, 'The quantity cannot be lower than 1,200: 1,200 tickets are sold.'],
    [0, 7, 'The quantity cannot be lower than 7: 7 tickets are reserved for approved requests.'],
  ])('sold %d, reserved %d', (sold, reserved, expected) => {
    expect(M.quantityBelowHeld(sold, reserved)).toBe(expected);
  });

  it('names the uses so far', () => {
    expect(M.usesBelowUsed(1)).toBe(
      'The number of uses cannot be lower than 1: the coupon has been used once.',
    );
    expect(M.usesBelowUsed(1500)).toBe(
      'The number of uses cannot be lower than 1,500: the coupon has been used 1,500 times.',
    );
  });
});
