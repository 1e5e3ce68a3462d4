/**
 * What a ticket or coupon write changes beyond this feature: the approvals' catalog of ticket
 * types and coupons (their §5 checks read sales ends and uses left from it, so a reopened ticket
 * or a raised coupon is approvable without a reload), the approvals' lists and counts, and the
 * event dashboard's ticket figures.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCurrentEvent } from '@console/shared/react';
import { approvalKeys } from '@console/approvals-contract';
import { eventDashboardKeys, ticketingKeys } from '@console/registration-contract';

export function useRefreshAfterWrite() {
  const { eventId } = useCurrentEvent();
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [
        ticketingKeys.all(eventId),
        approvalKeys.ticketTypes(eventId),
        approvalKeys.coupons(eventId),
        approvalKeys.all(eventId),
        eventDashboardKeys.all(eventId),
      ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    );
}
