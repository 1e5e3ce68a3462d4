import { Fragment } from 'react';
import { Button } from '@console/shared/ui';
import { DetailsList } from '@console/shared/ui/display';
import { Dialog } from '@console/shared/ui/dialog';
import { EmbeddedDashboard } from './EmbeddedDashboard';
import { drillDownTitle, filterTexts } from './drill-down-text';
import type { DrillDownSource } from './embed-source';

export interface DrillDownDialogProps {
  /** The open drill-down; null when closed. */
  drillDown: DrillDownSource | null;
  onClose: () => void;
}

/**
 * A drill-down a dashboard asked for (spec §2.10): a wide dialog titled after it, its filters as
 * text, and its own embedded dashboard. Closing returns the focus to the page (the kit's modal).
 */
export function DrillDownDialog({ drillDown, onClose }: DrillDownDialogProps) {
  const title = drillDown ? drillDownTitle(drillDown.dashboardId) : '';
  const filters = drillDown ? filterTexts(drillDown.filters) : [];
  return (
    <Dialog
      isOpen={drillDown !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={title}
      size="wide"
      actions={<Button onPress={onClose}>Close</Button>}
    >
      {filters.length > 0 ? (
        <DetailsList aria-label="Filters">
          {filters.map((f) => (
            <Fragment key={f.label}>
              <dt>{f.label}</dt>
              <dd>{f.value}</dd>
            </Fragment>
          ))}
        </DetailsList>
      ) : null}
      {drillDown ? <EmbeddedDashboard title={`${title} dashboard`} source={drillDown} /> : null}
    </Dialog>
  );
}
