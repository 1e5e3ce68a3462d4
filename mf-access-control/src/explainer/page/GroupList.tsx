import { Badge } from '@console/shared/ui/display';
import styles from '../Explainer.module.css';
import { ACCESS_MESSAGES, type AccessGroup } from '@console/access-control-contract';

const TYPE_LABEL: Readonly<Record<AccessGroup['groupType'], string>> = {
  DEFAULT: 'Role',
  TICKET: 'Ticket',
  FLOW: 'Registration flow',
  CUSTOM: 'Custom group',
};

/** The registrant's access groups: base ones, and derived ones with the base they start from. */
export function GroupList({ groups }: { groups: readonly AccessGroup[] }) {
  const names = new Map(groups.map((g) => [g.groupId, g.groupName]));
  return (
    <section className={styles.section} aria-labelledby="explainer-groups">
      <h3 id="explainer-groups" className={styles.sectionTitle}>
        Groups
      </h3>
      {groups.length === 0 ? (
        <p className={styles.muted}>The person is in no access group.</p>
      ) : (
        <ul className={styles.groups}>
          {groups.map((group) => {
            const base =
              group.baseAccessGroupId !== null ? names.get(group.baseAccessGroupId) : undefined;
            return (
              <li key={group.groupId} className={styles.item}>
                <span className={styles.itemHead}>
                  <span className={styles.itemTitle}>{group.groupName}</span>
                  <Badge tone={group.isBaseGroup ? 'info' : 'neutral'}>
                    {group.isBaseGroup ? ACCESS_MESSAGES.baseAccess : ACCESS_MESSAGES.groupAccess}
                  </Badge>
                  <span className={styles.muted}>{TYPE_LABEL[group.groupType]}</span>
                </span>
                {base ? <p className={styles.why}>Starts from {base}</p> : null}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
