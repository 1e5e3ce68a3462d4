import { useCallback } from 'react';
import {
  useCurrentEvent,
  useReadOnly,
  useRouteBuilder,
  useUrlSearchUpdate,
} from '@console/shared/react';
import { EmptyState, ErrorState, errorText, Link, Page, PageHeader } from '@console/shared/ui';
import { DataTable } from '@console/shared/ui/data-table';
import { Pagination, SearchBox } from '@console/shared/ui/list-controls';
import { TICKETING_LIMITS } from '@console/registration-contract';
import { useCoupons } from '../hooks/use-coupons';
import { useTickets } from '../hooks/use-tickets';
import styles from '../Ticketing.module.css';
import { TICKETING_WORDS as WORDS } from '../words';
import { couponColumns } from './coupon-columns';
import { offsetOf, readUrlState, writeUrlState, type CouponUrlState } from './url-state';

/** registration/coupons: the event's coupons by code, a page at a time, searched by code. */
export function CouponsPage() {
  const event = useCurrentEvent();
  const routes = useRouteBuilder();
  const readOnly = useReadOnly();
  const [params, updateParams] = useUrlSearchUpdate();
  const url = readUrlState(params);
  const coupons = useCoupons({ search: url.search.trim(), offset: offsetOf(url.page) });
  const tickets = useTickets();
  const update = useCallback(
    (patch: Partial<CouponUrlState>) => updateParams((current) => writeUrlState(current, patch)),
    [updateParams],
  );
  const onSearchChange = useCallback((search: string) => update({ search, page: 1 }), [update]);

  const names = new Map((tickets.data ?? []).map((t) => [t.ticketTypeId, t.name]));
  const columns = couponColumns({
    timeZone: event.tz,
    editHref: (coupon) => routes.to('registration.couponEdit', { couponId: coupon.couponId }),
    ticketName: (id) => names.get(id) ?? WORDS.unknownTicket(id),
  });
  const total = coupons.data?.total ?? 0;
  const searching = url.search.trim() !== '';

  return (
    <Page>
      <PageHeader
        title={WORDS.couponsTitle}
        actions={
          readOnly ? null : (
            <Link variant="primaryButton" href={routes.to('registration.couponCreate')}>
              {WORDS.createCoupon}
            </Link>
          )
        }
      />
      <div className={styles.filters}>
        <SearchBox label={WORDS.searchCoupons} value={url.search} onChange={onSearchChange} />
      </div>
      <DataTable
        aria-label={WORDS.couponsTitle}
        columns={columns}
        rows={coupons.data?.coupons ?? []}
        getRowId={(coupon) => coupon.couponId}
        isLoading={coupons.isPending}
        loadingLabel={WORDS.loadingCoupons}
        isRefreshing={coupons.isPlaceholderData}
        errorState={
          coupons.isError ? (
            <ErrorState
              title={WORDS.couponsLoadFailed}
              message={errorText(coupons.error)}
              onRetry={() => void coupons.refetch()}
            />
          ) : undefined
        }
        emptyState={
          searching ? (
            <EmptyState
              title={WORDS.noCouponsFound(url.search.trim())}
              description={WORDS.noCouponsFoundHint}
            />
          ) : (
            <EmptyState
              title={WORDS.noCoupons}
              description={readOnly ? undefined : WORDS.noCouponsHint}
            />
          )
        }
      />
      {total > 0 && !coupons.isError ? (
        <Pagination
          page={url.page}
          pageSize={TICKETING_LIMITS.couponPageSize}
          total={total}
          onPageChange={(page) => update({ page })}
        />
      ) : null}
    </Page>
  );
}
