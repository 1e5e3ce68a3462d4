import {
  Tab as AriaTab,
  TabList as AriaTabList,
  TabPanel as AriaTabPanel,
  Tabs as AriaTabs,
  type TabListProps as AriaTabListProps,
  type TabPanelProps as AriaTabPanelProps,
  type TabProps as AriaTabProps,
  type TabsProps as AriaTabsProps,
} from 'react-aria-components';
import { cx } from '../class-names';
import styles from './Tabs.module.css';

export interface TabsProps extends Omit<AriaTabsProps, 'className'> {
  className?: string;
}
export function Tabs({ className, ...props }: TabsProps) {
  return <AriaTabs {...props} className={cx(styles.tabs, className)} />;
}

export interface TabListProps<T extends object> extends Omit<AriaTabListProps<T>, 'className'> {
  className?: string;
}
export function TabList<T extends object>({ className, ...props }: TabListProps<T>) {
  return <AriaTabList {...props} className={cx(styles.tabList, className)} />;
}

export interface TabProps extends Omit<AriaTabProps, 'className'> {
  className?: string;
}
export function Tab({ className, ...props }: TabProps) {
  return <AriaTab {...props} className={cx(styles.tab, className)} />;
}

/**
 * Give every Tab its TabPanel, with the same id (react-aria renders the selected one only): the
 * selected tab's aria-controls names its panel. One panel whose id follows the selected tab keeps
 * its first id, and the tab then points to a panel that is not there (axe aria-valid-attr-value).
 */
export interface TabPanelProps extends Omit<AriaTabPanelProps, 'className'> {
  className?: string;
}
export function TabPanel({ className, ...props }: TabPanelProps) {
  return <AriaTabPanel {...props} className={cx(styles.tabPanel, className)} />;
}
