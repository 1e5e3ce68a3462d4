/**
 * The coupon form's fields as typed (text for the uses, ids for the tickets, instants for the
 * validity) and the wire values they stand for, which the contract's couponFormSchema checks and
 * the API takes.
 */
import {
  couponFormSchema,
  type Coupon,
  type CouponCreate,
  type CouponPatch,
} from '@console/registration-contract';
import { countOf, countText } from '../form/amounts';
import { sameIds, sameInstant } from '../form/compare';
import { rootOf, schemaErrors, type FormErrors } from '@console/shared/ui/form';

export interface CouponFields {
  code: string;
  /** Empty: unlimited. */
  quantity: string;
  /** None: every ticket type. */
  ticketTypeIds: number[];
  validFrom: string | null;
  validUntil: string | null;
}
export type CouponField = keyof CouponFields;
export type CouponErrors = FormErrors<CouponField>;

export function couponFields(coupon: Coupon | null): CouponFields {
  return {
    code: coupon?.code ?? '',
    quantity: countText(coupon?.quantity ?? null),
    ticketTypeIds: coupon?.ticketTypeIds ?? [],
    validFrom: coupon?.validFrom ?? null,
    validUntil: coupon?.validUntil ?? null,
  };
}

function wireOf(fields: CouponFields) {
  return {
    code: fields.code,
    quantity: countOf(fields.quantity),
    ticketTypeIds: fields.ticketTypeIds,
    validFrom: fields.validFrom,
    validUntil: fields.validUntil,
  };
}

const FIELDS: readonly string[] = ['code', 'quantity', 'ticketTypeIds', 'validFrom', 'validUntil'];
export const couponFieldOf = (wirePath: string): CouponField | undefined => {
  const root = rootOf(wirePath);
  return FIELDS.includes(root) ? (root as CouponField) : undefined;
};

/** The contract schema's messages, on the fields they are about. */
export const couponErrors = (fields: CouponFields): CouponErrors =>
  schemaErrors(couponFormSchema, wireOf(fields), couponFieldOf);

/** A new coupon, as sent (valid fields: couponErrors gave none). */
export const couponCreate = (fields: CouponFields): CouponCreate =>
  couponFormSchema.cast(wireOf(fields));

/** The fields that differ from the saved coupon, or null when nothing changed. */
export function couponPatch(fields: CouponFields, saved: CouponFields): CouponPatch | null {
  const next = couponFormSchema.cast(wireOf(fields));
  const before = couponFormSchema.cast(wireOf(saved));
  const patch: CouponPatch = {};
  if (next.code !== before.code) patch.code = next.code;
  if (next.quantity !== before.quantity) patch.quantity = next.quantity;
  if (!sameIds(next.ticketTypeIds, before.ticketTypeIds)) patch.ticketTypeIds = next.ticketTypeIds;
  if (!sameInstant(next.validFrom, before.validFrom)) patch.validFrom = next.validFrom;
  if (!sameInstant(next.validUntil, before.validUntil)) patch.validUntil = next.validUntil;
  return Object.keys(patch).length > 0 ? patch : null;
}
