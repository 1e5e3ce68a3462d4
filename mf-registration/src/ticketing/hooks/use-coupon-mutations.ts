import { useMutation } from '@tanstack/react-query';
import { TIMINGS } from '@console/shared/contract';
import { useCurrentEvent, useNotifier } from '@console/shared/react';
import type { CouponCreate, CouponPatch } from '@console/registration-contract';
import { createCoupon, patchCoupon } from '../client/ticketing-client';
import { TICKETING_WORDS as WORDS } from '../words';
import { useRefreshAfterWrite } from './use-refresh-after-write';

/** Creates a coupon; the form shows what the server refused (a code taken) on its fields. */
export function useCreateCoupon() {
  const { eventId } = useCurrentEvent();
  const { notify } = useNotifier();
  const refresh = useRefreshAfterWrite();
  return useMutation({
    mutationFn: (body: CouponCreate) => createCoupon(eventId, body),
    onSuccess: () => {
      notify(WORDS.couponCreated, { tone: 'success', durationMs: TIMINGS.toastShortMs });
      return refresh();
    },
  });
}

/** Saves the changed fields of a coupon. */
export function useUpdateCoupon(couponId: number) {
  const { eventId } = useCurrentEvent();
  const { notify } = useNotifier();
  const refresh = useRefreshAfterWrite();
  return useMutation({
    mutationFn: (body: CouponPatch) => patchCoupon(eventId, couponId, body),
    onSuccess: () => {
      notify(WORDS.couponSaved, { tone: 'success', durationMs: TIMINGS.toastShortMs });
      return refresh();
    },
  });
}
