import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCurrentEvent } from '@console/shared/react';
import { fetchApprovalSettings } from '../client/approvals-client';
import { approvalLabels, approvalKeys } from '@console/approvals-contract';

export const approvalSettingsQuery = (eventId: number) =>
  queryOptions({
    queryKey: approvalKeys.settings(eventId),
    queryFn: ({ signal }) => fetchApprovalSettings(eventId, signal),
    staleTime: 5 * 60_000,
  });

/** The organization's wording and the approve/reject email switches. */
export function useApprovalSettings() {
  const { eventId } = useCurrentEvent();
  return useQuery(approvalSettingsQuery(eventId));
}

export type ApprovalLabels = ReturnType<typeof approvalLabels>;

/** §4.1 labels; the standard wording until the settings have loaded. */
export function useApprovalLabels(): ApprovalLabels {
  const settings = useApprovalSettings();
  return approvalLabels(settings.data?.alternativeLabels ?? false);
}
