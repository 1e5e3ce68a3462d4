import type { ComponentType } from 'react';
import { routeByKey } from '@console/shared/contract';
import { EmptyState } from '../EmptyState';
import { PageHeader } from '../PageHeader';

/**
 * The page of a catalogue route whose screen ships in a later release: it names the page
 * and says so, and shows no data, fake or real.
 */
export function comingSoonPage(routeKey: string, area: string): ComponentType {
  const { title } = routeByKey(routeKey);
  function ComingSoonPage() {
    return (
      <>
        <PageHeader title={title} />
        <EmptyState
          title={`${title} is coming in a later release`}
          description={`${area} is being built in this console; this page is not available yet.`}
        />
      </>
    );
  }
  ComingSoonPage.displayName = `ComingSoon(${routeKey})`;
  return ComingSoonPage;
}
