import { useRouteBuilder } from '@console/shared/react';
import type { PageHeaderBack } from '@console/shared/ui';

/** Where a group's own page goes back to: the audiences page, on its Audience groups tab. */
export function useBackToAudiences(): PageHeaderBack {
  const routes = useRouteBuilder();
  return {
    href: routes.to('people.audiences', {}, { selectedTab: 'SYSTEM_GROUPS' }),
    label: 'Back to audiences',
  };
}
