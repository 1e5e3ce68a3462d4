import type { EngagementEdit } from '@console/event-setup-contract';
import { editEngagement } from '../client/venue-settings-client';
import { useSectionWritable } from '../hooks/use-section-writable';
import { useVenueEdit } from '../hooks/use-venue-edit';
import { useVenueSettings } from '../hooks/use-venue-settings';
import { SettingSwitch } from '../parts/SettingSwitch';
import { SettingsFrame } from '../parts/SettingsFrame';
import { VENUE_WORDS as WORDS } from '../words';
import styles from '../VenueSettings.module.css';

/** venue-setup/engagement (ENGAGEMENT_WRITE): the event's leaderboard. */
export function EngagementPage() {
  const settings = useVenueSettings();
  const writable = useSectionWritable('engagement');
  const edit = useVenueEdit(editEngagement, (body: EngagementEdit) =>
    WORDS.leaderboardSaved(body.leaderboardEnabled),
  );
  const pending = edit.isPending ? edit.variables : undefined;
  return (
    <SettingsFrame title={WORDS.pageTitle.engagement} query={settings} readOnly={!writable}>
      {(data) => (
        <ul className={styles.settings}>
          <SettingSwitch
            label={WORDS.leaderboard}
            description={WORDS.leaderboardDescription}
            isOn={pending?.leaderboardEnabled ?? data.leaderboardEnabled}
            writable={writable}
            isSaving={edit.isPending}
            onChange={(leaderboardEnabled) => edit.mutate({ leaderboardEnabled })}
          />
        </ul>
      )}
    </SettingsFrame>
  );
}
