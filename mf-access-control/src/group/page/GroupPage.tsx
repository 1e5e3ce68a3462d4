import { IdParamSchema } from '@console/shared/contract';
import { ApiError, useParams, useRouteBuilder } from '@console/shared/react';
import { ErrorState, LoadingState, PageHeader, type PageHeaderBack } from '@console/shared/ui';
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
  const id = IdParamSchema.safeParse(useParams().accessGroupId);
  const routes = useRouteBuilder();
  const back = {
    href: routes.to('people.audiences', {}, { selectedTab: 'EXPERIENCE_MANAGEMENT' }),
    label: GROUP_PAGE_WORDS.back,
  };
  if (id.success) return <LoadedGroup groupId={id.data} back={back} />;
  return (
    <>
      <PageHeader title={GROUP_PAGE_WORDS.pageTitle} back={back} />
      <ErrorState title={GROUP_PAGE_WORDS.loadFailedTitle} message={GROUP_PAGE_WORDS.notFound} />
    </>
  );
}

function LoadedGroup({ groupId, back }: { groupId: number; back: PageHeaderBack }) {
  const mapping = useGroupMapping(groupId);
  const groups = useAccessGroups();

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
