import type { Integration } from '@console/shared/contract';
import { Badge } from '@console/shared/ui/display';

/** On or Off, for an organization's integration and for an event's use of one. */
export function IntegrationStatusBadge({ status }: { status: Integration['solutionStatus'] }) {
  return status === 'ENABLE' ? <Badge tone="success">On</Badge> : <Badge>Off</Badge>;
}
