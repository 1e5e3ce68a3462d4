import type { VenueZone } from '@console/event-setup-contract';
import { useSectionWritable } from '../hooks/use-section-writable';
import { useZoneEdit } from '../hooks/use-zone-edit';
import { useVenueSettings } from '../hooks/use-venue-settings';
import { SettingsFrame } from '../parts/SettingsFrame';
import { VENUE_WORDS as WORDS } from '../words';
import styles from '../VenueSettings.module.css';
import { ZoneSwitch } from './ZoneSwitch';

function ZoneOnlyPage({ page, zone }: { page: 'lobby' | 'rooms'; zone: VenueZone }) {
  const settings = useVenueSettings();
  const writable = useSectionWritable(page);
  const edit = useZoneEdit(page, zone);
  return (
    <SettingsFrame title={WORDS.pageTitle[page]} query={settings} readOnly={!writable}>
      {(data) => (
        <ul className={styles.settings}>
          <ZoneSwitch
            zone={zone}
            isOn={
              (edit.isPending ? edit.variables.active : undefined) ??
              data.activeZones.includes(zone)
            }
            writable={writable}
            isSaving={edit.isPending}
            onChange={(active) => edit.mutate({ active })}
          />
        </ul>
      )}
    </SettingsFrame>
  );
}

/** venue-setup/lobby (VIRTUAL_SETUP_LOBBY_WRITE): the lobby zone. */
export function LobbyPage() {
  return <ZoneOnlyPage page="lobby" zone="LOBBY" />;
}

/** venue-setup/discussion (VIRTUAL_SETUP_ROOMS_WRITE): the room zone. */
export function RoomsPage() {
  return <ZoneOnlyPage page="rooms" zone="ROOM" />;
}
