import { FEATURE_FLAGS, type FeatureFlag, type FeatureFlags } from '@console/shared/contract';
import { developerToolsEnabled } from './developer-tools';
import styles from '../shell.module.css';

export const FEATURE_FLAG_LABELS: Readonly<Record<FeatureFlag, string>> = {
  ENABLE_WEBINAR_EMBED: 'Webinar embed',
  ENABLE_LEGACY_ANALYTICS: 'Legacy analytics',
  ENABLE_DOWNLOAD_REGISTRATION_AND_TICKETING_REPORT: 'Registration and ticketing report downloads',
  ENABLE_GAMIFICATION: 'Gamification',
  ENABLE_FLEX_SERIES: 'Flex series',
};

/**
 * A developer tool: which feature flags are on for this event (organization defaults with the
 * event's overrides). Rendered in development builds only, never in the console organizers use.
 */
export function FeatureFlagsPanel({ flags }: { flags: FeatureFlags }) {
  if (!developerToolsEnabled(process.env.NODE_ENV)) return null;
  return (
    <section className={styles.panel} aria-labelledby="feature-flags-title">
      <h2 id="feature-flags-title">Feature flags</h2>
      <p className={styles.muted}>
        Developer tool, shown in development builds only: the flags in effect for this event (set
        per organization, overridden per event).
      </p>
      <ul className={styles.flagList} aria-labelledby="feature-flags-title">
        {FEATURE_FLAGS.map((flag) => (
          <li key={flag} data-flag={flag} data-state={flags[flag] ? 'on' : 'off'}>
            <span>
              {FEATURE_FLAG_LABELS[flag]} <code>{flag}</code>
            </span>
            <span className={flags[flag] ? styles.flagOn : styles.flagOff}>
              {flags[flag] ? 'On' : 'Off'}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
