/**
 * The 'Explain access' link of a registrant's row (audience list, custom group members) to the
 * access explainer (mf-access-control). Offered exactly where the Access control tab is: events
 * (not series or webinars) and users with access control write.
 */
import { useCurrentEvent, useEventAccess, useRouteBuilder } from '@console/shared/react';
import { Link } from '@console/shared/ui';
import { type DataTableColumn } from '@console/shared/ui/data-table';
import { resolveAudienceTabs } from '../../audiences/resolve-audience-tabs';

export type ExplainAccessHref = (registrationId: number) => string;

/** The explainer's address for a registrant, or null where access control is not offered. */
export function useExplainAccessHref(): ExplainAccessHref | null {
  const event = useCurrentEvent();
  const { permissions } = useEventAccess();
  const routes = useRouteBuilder();
  const { visibleTabs } = resolveAudienceTabs(event.type, permissions, null);
  if (!visibleTabs.includes('EXPERIENCE_MANAGEMENT')) return null;
  return (registrationId) => routes.to('people.accessExplainer', {}, { registrationId });
}

/** The column of the link, after the others: the row's action, kept at the right edge. */
export function explainAccessColumn<T extends { registrationId: number }>(
  href: ExplainAccessHref,
  nameOf: (row: T) => string,
): DataTableColumn<T> {
  return {
    id: 'explainAccess',
    header: 'Access',
    minWidth: '8rem',
    isRowActions: true,
    cell: (row) => (
      <Link href={href(row.registrationId)} aria-label={`Explain access of ${nameOf(row)}`}>
        Explain access
      </Link>
    ),
  };
}
