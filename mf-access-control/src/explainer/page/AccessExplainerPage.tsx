import { useCallback, useMemo } from 'react';
import { useCurrentEvent, useUrlSearchUpdate } from '@console/shared/react';
import { Page, PageHeader } from '@console/shared/ui';
import styles from '../Explainer.module.css';
import { PersonAccess } from './PersonAccess';
import { PersonSearch } from './PersonSearch';
import { readUrlState, writeUrlState, type ExplainerUrlState } from './url-state';

/**
 * people/access-explainer?registrationId= (issue 11): who can reach what. Find a registrant, then
 * read each feature, day and session with the group and section that decide it.
 */
export function AccessExplainerPage() {
  const { tz } = useCurrentEvent();
  const [params, updateParams] = useUrlSearchUpdate();
  const url = useMemo(() => readUrlState(params), [params]);
  const update = useCallback(
    (patch: Partial<ExplainerUrlState>) => updateParams((current) => writeUrlState(current, patch)),
    [updateParams],
  );
  return (
    <Page>
      <PageHeader title="Who can reach what" />
      <p className={styles.muted}>
        Pick a registrant to see every feature, day and session they can reach, and which of their
        groups decides it.
      </p>
      <PersonSearch
        q={url.q}
        onSearch={(q) => update({ q })}
        onPick={(person) => update({ registrationId: person.registrationId, q: '', filter: '' })}
      />
      {url.registrationId !== null ? (
        <PersonAccess
          key={url.registrationId}
          registrationId={url.registrationId}
          timeZone={tz}
          filter={url.filter}
          onFilterChange={(filter) => update({ filter })}
        />
      ) : null}
    </Page>
  );
}
