import { useState } from 'react';
import { EmptyState } from '@console/shared/ui';
import { DataTable } from '@console/shared/ui/data-table';
import { Card } from '@console/shared/ui/display';
import type { VenueStage } from '@console/event-setup-contract';
import { useSectionWritable } from '../hooks/use-section-writable';
import { useVenueSettings } from '../hooks/use-venue-settings';
import { useZoneEdit } from '../hooks/use-zone-edit';
import { SettingsFrame } from '../parts/SettingsFrame';
import { VENUE_WORDS as WORDS } from '../words';
import { ZoneSwitch } from '../zones/ZoneSwitch';
import styles from '../VenueSettings.module.css';
import { RenameStageDialog } from './RenameStageDialog';
import { stageColumns } from './stage-columns';

/**
 * venue-setup/stages (VIRTUAL_SETUP_STAGES_WRITE): the stage zone, and the stages of the event's
 * sessions with how many sessions each; a stage can be renamed on all its sessions at once.
 */
export function StagesPage() {
  const settings = useVenueSettings();
  const writable = useSectionWritable('stages');
  const edit = useZoneEdit('stages', 'STAGE');
  const [renaming, setRenaming] = useState<VenueStage | null>(null);
  return (
    <SettingsFrame title={WORDS.pageTitle.stages} query={settings} readOnly={!writable}>
      {(data) => (
        <>
          <ul className={styles.settings}>
            <ZoneSwitch
              zone="STAGE"
              isOn={
                (edit.isPending ? edit.variables.active : undefined) ??
                data.activeZones.includes('STAGE')
              }
              writable={writable}
              isSaving={edit.isPending}
              onChange={(active) => edit.mutate({ active })}
            />
          </ul>
          <Card title={WORDS.stagesTitle}>
            <p className={styles.hint}>{WORDS.stagesHint}</p>
            <DataTable
              aria-label={WORDS.stagesTitle}
              columns={stageColumns(writable ? setRenaming : null)}
              rows={data.stages}
              getRowId={(stage) => stage.name}
              emptyState={<EmptyState title={WORDS.noStages} description={WORDS.noStagesHint} />}
            />
          </Card>
          {renaming ? (
            <RenameStageDialog
              stage={renaming}
              otherNames={data.stages.map((s) => s.name).filter((name) => name !== renaming.name)}
              onClose={() => setRenaming(null)}
            />
          ) : null}
        </>
      )}
    </SettingsFrame>
  );
}
