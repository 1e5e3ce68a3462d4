import type { ReactNode } from 'react';
import { formatNumber, Tab, TabList, TabPanel, Tabs } from '@console/shared/ui';
import type { ApprovalLabels } from '../hooks/use-approval-settings';
import styles from '../Approvals.module.css';
import { tabCounts } from './tab-counts';
import {
  APPROVAL_STATUSES,
  type ApprovalStatus,
  type RegistrationCountsSummary,
} from '@console/approvals-contract';

export interface StatusTabsProps {
  status: ApprovalStatus;
  labels: ApprovalLabels;
  /** The counts shown beside each tab's name; none while the summary loads. */
  summary: RegistrationCountsSummary | undefined;
  onStatusChange: (status: ApprovalStatus) => void;
  /** The selected tab's content. */
  children: ReactNode;
}

/**
 * The Pending / Approved / Rejected tabs (§2.9) with their counts. Every tab has its panel, so
 * the selected tab's aria-controls always names the panel on the page (react-aria renders the
 * selected one only).
 */
export function StatusTabs({ status, labels, summary, onStatusChange, children }: StatusTabsProps) {
  const counts = summary ? tabCounts(summary) : null;
  return (
    <Tabs
      selectedKey={status}
      onSelectionChange={(key) => {
        const next = APPROVAL_STATUSES.find((s) => s === key);
        if (next && next !== status) onStatusChange(next);
      }}
    >
      <TabList aria-label="Request status">
        {APPROVAL_STATUSES.map((tab) => (
          <Tab key={tab} id={tab}>
            {labels.status[tab]}
            {counts ? <span className={styles.tabCount}> {formatNumber(counts[tab])}</span> : null}
          </Tab>
        ))}
      </TabList>
      {APPROVAL_STATUSES.map((tab) => (
        <TabPanel key={tab} id={tab}>
          {children}
        </TabPanel>
      ))}
    </Tabs>
  );
}
