import { EmptyState } from '@console/shared/ui';
import { DataTable, type DataTableColumn } from '@console/shared/ui/data-table';
import { Card } from '@console/shared/ui/display';
import type { Booth, ExpoEdit } from '@console/event-setup-contract';
import { editExpo } from '../client/venue-settings-client';
import { useSectionWritable } from '../hooks/use-section-writable';
import { useVenueEdit } from '../hooks/use-venue-edit';
import { useExpoSettings } from '../hooks/use-venue-settings';
import { SettingSwitch } from '../parts/SettingSwitch';
import { SettingsFrame } from '../parts/SettingsFrame';
import { VENUE_WORDS as WORDS } from '../words';
import { ZoneSwitch } from '../zones/ZoneSwitch';
import styles from '../VenueSettings.module.css';

const BOOTH_COLUMNS: DataTableColumn<Booth>[] = [
  { id: 'name', header: WORDS.boothColumn, cell: (booth) => booth.name, isRowHeader: true },
];

/**
 * venue-setup/expo (VIRTUAL_SETUP_EXPO_WRITE; a booth owner reads it): the expo zone, the booth
 * zone and the event's booths (read-only).
 */
export function ExpoPage() {
  const expo = useExpoSettings();
  const writable = useSectionWritable('expo');
  const edit = useVenueEdit(editExpo, (body: ExpoEdit) =>
    body.active === undefined
      ? WORDS.boothZoneSaved(body.boothZoneActive === true)
      : WORDS.zoneSaved('EXPO', body.active),
  );
  const pending = edit.isPending ? edit.variables : undefined;
  return (
    <SettingsFrame title={WORDS.pageTitle.expo} query={expo} readOnly={!writable}>
      {(data) => (
        <>
          <ul className={styles.settings}>
            <ZoneSwitch
              zone="EXPO"
              isOn={pending?.active ?? data.expoActive}
              writable={writable}
              isSaving={edit.isPending}
              onChange={(active) => edit.mutate({ active })}
            />
            <SettingSwitch
              label={WORDS.boothZone}
              description={WORDS.boothZoneDescription}
              isOn={pending?.boothZoneActive ?? data.boothZoneActive}
              writable={writable}
              isSaving={edit.isPending}
              onChange={(boothZoneActive) => edit.mutate({ boothZoneActive })}
            />
          </ul>
          <Card title={WORDS.boothsTitle}>
            {data.boothTotal > data.booths.length ? (
              <p className={styles.hint}>
                {WORDS.boothsShown(data.booths.length, data.boothTotal)}
              </p>
            ) : null}
            <DataTable
              aria-label={WORDS.boothsTitle}
              columns={BOOTH_COLUMNS}
              rows={data.booths}
              getRowId={(booth) => booth.boothId}
              emptyState={<EmptyState title={WORDS.noBooths} description={WORDS.noBoothsHint} />}
            />
          </Card>
        </>
      )}
    </SettingsFrame>
  );
}
