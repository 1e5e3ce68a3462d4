import type { Job } from '@console/shared/contract';
import { Badge, Card, DateTime, ProgressBar } from '@console/shared/ui/display';
import styles from '../Dashboard.module.css';
import { DASHBOARD_WORDS as WORDS } from '../words';

/**
 * The event's unfinished jobs (queued or running), newest first: what each does, how far it is
 * and when it was started. The dashboard query polls while this list is not empty.
 */
export function JobsSection({ jobs, timeZone }: { jobs: readonly Job[]; timeZone: string }) {
  return (
    <div className={styles.wide}>
      <Card title={WORDS.jobs}>
        {jobs.length === 0 ? (
          <p className={styles.muted}>{WORDS.noJobs}</p>
        ) : (
          <ul className={styles.jobs} aria-label={WORDS.jobs}>
            {jobs.map((job) => (
              <li key={job.jobId} className={styles.job}>
                <ProgressBar
                  label={WORDS.jobKind(job.kind)}
                  value={job.processed}
                  maxValue={job.total}
                />
                <span className={styles.jobMeta}>
                  <Badge tone={job.status === 'RUNNING' ? 'info' : 'neutral'}>
                    {WORDS.jobStatus[job.status]}
                  </Badge>
                  <span>
                    {WORDS.started} <DateTime value={job.createdAt} timeZone={timeZone} />
                  </span>
                </span>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}
