import { useMemo } from 'react';
import {
  keepPreviousData,
  queryOptions,
  skipToken,
  useQuery,
  type QueryKey,
  type UseQueryOptions,
} from '@tanstack/react-query';
import { useCurrentEvent, useDebouncedValue, useReadOnly } from '@console/shared/react';
import { previewBaseImpact, previewDayImpact, previewImpact } from '../client/group-client';
import {
  accessKeys,
  type AccessImpact,
  type AccessSection,
  type MappingChange,
  type UpdateDayAccessRequest,
  type UpdateMappingsRequest,
} from '@console/access-control-contract';

/** How long the pending changes stay still before the preview asks the API again. */
export const IMPACT_DEBOUNCE_MS = 400;

export const impactPreviewQuery = (
  eventId: number,
  groupId: number,
  change: UpdateMappingsRequest,
) =>
  queryOptions({
    queryKey: accessKeys.impactPreview(eventId, groupId, change),
    queryFn: ({ signal }) => previewImpact(eventId, groupId, change, signal),
  });

export const dayImpactPreviewQuery = (
  eventId: number,
  groupId: number,
  change: UpdateDayAccessRequest,
) =>
  queryOptions({
    queryKey: accessKeys.dayImpactPreview(eventId, groupId, change),
    queryFn: ({ signal }) => previewDayImpact(eventId, groupId, change, signal),
  });

/** The impact of a new base; none asked while no base is chosen. */
export const baseImpactPreviewQuery = (
  eventId: number,
  groupId: number,
  baseAccessGroupId: number | null,
) =>
  queryOptions({
    queryKey: accessKeys.baseImpactPreview(eventId, groupId, baseAccessGroupId),
    queryFn:
      baseAccessGroupId === null
        ? skipToken
        : ({ signal }) => previewBaseImpact(eventId, groupId, { baseAccessGroupId }, signal),
  });

/**
 * The impact of a pending change (issue #46), asked once it settles; none while it changes
 * nothing, or for a read-only user (who cannot save it). The last answer stays while the next
 * loads, so the panel does not flicker on each toggle. `change` must keep its identity between
 * renders that do not change it, so the debounce waits for the change, not renders.
 */
export function useSettledImpact<C, K extends QueryKey>(
  change: C,
  isEmpty: (change: C) => boolean,
  query: (eventId: number, change: C) => UseQueryOptions<AccessImpact, Error, AccessImpact, K>,
) {
  const { eventId } = useCurrentEvent();
  const readOnly = useReadOnly();
  const settled = useDebouncedValue(change, IMPACT_DEBOUNCE_MS);
  return useQuery({
    ...query(eventId, settled),
    enabled: !readOnly && !isEmpty(settled),
    placeholderData: keepPreviousData,
  });
}

/** The impact of a section's pending feature changes. */
export function useImpactPreview(
  groupId: number,
  section: AccessSection,
  pending: readonly MappingChange[],
) {
  const change = useMemo(() => ({ section, changes: [...pending] }), [section, pending]);
  return useSettledImpact(
    change,
    (c) => c.changes.length === 0,
    (eventId, c) => impactPreviewQuery(eventId, groupId, c),
  );
}

/** The impact of the day access slide-out's changed days. */
export function useDayImpactPreview(groupId: number, days: UpdateDayAccessRequest['days']) {
  const change = useMemo(() => ({ days: [...days] }), [days]);
  return useSettledImpact(
    change,
    (c) => c.days.length === 0,
    (eventId, c) => dayImpactPreviewQuery(eventId, groupId, c),
  );
}

/** The impact of the base chosen in the 'Change base access?' dialog (null: none chosen). */
export function useBaseImpactPreview(groupId: number, baseAccessGroupId: number | null) {
  return useSettledImpact(
    baseAccessGroupId,
    (id) => id === null,
    (eventId, id) => baseImpactPreviewQuery(eventId, groupId, id),
  );
}
