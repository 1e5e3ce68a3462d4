import { useMemo } from 'react';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useCurrentEvent, useDebouncedValue, useReadOnly } from '@console/shared/react';
import { previewImpact } from '../client/group-client';
import {
  accessKeys,
  type AccessSection,
  type MappingChange,
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

/**
 * The impact of a section's pending changes (issue #46), asked once they settle; none while there
 * are none, or for a read-only user (who cannot save them). The last answer stays while the next
 * loads, so the panel does not flicker on each toggle.
 */
export function useImpactPreview(
  groupId: number,
  section: AccessSection,
  pending: readonly MappingChange[],
) {
  const { eventId } = useCurrentEvent();
  const readOnly = useReadOnly();
  // One object per change of the pending list, so the debounce waits for the list, not renders.
  const change = useMemo(() => ({ section, changes: [...pending] }), [section, pending]);
  const settled = useDebouncedValue(change, IMPACT_DEBOUNCE_MS);
  return useQuery({
    ...impactPreviewQuery(eventId, groupId, settled),
    enabled: !readOnly && settled.changes.length > 0,
    placeholderData: keepPreviousData,
  });
}
