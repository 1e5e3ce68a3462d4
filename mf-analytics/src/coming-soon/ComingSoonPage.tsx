import type { ComponentType } from 'react';
import { routeByKey } from '@console/shared/contract';
import { EmptyState, PageHeader } from '@console/shared/ui';

/**
 * PLACEHOLDER: a route of this remote whose page ships in a later release. It states the
 * page's title and says so; it shows no data, fake or real.
 */
export function comingSoonPage(routeKey: string): ComponentType {
  const { title } = routeByKey(routeKey);
  function ComingSoonPage() {
    return (
      <>
        <PageHeader title={title} />
        <EmptyState title={`${title} is coming in a later release`} description="Analytics is being rebuilt in this console; this page is not available yet." />
      </>
    );
  }
  ComingSoonPage.displayName = `ComingSoon(${routeKey})`;
  return ComingSoonPage;
}
