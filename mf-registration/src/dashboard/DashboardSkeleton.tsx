import { Card, Skeleton } from '@console/shared/ui/display';
import styles from './Dashboard.module.css';
import { DASHBOARD_WORDS as WORDS } from './words';

const SECTIONS = [
  { title: WORDS.registrations, lines: 5 },
  { title: WORDS.approvals, lines: 2 },
  { title: WORDS.attendance, lines: 2 },
  { title: WORDS.revenue, lines: 4 },
  { title: WORDS.capacity, lines: 4, wide: true },
  { title: WORDS.jobs, lines: 1, wide: true },
];

/** The sections' cards, placeholders where their figures will be, while the one request runs. */
export function DashboardSkeleton() {
  return (
    <div className={styles.sections} aria-busy="true">
      {SECTIONS.map(({ title, lines, wide }) => (
        <div key={title} className={wide ? styles.wide : undefined}>
          <Card title={title}>
            <Skeleton label={WORDS.loadingSection(title)} lines={lines} />
          </Card>
        </div>
      ))}
    </div>
  );
}
