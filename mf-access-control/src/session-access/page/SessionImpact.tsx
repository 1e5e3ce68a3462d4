import { ImpactPanel } from '../../group/page/ImpactPanel';
import { useSessionImpactPreview } from '../hooks/use-session-impact-preview';
import { usePendingChanges, type PendingStore } from './pending-store';

/** The impact of the pending session changes, before Update Access (ImpactPanel). */
export function SessionImpact({
  groupId,
  audienceGroupId,
  store,
}: {
  groupId: number;
  audienceGroupId: number | null;
  store: PendingStore;
}) {
  const pending = usePendingChanges(store);
  const impact = useSessionImpactPreview(groupId, store.section, pending);
  return (
    <ImpactPanel impact={impact} active={pending.length > 0} audienceGroupId={audienceGroupId} />
  );
}
