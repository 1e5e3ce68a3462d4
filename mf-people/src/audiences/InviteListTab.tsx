import { useRouteBuilder } from '@console/shared/react';
import { EmptyState } from '@console/shared/ui';
import { GroupSection } from './AudienceGroupsTab';
import { type AudienceListResponse, PEOPLE_MESSAGES } from '@console/people-contract';

export function InviteListTab({ data }: { data: AudienceListResponse }) {
  const routes = useRouteBuilder();
  if (data.invitedGroupList.length === 0)
    return <EmptyState title={PEOPLE_MESSAGES.noInviteListFound} />;
  return (
    <GroupSection
      title="Invite lists"
      groups={data.invitedGroupList}
      hrefOf={(g) => routes.to('people.inviteList', { audienceGroupId: g.audienceGroupId })}
    />
  );
}
