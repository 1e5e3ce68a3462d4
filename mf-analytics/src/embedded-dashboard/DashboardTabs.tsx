import { useState } from 'react';
import { useUrlSearchUpdate } from '@console/shared/react';
import { Tab, TabList, TabPanel, Tabs } from '@console/shared/ui';
import { DrillDownDialog } from './DrillDownDialog';
import { EmbeddedDashboard } from './EmbeddedDashboard';
import type { DrillDownSource } from './embed-source';
import { selectedTab, withSelectedTab } from './tab-param';
import type { DashboardVariant, ReportTab } from '@console/analytics-contract';

export interface DashboardTabsProps {
  tabs: readonly ReportTab[];
  /** The tab list's accessible name. */
  label: string;
  variant: DashboardVariant;
  /** The booth-owner view: booth dashboards limited to the viewer's booths. */
  boothOwner: boolean;
}

/**
 * Dashboards as tabs, the selected one in the URL (`?tab=`), each panel an embedded dashboard;
 * a drill-down one of them asks for opens in a dialog over the page.
 */
export function DashboardTabs({ tabs, label, variant, boothOwner }: DashboardTabsProps) {
  const [params, updateParams] = useUrlSearchUpdate();
  const [drillDown, setDrillDown] = useState<DrillDownSource | null>(null);
  const selected = selectedTab(tabs, params);

  return (
    <>
      <Tabs
        selectedKey={selected?.dashboard}
        onSelectionChange={(key) => {
          if (key !== selected?.dashboard)
            updateParams((current) => withSelectedTab(current, tabs, String(key)));
        }}
      >
        <TabList aria-label={label}>
          {tabs.map((tab) => (
            <Tab key={tab.dashboard} id={tab.dashboard}>
              {tab.label}
            </Tab>
          ))}
        </TabList>
        {tabs.map((tab) => (
          <TabPanel key={tab.dashboard} id={tab.dashboard}>
            <EmbeddedDashboard
              title={`${tab.label} dashboard`}
              source={{ kind: 'dashboard', dashboard: tab.dashboard, boothOwner, variant }}
              onDrillDown={({ dashboardId, filters }) =>
                setDrillDown({ kind: 'drillDown', dashboardId, filters, variant })
              }
            />
          </TabPanel>
        ))}
      </Tabs>
      <DrillDownDialog drillDown={drillDown} onClose={() => setDrillDown(null)} />
    </>
  );
}
