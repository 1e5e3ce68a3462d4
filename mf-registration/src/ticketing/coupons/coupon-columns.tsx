/**
 * The coupon table's columns: its code, uses allowed, used and left, the tickets it applies to,
 * when it is valid, and whether its uses ran out (approvals then refuse its pending requests).
 */
import { formatNumber, Link } from '@console/shared/ui';
import { Badge } from '@console/shared/ui/display';
import type { DataTableColumn } from '@console/shared/ui/data-table';
import type { Coupon } from '@console/registration-contract';
import { countOrUnlimited, windowLabel } from '../format';
import styles from '../Ticketing.module.css';
import { TICKETING_WORDS as WORDS } from '../words';

export interface CouponColumnsOptions {
  timeZone: string;
  editHref: (coupon: Coupon) => string;
  /** A ticket type's name by id (an id the list does not know is written as such). */
  ticketName: (ticketTypeId: number) => string;
}

const numeric = (value: string) => <span className={styles.number}>{value}</span>;

export function appliesToLabel(coupon: Coupon, ticketName: (id: number) => string): string {
  return coupon.ticketTypeIds.length === 0
    ? WORDS.allTickets
    : coupon.ticketTypeIds.map(ticketName).join(', ');
}

export function couponColumns(options: CouponColumnsOptions): DataTableColumn<Coupon>[] {
  return [
    {
      id: 'code',
      header: WORDS.code,
      isRowHeader: true,
      minWidth: '8rem',
      cell: (coupon) => <Link href={options.editHref(coupon)}>{coupon.code}</Link>,
    },
    {
      id: 'quantity',
      header: WORDS.usesAllowed,
      minWidth: '6rem',
      cell: (coupon) => numeric(countOrUnlimited(coupon.quantity)),
    },
    {
      id: 'used',
      header: WORDS.used,
      minWidth: '4rem',
      cell: (coupon) => numeric(formatNumber(coupon.used)),
    },
    {
      id: 'available',
      header: WORDS.available,
      minWidth: '5rem',
      cell: (coupon) => numeric(countOrUnlimited(coupon.available)),
    },
    {
      id: 'appliesTo',
      header: WORDS.appliesTo,
      minWidth: '10rem',
      cell: (coupon) => appliesToLabel(coupon, options.ticketName),
    },
    {
      id: 'validity',
      header: WORDS.validity,
      minWidth: '12rem',
      cell: (coupon) => windowLabel(coupon.validFrom, coupon.validUntil, options.timeZone),
    },
    {
      id: 'status',
      header: 'Status',
      minWidth: '7rem',
      cell: (coupon) =>
        coupon.usageLimitReached ? <Badge tone="danger">{WORDS.usageLimitReached}</Badge> : null,
    },
  ];
}
