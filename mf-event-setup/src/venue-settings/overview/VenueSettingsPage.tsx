import { useRouteLink } from '@console/shared/react';
import { Link } from '@console/shared/ui';
import { Card } from '@console/shared/ui/display';
import { VENUE_ZONES, type VenueZone } from '@console/event-setup-contract';
import { editZones } from '../client/venue-settings-client';
import { useSectionWritable } from '../hooks/use-section-writable';
import { useVenueEdit } from '../hooks/use-venue-edit';
import { useVenueSettings } from '../hooks/use-venue-settings';
import { SettingsFrame } from '../parts/SettingsFrame';
import { ZONE_TITLE, VENUE_WORDS as WORDS } from '../words';
import { zonePageRoute } from '../zones/zone-pages';
import { ZoneSwitch } from '../zones/ZoneSwitch';
import styles from '../VenueSettings.module.css';

/** An overview edit switches one zone. */
interface ZoneChange {
  zone: VenueZone;
  on: boolean;
}

/** A link to the zone's own page, for a user the shell would let in. */
function ZonePageLink({ zone }: { zone: VenueZone }) {
  const link = useRouteLink(zonePageRoute(zone));
  return link ? <Link href={link()}>{WORDS.goTo(ZONE_TITLE[zone])}</Link> : null;
}

/** venue-setup/venueSettings (VIRTUAL_SETUP_VENUE_SETTINGS_WRITE): every zone, on or off. */
export function VenueSettingsPage() {
  const settings = useVenueSettings();
  const writable = useSectionWritable('settings');
  const edit = useVenueEdit(
    (eventId: number, { zone, on }: ZoneChange) => editZones(eventId, { [zone]: on }),
    ({ zone, on }) => WORDS.zoneSaved(zone, on),
  );
  const pending = edit.isPending ? edit.variables : undefined;
  return (
    <SettingsFrame title={WORDS.pageTitle.settings} query={settings} readOnly={!writable}>
      {(data) => (
        <Card title={WORDS.zonesTitle}>
          <p className={styles.hint}>{WORDS.zonesHint}</p>
          <ul className={styles.settings}>
            {VENUE_ZONES.map((zone) => (
              <ZoneSwitch
                key={zone}
                zone={zone}
                isOn={pending?.zone === zone ? pending.on : data.activeZones.includes(zone)}
                writable={writable}
                isSaving={edit.isPending}
                onChange={(on) => edit.mutate({ zone, on })}
                aside={<ZonePageLink zone={zone} />}
              />
            ))}
          </ul>
        </Card>
      )}
    </SettingsFrame>
  );
}
