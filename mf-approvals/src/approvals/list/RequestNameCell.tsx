import { Link } from '@console/shared/ui';
import { TruncatedText } from '@console/shared/ui/display';
import { fullName } from '../format';
import styles from '../Approvals.module.css';
import type { ApprovalRequest } from '@console/approvals-contract';

export interface RequestNameCellProps {
  row: ApprovalRequest;
  /** The request's detail page; null when the row is not clickable (§4.1 in progress). */
  href: string | null;
}

/** The name (a link to the details) over the email, which ends in an ellipsis if it is too long. */
export function RequestNameCell({ row, href }: RequestNameCellProps) {
  const name = fullName(row.firstName, row.lastName) || row.email;
  return (
    <>
      {href ? <Link href={href}>{name}</Link> : name}
      <span className={styles.secondaryLine}>
        <TruncatedText text={row.email} />
      </span>
    </>
  );
}
