import type { ComponentType } from 'react';
import { routeByKey } from '@console/shared/contract';
import { EmptyState, PageHeader } from '@console/shared/ui';

/**
 * PLACEHOLDER: a route of this remote whose page is a later issue. It states the page's
 * title and that it is being built; it shows no data, fake or real.
 */
export function placeholderPage(routeKey: string): ComponentType {
  const { title } = routeByKey(routeKey);
  function PlaceholderPage() {
    return (
      <>
        <PageHeader title={title} />
        <EmptyState title={`${title} is being built`} description="This page arrives in a later release of the People area." />
      </>
    );
  }
  PlaceholderPage.displayName = `Placeholder(${routeKey})`;
  return PlaceholderPage;
}
