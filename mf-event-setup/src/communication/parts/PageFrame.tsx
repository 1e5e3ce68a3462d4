import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { ErrorState, errorText, LoadingState, Page, PageHeader } from '@console/shared/ui';
import { COMMUNICATION_WORDS as WORDS } from '../words';
import styles from '../Communication.module.css';

export interface PageFrameProps<T> {
  title: string;
  /** What the page is for, under the title. */
  hint?: string;
  actions?: ReactNode;
  query: UseQueryResult<T>;
  /** The user may change nothing here: said once under the title. */
  readOnly: boolean;
  children: (data: T) => ReactNode;
}

/** A communication page: its title, then its data once read (a wait, or the failure with Retry). */
export function PageFrame<T>({
  title,
  hint,
  actions,
  query,
  readOnly,
  children,
}: PageFrameProps<T>) {
  return (
    <Page>
      <PageHeader title={title} actions={readOnly ? null : actions} />
      {hint ? <p className={styles.hint}>{hint}</p> : null}
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
