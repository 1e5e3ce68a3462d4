import type { ReactNode } from 'react';
import type { VenueZone } from '@console/event-setup-contract';
import { SettingSwitch } from '../parts/SettingSwitch';
import { ZONE_DESCRIPTION, VENUE_WORDS as WORDS } from '../words';

export interface ZoneSwitchProps {
  zone: VenueZone;
  isOn: boolean;
  writable: boolean;
  isSaving: boolean;
  onChange: (on: boolean) => void;
  aside?: ReactNode;
}

/** A zone's switch, with what the zone opens and what access control makes inactive without it. */
export function ZoneSwitch({ zone, ...props }: ZoneSwitchProps) {
  return (
    <SettingSwitch label={WORDS.zoneSwitch(zone)} description={ZONE_DESCRIPTION[zone]} {...props} />
  );
}
