import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { ErrorState, errorText, LoadingState, Page, PageHeader } from '@console/shared/ui';

export interface RecordLoaderProps<T> {
  title: string;
  back: { href: string; label: string };
  query: UseQueryResult<T>;
  loadingLabel: string;
  errorTitle: string;
  children: (record: T) => ReactNode;
}

/** An edit page's record: loading, then its form, or the error with a retry. */
export function RecordLoader<T>({
  title,
  back,
  query,
  loadingLabel,
  errorTitle,
  children,
}: RecordLoaderProps<T>) {
  if (query.isSuccess) return children(query.data);
  return (
    <Page>
      <PageHeader title={title} back={back} />
      {query.isError ? (
        <ErrorState
          title={errorTitle}
          message={errorText(query.error)}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <LoadingState label={loadingLabel} />
      )}
    </Page>
  );
}
