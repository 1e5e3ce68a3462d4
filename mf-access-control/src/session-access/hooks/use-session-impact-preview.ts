import { useMemo } from 'react';
import { queryOptions } from '@tanstack/react-query';
import { useSettledImpact } from '../../group/hooks/use-impact-preview';
import { previewSessionImpact } from '../client/session-access-client';
import {
  accessKeys,
  type AccessSection,
  type PendingSessionChanges,
  type UpdateSessionAccessRequest,
} from '@console/access-control-contract';

export const sessionImpactPreviewQuery = (
  eventId: number,
  groupId: number,
  change: UpdateSessionAccessRequest,
) =>
  queryOptions({
    queryKey: accessKeys.sessionImpactPreview(eventId, groupId, change),
    queryFn: ({ signal }) => previewSessionImpact(eventId, groupId, change, signal),
  });

/** The impact of the screen's pending session changes (as Update Access would send them). */
export function useSessionImpactPreview(
  groupId: number,
  section: AccessSection,
  pending: PendingSessionChanges,
) {
  const change = useMemo(() => ({ section, changes: [...pending] }), [section, pending]);
  return useSettledImpact(
    change,
    (c) => c.changes.length === 0,
    (eventId, c) => sessionImpactPreviewQuery(eventId, groupId, c),
  );
}
