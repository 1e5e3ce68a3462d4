import { Card } from '@console/shared/ui/display';
import { Select } from '@console/shared/ui/select';
import type { NetworkingEdit } from '@console/event-setup-contract';
import { editNetworking } from '../client/venue-settings-client';
import { useSectionWritable } from '../hooks/use-section-writable';
import { useVenueEdit } from '../hooks/use-venue-edit';
import { useVenueSettings } from '../hooks/use-venue-settings';
import { SettingSwitch } from '../parts/SettingSwitch';
import { SettingsFrame } from '../parts/SettingsFrame';
import { VENUE_WORDS as WORDS } from '../words';
import { ZoneSwitch } from '../zones/ZoneSwitch';
import styles from '../VenueSettings.module.css';
import { INTERVAL_OPTIONS, intervalKey, intervalOf, intervalText } from './interval-options';

/** What a networking edit changed, for its toast (an edit changes one setting). */
function savedText(body: NetworkingEdit): string {
  if (body.active !== undefined) return WORDS.zoneSaved('NETWORKING', body.active);
  if (body.hasPeopleChannel !== undefined)
    return WORDS.channelSaved(WORDS.peopleChannel, body.hasPeopleChannel);
  if (body.hasChatChannel !== undefined)
    return WORDS.channelSaved(WORDS.chatChannel, body.hasChatChannel);
  return WORDS.intervalSaved(body.oneOnOneIntervalMinutes ?? null);
}

/**
 * venue-setup/networking (EVENT_SETUP_NETWORKING_WRITE): the networking zone, the people and chat
 * channels and the one-on-one meeting interval.
 */
export function NetworkingPage() {
  const settings = useVenueSettings();
  const writable = useSectionWritable('networking');
  const edit = useVenueEdit(editNetworking, savedText);
  const pending = edit.isPending ? edit.variables : undefined;
  return (
    <SettingsFrame title={WORDS.pageTitle.networking} query={settings} readOnly={!writable}>
      {(data) => {
        const interval =
          pending?.oneOnOneIntervalMinutes !== undefined
            ? pending.oneOnOneIntervalMinutes
            : data.oneOnOneIntervalMinutes;
        return (
          <>
            <ul className={styles.settings}>
              <ZoneSwitch
                zone="NETWORKING"
                isOn={pending?.active ?? data.activeZones.includes('NETWORKING')}
                writable={writable}
                isSaving={edit.isPending}
                onChange={(active) => edit.mutate({ active })}
              />
            </ul>
            <Card title={WORDS.channelsTitle}>
              <ul className={styles.settings}>
                <SettingSwitch
                  label={WORDS.peopleChannel}
                  description={WORDS.peopleChannelDescription}
                  isOn={pending?.hasPeopleChannel ?? data.hasPeopleChannel}
                  writable={writable}
                  isSaving={edit.isPending}
                  onChange={(hasPeopleChannel) => edit.mutate({ hasPeopleChannel })}
                />
                <SettingSwitch
                  label={WORDS.chatChannel}
                  description={WORDS.chatChannelDescription}
                  isOn={pending?.hasChatChannel ?? data.hasChatChannel}
                  writable={writable}
                  isSaving={edit.isPending}
                  onChange={(hasChatChannel) => edit.mutate({ hasChatChannel })}
                />
                <li className={styles.setting}>
                  {writable ? (
                    <div className={styles.select}>
                      <Select
                        label={WORDS.interval}
                        options={INTERVAL_OPTIONS}
                        value={intervalKey(interval)}
                        isDisabled={edit.isPending}
                        onChange={(key) => {
                          if (key !== null && key !== intervalKey(interval))
                            edit.mutate({ oneOnOneIntervalMinutes: intervalOf(key) });
                        }}
                      />
                    </div>
                  ) : (
                    <span className={styles.state}>
                      {WORDS.interval}: {intervalText(interval)}
                    </span>
                  )}
                  <p className={styles.description}>{WORDS.intervalDescription}</p>
                </li>
              </ul>
            </Card>
          </>
        );
      }}
    </SettingsFrame>
  );
}
