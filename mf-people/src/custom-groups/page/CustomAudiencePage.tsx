import { IdParamSchema } from '@console/shared/contract';
import { useParams } from '@console/shared/react';
import {
  ErrorState,
  errorText,
  LoadingState,
  Page,
  PageHeader,
  type PageHeaderBack,
} from '@console/shared/ui';
import { useBackToAudiences } from '../../audiences/use-back-to-audiences';
import { useCustomGroup } from '../hooks/use-custom-group';
import { CustomGroupEditor } from './CustomGroupEditor';

/** /people/custom-audience/{audienceGroupId} (spec people §2): one custom group's screen. */
export function CustomAudiencePage() {
  const id = IdParamSchema.safeParse(useParams().audienceGroupId);
  const back = useBackToAudiences();
  if (!id.success)
    return (
      <Page>
        <PageHeader title="Custom group" back={back} />
        <ErrorState title="Custom group not found" message="This link names no custom group." />
      </Page>
    );
  return <LoadedGroup audienceGroupId={id.data} back={back} />;
}

function LoadedGroup({ audienceGroupId, back }: { audienceGroupId: number; back: PageHeaderBack }) {
  const group = useCustomGroup(audienceGroupId);
  if (group.isSuccess) return <CustomGroupEditor key={audienceGroupId} group={group.data} />;
  return (
    <Page>
      <PageHeader title="Custom group" back={back} />
      {group.isPending ? (
        <LoadingState label="Loading custom group…" />
      ) : (
        <ErrorState
          title="Custom group could not be loaded"
          message={errorText(group.error)}
          onRetry={() => void group.refetch()}
        />
      )}
    </Page>
  );
}
