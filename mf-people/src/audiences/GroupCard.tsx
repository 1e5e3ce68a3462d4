import { useId, useState, type ReactNode } from 'react';
import { Link } from '@console/shared/ui';
import { groupCountText } from './format';
import styles from './Audiences.module.css';
import { COUNT_STATUS_TEXT, type AudienceGroup } from '@console/people-contract';

/** The card's count, or nothing when there is none yet; then the muted status while updating. */
function CountText({ group }: { group: AudienceGroup }) {
  const status = group.isCountMissing
    ? COUNT_STATUS_TEXT.counting
    : group.isCountUpdating
      ? COUNT_STATUS_TEXT.updating
      : null;
  return (
    <>
      {!group.isCountMissing && (
        <span className={styles.count}>
          {groupCountText(group.noOfAudiences, group.audienceGroupType, group.role)}
        </span>
      )}
      {status && <span className={styles.count}>{status}</span>}
    </>
  );
}

export interface GroupCardProps {
  group: AudienceGroup;
  /** Where the group's card leads (its audience list, or its invite list). */
  href: string;
  /** Where a sub-group leads (its audience list). */
  subGroupHref: (subGroupId: number) => string;
  /** Rename and Delete, on the groups that have them. */
  actions?: ReactNode;
}

/**
 * A group card: without sub-groups it opens the group's page; with sub-groups it expands in place
 * to the whole group's list and each sub-group's list.
 */
export function GroupCard({ group, href, subGroupHref, actions }: GroupCardProps) {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const hasSubGroups = group.subGroups.length > 0;
  const text = (
    <span className={styles.cardText}>
      <span className={styles.name}>{group.name}</span>
      <CountText group={group} />
    </span>
  );

  if (!hasSubGroups) {
    return (
      <li className={styles.card}>
        <Link variant="plain" className={styles.cardMain} href={href}>
          {text}
          <span className={styles.chevron} aria-hidden="true">
            ›
          </span>
        </Link>
        {actions}
      </li>
    );
  }

  return (
    <li className={styles.card}>
      <button
        type="button"
        className={styles.cardMain}
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={() => setExpanded((open) => !open)}
      >
        {text}
        <span className={styles.chevron} aria-hidden="true">
          {expanded ? '▾' : '▸'}
        </span>
      </button>
      <ul
        id={listId}
        className={styles.subGroups}
        hidden={!expanded}
        aria-label={`Sub-groups of ${group.name}`}
      >
        <li>
          <Link variant="plain" className={styles.subGroup} href={href}>
            <span className={styles.name}>All in {group.name}</span>
            <span className={styles.count}>
              {groupCountText(group.noOfAudiences, group.audienceGroupType, group.role)}
            </span>
          </Link>
        </li>
        {group.subGroups.map((sub) => (
          <li key={sub.id}>
            <Link variant="plain" className={styles.subGroup} href={subGroupHref(sub.id)}>
              <span className={styles.name}>{sub.name}</span>
              <span className={styles.count}>
                {groupCountText(sub.noOfAudiences, group.audienceGroupType)}
              </span>
            </Link>
          </li>
        ))}
      </ul>
      {actions}
    </li>
  );
}
