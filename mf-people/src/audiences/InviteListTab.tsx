import { MESSAGES, type AudienceListResponse } from '@console/shared/contract';
import { useRouteBuilder } from '@console/shared/react';
import { EmptyState } from '@console/shared/ui';
import { GroupSection } from './AudienceGroupsTab';

export function InviteListTab({ data }: { data: AudienceListResponse }) {
  const routes = useRouteBuilder();
  if (data.invitedGroupList.length === 0) return <EmptyState title={MESSAGES.noInviteListFound} />;
  return (
    <GroupSection
      title="Invite lists"
      groups={data.invitedGroupList}
      hrefOf={(g) => routes.to('people.inviteList', { audienceGroupId: g.audienceGroupId })}
    />
  );
}
