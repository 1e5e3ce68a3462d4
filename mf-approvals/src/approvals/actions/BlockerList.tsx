import { useCurrentEvent } from '@console/shared/react';
import { Link } from '@console/shared/ui';
import { useOfferEditHrefs } from '../hooks/use-offer-edit-hrefs';
import styles from '../Approvals.module.css';
import { blockerLines, type BlockerLine } from './blocker-lines';
import { localBlockContent } from './confirmation-content';
import {
  blockKindsOf,
  type ApprovalBlockerDetails,
  APPROVAL_MESSAGES,
} from '@console/approvals-contract';

export interface BlockerListProps {
  blockers: ApprovalBlockerDetails;
  /** A selection (the blocked-requests dialog): how many of its requests hold each blocker. */
  withRequests?: boolean;
  /** Under the spec's message of each kind ('Ticket sales ended', ...) when both kinds block. */
  grouped?: boolean;
}

/**
 * The ticket types and coupons that block approving (§5), each with the link to its edit page;
 * a user who may not open those pages is told who can lift the block. Nothing when none blocks.
 */
export function BlockerList({ blockers, withRequests = false, grouped = false }: BlockerListProps) {
  const event = useCurrentEvent();
  const hrefs = useOfferEditHrefs();
  const lines = blockerLines(blockers, { timeZone: event.tz, hrefs, withRequests });
  if (lines.length === 0) return null;
  const kinds = blockKindsOf(blockers);
  const groups =
    grouped && kinds.length > 1
      ? kinds.map((kind) => ({
          heading: localBlockContent(kind).title,
          lines: lines.filter((line) => line.block === kind),
        }))
      : [{ heading: null, lines }];
  return (
    <div className={styles.blockers}>
      {groups.map((group) => (
        <div key={group.heading ?? 'all'} className={styles.blockerGroup}>
          {group.heading ? <h3>{group.heading}</h3> : null}
          <ul>
            {group.lines.map((line) => (
              <BlockerItem key={line.key} line={line} />
            ))}
          </ul>
        </div>
      ))}
      {hrefs ? null : <p>{APPROVAL_MESSAGES.whoCanLiftBlock}</p>}
    </div>
  );
}

function BlockerItem({ line }: { line: BlockerLine }) {
  return (
    <li>
      {line.text}
      {line.edit ? (
        <>
          {' '}
          <Link href={line.edit.href} aria-label={line.edit.accessibleName}>
            {line.edit.label}
          </Link>
        </>
      ) : null}
    </li>
  );
}
