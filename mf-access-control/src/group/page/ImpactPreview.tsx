import { Fragment } from 'react';
import { useRouteBuilder } from '@console/shared/react';
import { formatNumber, Link } from '@console/shared/ui';
import { Banner } from '@console/shared/ui/display';
import { useImpactPreview } from '../hooks/use-impact-preview';
import styles from '../Group.module.css';
import {
  ACCESS_IMPACT_MESSAGES,
  type AccessImpact,
  type AccessSection,
  type MappingChange,
} from '@console/access-control-contract';

type ImpactFeature = AccessImpact['features'][number];

/** "12 registrants lose Networking" and "3 registrants gain Networking", as they apply. */
const lines = (f: ImpactFeature): string[] => [
  ...(f.lose > 0 ? [ACCESS_IMPACT_MESSAGES.lose(f.lose, formatNumber(f.lose), f.title)] : []),
  ...(f.gain > 0 ? [ACCESS_IMPACT_MESSAGES.gain(f.gain, formatNumber(f.gain), f.title)] : []),
];

/**
 * What a section's pending changes do, before Save (issue #46): per feature that flips for anyone,
 * how many registrants gain or lose it, a few of them (each opening the explainer) and the
 * group's audience list; nothing while there are no pending changes.
 */
export function ImpactPreview({
  groupId,
  audienceGroupId,
  section,
  pending,
}: {
  groupId: number;
  audienceGroupId: number | null;
  section: AccessSection;
  pending: readonly MappingChange[];
}) {
  const routes = useRouteBuilder();
  const impact = useImpactPreview(groupId, section, pending);
  if (pending.length === 0 || !impact.data) {
    if (pending.length > 0 && impact.isError)
      return <Banner tone="warning">{ACCESS_IMPACT_MESSAGES.failed}</Banner>;
    return null;
  }
  const { features } = impact.data;
  const loses = features.some((f) => f.lose > 0);
  return (
    <Banner tone={loses ? 'warning' : 'info'}>
      <div className={styles.impact} aria-busy={impact.isFetching}>
        <p className={styles.impactTitle}>{ACCESS_IMPACT_MESSAGES.title}</p>
        {features.length === 0 ? (
          <p className={styles.description}>{ACCESS_IMPACT_MESSAGES.none}</p>
        ) : (
          <ul className={styles.features}>
            {features.map((f) => (
              <li key={f.featureId}>
                {lines(f).join(', ')}
                <p className={styles.impactSample}>
                  {f.sample.map((person, i) => (
                    <Fragment key={person.registrationId}>
                      {i > 0 ? ', ' : null}
                      <Link
                        href={routes.to(
                          'people.accessExplainer',
                          {},
                          { registrationId: String(person.registrationId) },
                        )}
                      >
                        {`${person.firstName} ${person.lastName}`}
                      </Link>
                    </Fragment>
                  ))}
                </p>
              </li>
            ))}
          </ul>
        )}
        {features.length > 0 && audienceGroupId !== null ? (
          <Link href={routes.to('people.audienceDetail', { audienceGroupId })}>
            {ACCESS_IMPACT_MESSAGES.fullList}
          </Link>
        ) : null}
      </div>
    </Banner>
  );
}
