import { useParams } from 'react-router-dom';
import { ApiError, useRouteBuilder } from '@console/shared/react';
import { ErrorState, LoadingState, PageHeader } from '@console/shared/ui';
import { GroupEditor } from './GroupEditor';
import { useAccessGroups } from '../hooks/use-access-groups';
import { useGroupMapping } from '../hooks/use-group-mapping';
import { GROUP_PAGE_WORDS } from '../words';
import { ACCESS_MESSAGES } from '@console/access-control-contract';

/**
 * /people/audiences/experience-management/{accessGroupId}: one access group's settings. The page
 * starts over (pending changes dropped) when the group's base changes, since every setting is then
 * the new base's.
 */
export function GroupPage() {
  const groupId = Number(useParams().accessGroupId);
  const routes = useRouteBuilder();
  const mapping = useGroupMapping(groupId);
  const groups = useAccessGroups();
  const back = {
    href: routes.to('people.audiences', {}, { selectedTab: 'EXPERIENCE_MANAGEMENT' }),
    label: GROUP_PAGE_WORDS.back,
  };

  if (mapping.isSuccess && groups.isSuccess)
    return (
      <GroupEditor
        key={`${groupId}:${mapping.data.group.baseAccessGroupId}`}
        mapping={mapping.data}
        groups={groups.data.groups}
        back={back}
      />
    );
  const error = mapping.error ?? groups.error;
  return (
    <>
      <PageHeader title={GROUP_PAGE_WORDS.pageTitle} back={back} />
      {error ? (
        <ErrorState
          title={GROUP_PAGE_WORDS.loadFailedTitle}
          message={
            error instanceof ApiError && error.status === 404
              ? GROUP_PAGE_WORDS.notFound
              : ACCESS_MESSAGES.errorFetchingGroups
          }
          onRetry={() => {
            if (mapping.isError) void mapping.refetch();
            if (groups.isError) void groups.refetch();
          }}
        />
      ) : (
        <LoadingState label={GROUP_PAGE_WORDS.loading} />
      )}
    </>
  );
}
