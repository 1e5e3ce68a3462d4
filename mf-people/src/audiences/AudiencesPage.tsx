import { Suspense, type ReactNode } from 'react';
import {
  lazyPage,
  type LazyPage,
  preloadOnIntent,
  useCurrentEvent,
  useEventAccess,
  useRouteBuilder,
  useUrlSearchUpdate,
} from '@console/shared/react';
import {
  ErrorState,
  errorText,
  LoadingState,
  PageHeader,
  PermissionDenied,
  Tab,
  TabList,
  TabPanel,
  Tabs,
} from '@console/shared/ui';
import { AudienceGroupsTab } from './AudienceGroupsTab';
import { AUDIENCE_TAB_LABEL, resolveAudienceTabs } from './resolve-audience-tabs';
import { useAudienceGroups } from './use-audience-groups';
import { useCustomGroupToast } from './use-custom-group-toast';
import { AudienceTabSchema, type AudienceTab } from '@console/people-contract';

const SELECTED_TAB = 'selectedTab';

/** Loaded when first shown: the audience groups tab carries neither access control nor invite lists. */
const AccessControlTab = lazyPage(
  () => import('./AccessControlTab'),
  (module) => module.AccessControlTab,
);
const InviteListTab = lazyPage(
  () => import('./InviteListTab'),
  (module) => module.InviteListTab,
);

/** The tabs whose code loads lazily: it starts loading when the pointer reaches the tab. */
const LAZY_TABS: Partial<Record<AudienceTab, LazyPage>> = {
  INVITE_LISTS: InviteListTab,
  EXPERIENCE_MANAGEMENT: AccessControlTab,
};

/** /people/audiences (spec people §2): audience groups, invite lists and access control tabs. */
export function AudiencesPage() {
  const event = useCurrentEvent();
  const access = useEventAccess();
  const routes = useRouteBuilder();
  const [search, updateSearch] = useUrlSearchUpdate();
  const { visibleTabs, activeTab } = resolveAudienceTabs(
    event.type,
    access.permissions,
    search.get(SELECTED_TAB),
  );
  useCustomGroupToast();

  const selectTab = (tab: AudienceTab) =>
    updateSearch(
      (current) => {
        current.set(SELECTED_TAB, tab);
        return current;
      },
      { replace: true },
    );

  return (
    <>
      <PageHeader title="Audiences" />
      {activeTab ? (
        <Tabs
          selectedKey={activeTab}
          onSelectionChange={(key) => {
            const tab = AudienceTabSchema.safeParse(key);
            if (tab.success) selectTab(tab.data);
          }}
        >
          <TabList aria-label="Audience views">
            {visibleTabs.map((tab) => (
              <Tab key={tab} id={tab} {...preloadOnIntent(LAZY_TABS[tab])}>
                {AUDIENCE_TAB_LABEL[tab]}
              </Tab>
            ))}
          </TabList>
          {visibleTabs.map((tab) => (
            <TabPanel key={tab} id={tab}>
              {tab === 'EXPERIENCE_MANAGEMENT' ? (
                <Suspense fallback={<LoadingState label="Loading access groups" />}>
                  <AccessControlTab />
                </Suspense>
              ) : (
                <GroupsPanel eventId={event.eventId} tab={tab} />
              )}
            </TabPanel>
          ))}
        </Tabs>
      ) : (
        <PermissionDenied infoHref={routes.to('eventSetup.basic')} />
      )}
    </>
  );
}

function GroupsPanel({
  eventId,
  tab,
}: {
  eventId: number;
  tab: Exclude<AudienceTab, 'EXPERIENCE_MANAGEMENT'>;
}) {
  const groups = useAudienceGroups(eventId);
  let content: ReactNode;
  if (groups.isPending) content = <LoadingState label="Loading audience groups…" />;
  else if (groups.isError)
    content = (
      <ErrorState
        title="Audience groups could not be loaded"
        message={errorText(groups.error)}
        onRetry={() => void groups.refetch()}
      />
    );
  else if (tab === 'SYSTEM_GROUPS') content = <AudienceGroupsTab data={groups.data} />;
  else
    content = (
      <Suspense fallback={<LoadingState label="Loading invite lists…" />}>
        <InviteListTab />
      </Suspense>
    );
  return <>{content}</>;
}
