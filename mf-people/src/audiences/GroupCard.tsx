import { useId, useState } from 'react';
import { Link } from '@console/shared/ui';
import { formatAudienceCount } from './format';
import styles from './Audiences.module.css';
import { type AudienceGroup } from '@console/people-contract';

export interface GroupCardProps {
  group: AudienceGroup;
  /** Where a group without sub-groups leads (its audience list, or its invite list). */
  href: string;
}

/** A group card: with sub-groups it expands in place; without, it opens the group's page. */
export function GroupCard({ group, href }: GroupCardProps) {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const hasSubGroups = group.subGroups.length > 0;
  const text = (
    <span className={styles.cardText}>
      <span className={styles.name}>{group.name}</span>
      <span className={styles.count}>{formatAudienceCount(group.noOfAudiences)}</span>
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
        {group.subGroups.map((sub) => (
          <li key={sub.id} className={styles.subGroup}>
            <span className={styles.name}>{sub.name}</span>
            <span className={styles.count}>{formatAudienceCount(sub.noOfAudiences)}</span>
          </li>
        ))}
      </ul>
    </li>
  );
}
