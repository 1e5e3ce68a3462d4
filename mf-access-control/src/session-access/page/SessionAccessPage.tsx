import { useParams } from '@console/shared/react';
import { EmptyState } from '@console/shared/ui';
import { SESSION_ACCESS_TEXT } from '../texts';
import { SessionAccessScreen } from './SessionAccessScreen';
import { AccessSectionSchema } from '@console/access-control-contract';

/**
 * people/audiences/experience-management/session/:accessGroupId/:accessGroupSection. A new group
 * or section starts a new screen (its own pending changes).
 */
export function SessionAccessPage() {
  const params = useParams();
  const groupId = Number(params.accessGroupId);
  const section = AccessSectionSchema.safeParse(params.accessGroupSection);
  if (!Number.isInteger(groupId) || groupId <= 0 || !section.success)
    return (
      <EmptyState
        title={SESSION_ACCESS_TEXT.notFound}
        description={SESSION_ACCESS_TEXT.notFoundBody}
      />
    );
  return (
    <SessionAccessScreen
      key={`${groupId}/${section.data}`}
      groupId={groupId}
      section={section.data}
    />
  );
}
