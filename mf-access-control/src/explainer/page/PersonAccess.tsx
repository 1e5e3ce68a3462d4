import { useMemo } from 'react';
import { ErrorState, errorText, LoadingState } from '@console/shared/ui';
import { SearchBox } from '@console/shared/ui/list-controls';
import styles from '../Explainer.module.css';
import { useEffectiveAccess } from '../hooks/use-effective-access';
import { DayTrace, dayName } from './DayTrace';
import { FeatureTrace } from './FeatureTrace';
import { GroupList } from './GroupList';
import { personName } from './PersonSearch';
import { SessionTrace } from './SessionTrace';
import { featureTree, matchesFilter } from './trace-items';

export interface PersonAccessProps {
  registrationId: number;
  timeZone: string;
  filter: string;
  onFilterChange: (filter: string) => void;
}

const emptyText = (filtered: boolean, what: string) =>
  filtered ? `No ${what} matches the filter.` : `The event has no ${what}s.`;

/**
 * One registrant's effective access, as a trace: their groups, then each feature (sub-features
 * under their parent), day and session with the outcome, the group and section that decide it,
 * and why. The filter narrows the items in memory.
 */
export function PersonAccess({
  registrationId,
  timeZone,
  filter,
  onFilterChange,
}: PersonAccessProps) {
  const access = useEffectiveAccess(registrationId);
  const data = access.data;
  const items = useMemo(() => {
    if (!data) return null;
    return {
      features: featureTree(data.features, filter),
      days: data.days.filter((d) => matchesFilter(dayName(d.dayAccessDate), d.decision, filter)),
      sessions: data.sessions.filter((s) => matchesFilter(s.title, s.decision, filter)),
    };
  }, [data, filter]);

  if (access.isPending) return <LoadingState label="Loading the registrant's access…" />;
  if (access.isError)
    return (
      <ErrorState
        title="This registrant's access could not be loaded"
        message={errorText(access.error)}
        onRetry={() => void access.refetch()}
      />
    );
  const filtered = filter.trim() !== '';
  return (
    <article className={styles.personAccess} aria-labelledby="explainer-person">
      <div>
        <h2 id="explainer-person" className={styles.person}>
          {personName(access.data)}
        </h2>
        <p className={styles.muted}>{access.data.email}</p>
      </div>
      <GroupList groups={access.data.groups} />
      <SearchBox
        label="Filter features, days and sessions"
        placeholder="Name, outcome or group"
        value={filter}
        onChange={onFilterChange}
      />
      {items ? (
        <>
          <FeatureTrace nodes={items.features} emptyText={emptyText(filtered, 'feature')} />
          <DayTrace days={items.days} emptyText={emptyText(filtered, 'day')} />
          <SessionTrace
            sessions={items.sessions}
            timeZone={timeZone}
            emptyText={emptyText(filtered, 'session')}
          />
        </>
      ) : null}
    </article>
  );
}
