import { routeByKey } from '@console/shared/contract';
import { useRouteLink } from '@console/shared/react';
import { Link } from '@console/shared/ui';
import { GROUP_PAGE_WORDS } from '../words';
import styles from '../Group.module.css';
import {
  ACCESS_EXTRA_MESSAGES,
  inactiveSettingsRoute,
  type InactiveReason,
} from '@console/access-control-contract';

/**
 * Why a forced-inactive feature is disabled (spec §4), and a link to the venue or engagement
 * settings page that decides it, for a user the shell would let in (plain text otherwise).
 */
export function InactiveNote({
  featureKey,
  reason,
}: {
  featureKey: string;
  reason: InactiveReason;
}) {
  const routeKey = inactiveSettingsRoute(reason, featureKey);
  const link = useRouteLink(routeKey);
  return (
    <p className={styles.inactive}>
      <span>
        {GROUP_PAGE_WORDS.inactive} {ACCESS_EXTRA_MESSAGES.inactive[reason]}
      </span>
      {link ? (
        <Link href={link()}>{GROUP_PAGE_WORDS.changeOn(routeByKey(routeKey).title)}</Link>
      ) : null}
    </p>
  );
}
