import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { ErrorState, errorText, LoadingState, Page, PageHeader } from '@console/shared/ui';
import { VENUE_WORDS as WORDS } from '../words';
import styles from '../VenueSettings.module.css';

export interface SettingsFrameProps<T> {
  title: string;
  query: UseQueryResult<T>;
  /** The user may change nothing here: said once under the title. */
  readOnly: boolean;
  children: (data: T) => ReactNode;
}

/** A settings page: its title, then its settings once read (a wait, or the failure with Retry). */
export function SettingsFrame<T>({ title, query, readOnly, children }: SettingsFrameProps<T>) {
  return (
    <Page>
      <PageHeader title={title} />
      {readOnly ? <p className={styles.hint}>{WORDS.readOnly}</p> : null}
      {query.isPending ? (
        <LoadingState label={WORDS.loading} />
      ) : query.isError ? (
        <ErrorState
          title={WORDS.loadFailed}
          message={errorText(query.error)}
          onRetry={() => void query.refetch()}
        />
      ) : (
        children(query.data)
      )}
    </Page>
  );
}
