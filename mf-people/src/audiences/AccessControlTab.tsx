import { useEffect } from 'react';
import { TIMINGS } from '@console/shared/contract';
import { useCurrentEvent, useNotifier, useRouteBuilder } from '@console/shared/react';
import { EmptyState, ErrorState, Link, LoadingState } from '@console/shared/ui';
import { accessGroupSections } from './access-group-sections';
import { CardSection } from './CardSection';
import { useAccessGroups } from './use-access-groups';
import styles from './Audiences.module.css';
import {
  ACCESS_MESSAGES,
  type AccessGroup,
  type AccessGroupType,
} from '@console/access-control-contract';

const GROUP_KIND: Record<AccessGroupType, string> = {
  DEFAULT: 'Role',
  TICKET: 'Ticket',
  FLOW: 'Registration flow',
  CUSTOM: 'Custom group',
};

/**
 * The Audiences page's Access control tab (spec people §2, events only): the access groups under
 * 'Base access' and 'Group access', each opening its group page. A failed load is announced
 * ('Error fetching Access Groups', §8) and can be retried.
 */
export function AccessControlTab() {
  const { eventId } = useCurrentEvent();
  const { notify } = useNotifier();
  const groups = useAccessGroups(eventId);

  const { isError, errorUpdatedAt } = groups;
  useEffect(() => {
    if (isError)
      notify(ACCESS_MESSAGES.errorFetchingGroups, {
        tone: 'error',
        durationMs: TIMINGS.toastLongMs,
      });
  }, [isError, errorUpdatedAt, notify]);

  if (groups.isPending) return <LoadingState label="Loading access groups…" />;
  if (groups.isError)
    return (
      <ErrorState
        title="Access groups could not be loaded"
        message={ACCESS_MESSAGES.errorFetchingGroups}
        onRetry={() => void groups.refetch()}
      />
    );
  const sections = accessGroupSections(groups.data.groups);
  if (sections.length === 0) return <EmptyState title="No access groups yet" />;
  const nameOf = new Map(groups.data.groups.map((g) => [g.groupId, g.groupName]));
  return (
    <>
      {sections.map((section) => (
        <AccessGroupList
          key={section.title}
          title={section.title}
          groups={section.groups}
          baseNameOf={(g) =>
            g.baseAccessGroupId === null ? undefined : nameOf.get(g.baseAccessGroupId)
          }
        />
      ))}
    </>
  );
}

function AccessGroupList({
  title,
  groups,
  baseNameOf,
}: {
  title: string;
  groups: readonly AccessGroup[];
  baseNameOf: (group: AccessGroup) => string | undefined;
}) {
  const routes = useRouteBuilder();
  return (
    <CardSection title={title}>
      {groups.map((group) => {
        const base = baseNameOf(group);
        return (
          <li key={group.groupId} className={styles.card}>
            <Link
              variant="plain"
              className={styles.cardMain}
              href={routes.to('people.experienceManagement', { accessGroupId: group.groupId })}
            >
              <span className={styles.cardText}>
                <span className={styles.name}>{group.groupName}</span>
                <span className={styles.count}>
                  {base
                    ? `${GROUP_KIND[group.groupType]} · based on ${base}`
                    : GROUP_KIND[group.groupType]}
                </span>
              </span>
              <span className={styles.chevron} aria-hidden="true">
                ›
              </span>
            </Link>
          </li>
        );
      })}
    </CardSection>
  );
}
