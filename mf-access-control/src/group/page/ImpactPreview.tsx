import { useImpactPreview } from '../hooks/use-impact-preview';
import { ImpactPanel } from './ImpactPanel';
import type { AccessSection, MappingChange } from '@console/access-control-contract';

/** The impact of a section's pending feature changes, before its Save (ImpactPanel). */
export function ImpactPreview({
  groupId,
  audienceGroupId,
  section,
  pending,
}: {
  groupId: number;
  audienceGroupId: number | null;
  section: AccessSection;
  pending: readonly MappingChange[];
}) {
  const impact = useImpactPreview(groupId, section, pending);
  return (
    <ImpactPanel impact={impact} active={pending.length > 0} audienceGroupId={audienceGroupId} />
  );
}
