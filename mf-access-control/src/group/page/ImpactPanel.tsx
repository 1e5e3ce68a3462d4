import { Fragment } from 'react';
import { useRouteBuilder } from '@console/shared/react';
import { formatNumber, Link } from '@console/shared/ui';
import { Banner } from '@console/shared/ui/display';
import { dayLabel } from '../day-access/day-rules';
import styles from '../Group.module.css';
import { ACCESS_IMPACT_MESSAGES, type AccessImpact } from '@console/access-control-contract';

/** One feature, day or session of an impact: its label, who gains and loses it, a few of them. */
interface ImpactLine extends Pick<AccessImpact['days'][number], 'gain' | 'lose' | 'sample'> {
  key: string;
  label: string;
}

/**
 * The features (by title), the days (as 'Mon, Nov 23') then the sessions (by title) whose access
 * changes for anyone.
 */
const linesOf = (impact: AccessImpact): ImpactLine[] => [
  ...impact.features.map((f) => ({ ...f, key: f.featureId, label: f.title })),
  ...impact.days.map((d) => ({ ...d, key: d.day, label: dayLabel(d.day) })),
  ...impact.sessions.map((s) => ({ ...s, key: `session-${s.sessionId}`, label: s.title })),
];

/** "12 registrants lose Networking" and "3 registrants gain Mon, Nov 23", as they apply. */
const sentences = (line: ImpactLine): string[] => [
  ...(line.lose > 0
    ? [ACCESS_IMPACT_MESSAGES.lose(line.lose, formatNumber(line.lose), line.label)]
    : []),
  ...(line.gain > 0
    ? [ACCESS_IMPACT_MESSAGES.gain(line.gain, formatNumber(line.gain), line.label)]
    : []),
];

/**
 * What a pending change does, before Save (issue #46): per feature, day and session that flips for
 * anyone, how many registrants gain or lose it, a few of them (each opening the explainer) and the
 * group's audience list; nothing while nothing is pending.
 */
export function ImpactPanel({
  impact,
  active,
  audienceGroupId,
}: {
  /** The preview query of the pending change (use-impact-preview.ts). */
  impact: { data?: AccessImpact; isError: boolean; isFetching: boolean };
  /** Some change is pending. */
  active: boolean;
  audienceGroupId: number | null;
}) {
  const routes = useRouteBuilder();
  if (!active || !impact.data) {
    if (active && impact.isError)
      return <Banner tone="warning">{ACCESS_IMPACT_MESSAGES.failed}</Banner>;
    return null;
  }
  const lines = linesOf(impact.data);
  const loses = lines.some((line) => line.lose > 0);
  return (
    <Banner tone={loses ? 'warning' : 'info'}>
      <div className={styles.impact} aria-busy={impact.isFetching}>
        <p className={styles.impactTitle}>{ACCESS_IMPACT_MESSAGES.title}</p>
        {lines.length === 0 ? (
          <p className={styles.description}>{ACCESS_IMPACT_MESSAGES.none}</p>
        ) : (
          <ul className={styles.features}>
            {lines.map((line) => (
              <li key={line.key}>
                {sentences(line).join(', ')}
                <p className={styles.impactSample}>
                  {line.sample.map((person, i) => (
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
        {lines.length > 0 && audienceGroupId !== null ? (
          <Link href={routes.to('people.audienceDetail', { audienceGroupId })}>
            {ACCESS_IMPACT_MESSAGES.fullList}
          </Link>
        ) : null}
      </div>
    </Banner>
  );
}
