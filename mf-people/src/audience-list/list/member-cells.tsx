/**
 * Cells the audience table and the custom group's member table share (spec people §2): the name
 * with the email under it, the attendance status, and the dash of an empty cell.
 */
import type { ReactNode } from 'react';
import { Badge, TruncatedText } from '@console/shared/ui/display';
import styles from '../AudienceList.module.css';
import { attendanceLabel } from './labels';

export const NoValue = () => <span className={styles.muted}>—</span>;

/** The name (or the email when there is none), the email under it, then `children` (tags). */
export function NameWithEmail({
  name,
  email,
  children,
}: {
  name: string;
  email: string;
  children?: ReactNode;
}) {
  return (
    <>
      {name || email}
      <span className={styles.secondaryLine}>
        <TruncatedText text={email} />
      </span>
      {children}
    </>
  );
}

export function AttendanceBadge({ isAttended }: { isAttended: boolean }) {
  return <Badge tone={isAttended ? 'success' : 'neutral'}>{attendanceLabel(isAttended)}</Badge>;
}
