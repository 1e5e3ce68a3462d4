import { useCurrentEvent } from '@console/shared/react';
import {
  Button,
  ErrorState,
  errorText,
  formatNumber,
  Link,
  LoadingState,
} from '@console/shared/ui';
import { Badge, DetailsList, DownloadButton, ProgressBar } from '@console/shared/ui/display';
import { downloadImportLog } from '../client/invite-lists-client';
import { useImportStatus, useResumeImport } from '../hooks/use-import-status';
import styles from '../InviteLists.module.css';
import { useImportEnd } from './use-import-end';
import {
  importOutcome,
  importProgress,
  INVITE_IMPORT_LOG_FILE_NAME,
  PEOPLE_EXTRA_MESSAGES,
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
 * the words of the end state, and the failed rows to download when the job logged some (or that
 * the retention deleted them). A FAILED import says what it imported, refused and did not read,
 * and one that ran out of attempts offers to resume (decision 0032).
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
          {status.jobStatus === 'FAILED' ? <ImportFigures status={status} /> : null}
          {status.canResume ? <ResumeImport status={status} /> : null}
        </div>
      ) : (
        <p role="status" className={styles.muted}>
          {PEOPLE_MESSAGES.importInProgress}
        </p>
      )}
      {status.logUrl ? <DownloadFailedRows jobId={status.jobId} /> : null}
      {status.logNotice ? <p className={styles.muted}>{status.logNotice}</p> : null}
      {outcome && openListHref && status.succeedRecordsCount > 0 ? (
        <Link href={openListHref(status.audienceGroupId)}>Open the invite list</Link>
      ) : null}
    </div>
  );
}

/** What a failed import did: the rows it added, those it refused, those it never read. */
function ImportFigures({ status }: { status: ImportStatus }) {
  return (
    <DetailsList aria-label="What the import did">
      <dt>Imported</dt>
      <dd>{formatNumber(status.succeedRecordsCount)}</dd>
      <dt>Refused</dt>
      <dd>{formatNumber(status.failedRecordsCount)}</dd>
      <dt>Not read</dt>
      <dd>{formatNumber(status.notReadRecordsCount)}</dd>
    </DetailsList>
  );
}

function ResumeImport({ status }: { status: ImportStatus }) {
  const resume = useResumeImport(status.s3FileUrl);
  return (
    <div>
      <Button
        variant="primary"
        isDisabled={resume.isPending}
        onPress={() => resume.mutate(status.jobId)}
      >
        {PEOPLE_EXTRA_MESSAGES.resumeImport}
      </Button>
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
