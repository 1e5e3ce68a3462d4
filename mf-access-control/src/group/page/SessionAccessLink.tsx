import { useRouteBuilder } from '@console/shared/react';
import { Link } from '@console/shared/ui';
import { ACCESS_MESSAGES, type AccessSection } from '@console/access-control-contract';

/** 'Configure session access': the session access screen of a group's section. */
export function SessionAccessLink({
  groupId,
  section,
}: {
  groupId: number;
  section: AccessSection;
}) {
  const routes = useRouteBuilder();
  return (
    <Link
      href={routes.to('people.sessionAccess', {
        accessGroupId: groupId,
        accessGroupSection: section,
      })}
    >
      {ACCESS_MESSAGES.configureSessionAccess}
    </Link>
  );
}
