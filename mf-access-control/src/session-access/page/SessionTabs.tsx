import { useMemo, type ReactNode } from 'react';
import { formatNumber, Tab, TabList, TabPanel, Tabs } from '@console/shared/ui';
import styles from '../SessionAccess.module.css';
import { usePendingChanges, type PendingStore } from './pending-store';
import type { SessionView } from './session-views';
import {
  SESSION_ACCESS_TABS,
  SessionAccessTabSchema,
  sessionTabCounts,
  type SessionAccessTab,
} from '@console/access-control-contract';

const TAB_NAME: Readonly<Record<SessionAccessTab, string>> = {
  ALL: 'All',
  ACCESSIBLE: 'Accessible',
  RESTRICTED: 'Restricted',
};

/** "Accessible (12)": the rows matching the filters, with the pending changes applied. */
function TabLabel({
  store,
  rows,
  tab,
}: {
  store: PendingStore;
  rows: readonly SessionView[];
  tab: SessionAccessTab;
}) {
  const pending = usePendingChanges(store, tab !== 'ALL');
  const counts = useMemo(() => sessionTabCounts(rows, pending), [rows, pending]);
  return (
    <>
      {TAB_NAME[tab]} ({formatNumber(counts[tab])})
    </>
  );
}

export interface SessionTabsProps {
  store: PendingStore;
  rows: readonly SessionView[];
  /** Counts wait for the sessions. */
  isLoaded: boolean;
  tab: SessionAccessTab;
  onTabChange: (tab: SessionAccessTab) => void;
  /** The selected tab's content. */
  children: ReactNode;
}

/** All (n), Accessible (n), Restricted (n) (spec §2); every tab has its panel. */
export function SessionTabs({
  store,
  rows,
  isLoaded,
  tab,
  onTabChange,
  children,
}: SessionTabsProps) {
  return (
    <Tabs
      selectedKey={tab}
      onSelectionChange={(key) => {
        const next = SessionAccessTabSchema.safeParse(key);
        if (next.success && next.data !== tab) onTabChange(next.data);
      }}
    >
      <TabList aria-label="Session access">
        {SESSION_ACCESS_TABS.map((id) => (
          <Tab key={id} id={id}>
            {isLoaded ? <TabLabel store={store} rows={rows} tab={id} /> : TAB_NAME[id]}
          </Tab>
        ))}
      </TabList>
      {SESSION_ACCESS_TABS.map((id) => (
        <TabPanel key={id} id={id} className={styles.panel}>
          {children}
        </TabPanel>
      ))}
    </Tabs>
  );
}
