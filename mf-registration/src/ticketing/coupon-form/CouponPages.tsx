import { useParams, useRouteBuilder } from '@console/shared/react';
import { RecordLoader } from '../form/RecordLoader';
import { useCoupon } from '../hooks/use-coupons';
import { TICKETING_WORDS as WORDS } from '../words';
import { CouponForm } from './CouponForm';

/** registration/coupons/create. */
export function CouponCreatePage() {
  return <CouponForm coupon={null} />;
}

/** registration/coupons/{couponId}/edit. */
export function CouponEditPage() {
  const couponId = Number(useParams().couponId);
  const routes = useRouteBuilder();
  const coupon = useCoupon(couponId);
  return (
    <RecordLoader
      title={WORDS.editCoupon}
      back={{ href: routes.to('registration.coupons'), label: WORDS.backToCoupons }}
      query={coupon}
      loadingLabel={WORDS.loadingCoupon}
      errorTitle={WORDS.couponLoadFailed}
    >
      {(saved) => <CouponForm key={saved.couponId} coupon={saved} />}
    </RecordLoader>
  );
}
