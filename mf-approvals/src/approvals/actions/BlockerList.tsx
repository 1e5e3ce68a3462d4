import { useCurrentEvent } from '@console/shared/react';
import { Link } from '@console/shared/ui';
import type { OfferBlockers } from '../hooks/use-approval-blocks';
import { useOfferEditHrefs } from '../hooks/use-offer-edit-hrefs';
import styles from '../Approvals.module.css';
import { blockerLines } from './blocker-lines';
import { APPROVAL_MESSAGES } from '@console/approvals-contract';

/**
 * The ticket types and coupons that block approving (§5), each with the link to its edit page;
 * a user who may not open those pages is told who can lift the block. Nothing when none blocks.
 */
export function BlockerList({ blockers }: { blockers: OfferBlockers }) {
  const event = useCurrentEvent();
  const hrefs = useOfferEditHrefs();
  const lines = blockerLines(blockers, event.tz, hrefs);
  if (lines.length === 0) return null;
  return (
    <div className={styles.blockers}>
      <ul>
        {lines.map((line) => (
          <li key={line.key}>
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
        ))}
      </ul>
      {hrefs ? null : <p>{APPROVAL_MESSAGES.whoCanLiftBlock}</p>}
    </div>
  );
}
