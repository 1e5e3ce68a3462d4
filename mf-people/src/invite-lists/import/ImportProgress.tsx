import { useCurrentEvent } from '@console/shared/react';
import { ErrorState, errorText, Link, LoadingState } from '@console/shared/ui';
import { Badge, DownloadButton, ProgressBar } from '@console/shared/ui/display';
import { downloadImportLog } from '../client/invite-lists-client';
import { useImportStatus } from '../hooks/use-import-status';
import styles from '../InviteLists.module.css';
import { useImportEnd } from './use-import-end';
import {
  importOutcome,
  importProgress,
  INVITE_IMPORT_LOG_FILE_NAME,
  PEOPLE_MESSAGES,
  type ImportOutcome,
  type ImportStatus,
} from '@console/people-contract';

const TONE: Record<ImportOutcome['tone'], 'success' | 'warning' | 'danger'> = {
  success: 'success',
  warning: 'warning',
  error: 'danger',
};

/**
 * An import job followed to its end (spec people §4): progress (failed + succeeded) / total,
 * the words of the end state, and the failed rows to download when the job logged some.
 */
export function ImportProgress({
  s3FileUrl,
  openListHref,
}: {
  s3FileUrl: string;
  /** A new list: where it opens once the import has ended. */
  openListHref?: (audienceGroupId: number) => string;
}) {
  const status = useImportStatus(s3FileUrl);
  useImportEnd(status.data);

  if (status.data) return <ImportStatusView status={status.data} openListHref={openListHref} />;
  if (status.isError)
    return (
      <ErrorState
        title="The import status could not be read"
        message={errorText(status.error)}
        onRetry={() => void status.refetch()}
      />
    );
  return <LoadingState label="Starting the import…" />;
}

function ImportStatusView({
  status,
  openListHref,
}: {
  status: ImportStatus;
  openListHref?: (audienceGroupId: number) => string;
}) {
  const outcome = importOutcome(status);
  const done = Math.round(importProgress(status) * status.totalRecordsCount);
  return (
    <div className={styles.outcome}>
      <ProgressBar label="Invitees imported" value={done} maxValue={status.totalRecordsCount} />
      {outcome ? (
        <div role="status" className={styles.outcome}>
          <p className={styles.outcomeTitle}>
            <Badge tone={TONE[outcome.tone]}>{outcome.title}</Badge>
          </p>
          <p className={styles.muted}>{outcome.detail}</p>
          {status.error ? <p className={styles.muted}>{status.error}</p> : null}
        </div>
      ) : (
        <p role="status" className={styles.muted}>
          {PEOPLE_MESSAGES.importInProgress}
        </p>
      )}
      {status.logUrl ? <DownloadFailedRows jobId={status.jobId} /> : null}
      {outcome && openListHref && status.succeedRecordsCount > 0 ? (
        <Link href={openListHref(status.audienceGroupId)}>Open the invite list</Link>
      ) : null}
    </div>
  );
}

function DownloadFailedRows({ jobId }: { jobId: number }) {
  const { eventId } = useCurrentEvent();
  return (
    <div>
      <DownloadButton
        download={() => downloadImportLog(eventId, jobId)}
        fileName={INVITE_IMPORT_LOG_FILE_NAME}
        failureMessage={PEOPLE_MESSAGES.failedToDownloadCsv}
        label="Download failed rows"
      />
    </div>
  );
}
