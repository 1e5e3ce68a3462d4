import { useReadOnly, useRouteBuilder } from '@console/shared/react';
import { EmptyState } from '@console/shared/ui';
import { CreateCustomGroupButton } from '../custom-groups/create';
import { CardSection } from './CardSection';
import { GroupCard } from './GroupCard';
import { GroupActions } from './group-actions/GroupActions';
import { useCanEditGroup } from './group-actions/use-can-edit-group';
import styles from './Audiences.module.css';
import {
  type AudienceGroup,
  type AudienceListResponse,
  PEOPLE_MESSAGES,
} from '@console/people-contract';

/** The categories of the Audience groups tab, in the spec's order and names (people §1, §2). */
export const AUDIENCE_GROUP_SECTIONS: readonly {
  list: keyof AudienceListResponse;
  title: string;
}[] = [
  { list: 'roleBasedGroupList', title: 'Role' },
  { list: 'flowGroupList', title: 'Registration flows' },
  { list: 'ticketBasedGroupList', title: 'Tickets' },
  { list: 'joinedBasedGroupList', title: 'Status' },
  { list: 'customGroupList', title: 'Custom groups' },
];

export function AudienceGroupsTab({ data }: { data: AudienceListResponse }) {
  const routes = useRouteBuilder();
  const sections = AUDIENCE_GROUP_SECTIONS.map((s) => ({ ...s, groups: data[s.list] })).filter(
    (s) => s.groups.length > 0,
  );
  const create = (
    <div className={styles.tabActions}>
      <CreateCustomGroupButton />
    </div>
  );
  if (sections.length === 0)
    return (
      <>
        {create}
        <EmptyState title={PEOPLE_MESSAGES.noAudienceFound} />
      </>
    );
  return (
    <>
      {create}
      {sections.map((section) => (
        <GroupSection
          key={section.list}
          title={section.title}
          groups={section.groups}
          hrefOf={(g) =>
            section.list === 'customGroupList'
              ? routes.to('people.customAudience', { audienceGroupId: g.audienceGroupId })
              : routes.to('people.audienceDetail', { audienceGroupId: g.audienceGroupId })
          }
          subGroupHref={(id) => routes.to('people.audienceDetail', { audienceGroupId: id })}
        />
      ))}
    </>
  );
}

export function GroupSection({
  title,
  groups,
  hrefOf,
  subGroupHref = () => '',
}: {
  title: string;
  groups: readonly AudienceGroup[];
  hrefOf: (group: AudienceGroup) => string;
  /** Where a sub-group leads; only flows have sub-groups. */
  subGroupHref?: (subGroupId: number) => string;
}) {
  const canEdit = useCanEditGroup();
  const readOnly = useReadOnly();
  return (
    <CardSection title={title}>
      {groups.map((group) => (
        <GroupCard
          key={group.audienceGroupId}
          group={group}
          href={hrefOf(group)}
          subGroupHref={subGroupHref}
          actions={
            canEdit(group) ? <GroupActions group={group} isDisabled={readOnly} /> : undefined
          }
        />
      ))}
    </CardSection>
  );
}
