import { IdParamSchema } from '@console/shared/contract';
import { useCurrentEvent, useParams } from '@console/shared/react';
import {
  ErrorState,
  errorText,
  formatNumber,
  LoadingState,
  Page,
  PageHeader,
  type PageHeaderBack,
} from '@console/shared/ui';
import { useBackToAudiences } from '../audiences/use-back-to-audiences';
import { AddToSessionsButton } from '../sessions';
import { useAudienceGroup } from './hooks/use-audience-group';
import { AudienceListView } from './list/AudienceListView';
import { PEOPLE_COUNT_MESSAGES, type AudienceGroupDetail } from '@console/people-contract';

/** A flow's ticket sub-group is named after its flow too ("Main registration › VIP"). */
const titleOf = (group: AudienceGroupDetail) =>
  group.parentName ? `${group.parentName} › ${group.name}` : group.name;

/**
 * /people/audiences/{audienceGroupId} (spec people §2): the registrants of one group, with
 * back to the Audience groups tab and Add to sessions.
 */
export function AudienceListPage() {
  const params = useParams();
  const id = IdParamSchema.safeParse(params.audienceGroupId);
  const back = useBackToAudiences();
  if (!id.success)
    return (
      <Page>
        <PageHeader title="Audience list" back={back} />
        <ErrorState title="Audience group not found" message="This link names no audience group." />
      </Page>
    );
  return <GroupList audienceGroupId={id.data} back={back} />;
}

function GroupList({ audienceGroupId, back }: { audienceGroupId: number; back: PageHeaderBack }) {
  const { eventId } = useCurrentEvent();
  const group = useAudienceGroup(audienceGroupId);
  if (group.isPending || group.isError)
    return (
      <Page>
        <PageHeader title="Audience list" back={back} />
        {group.isPending ? (
          <LoadingState label="Loading audience group…" />
        ) : (
          <ErrorState
            title="Audience group could not be loaded"
            message={errorText(group.error)}
            onRetry={() => void group.refetch()}
          />
        )}
      </Page>
    );
  return (
    <AudienceListView
      scope={audienceGroupId}
      title={titleOf(group.data)}
      back={back}
      countText={(total) => PEOPLE_COUNT_MESSAGES.registrants(total, formatNumber(total))}
      actions={
        <AddToSessionsButton
          eventId={eventId}
          audienceGroupId={audienceGroupId}
          groupName={group.data.name}
        />
      }
    />
  );
}
