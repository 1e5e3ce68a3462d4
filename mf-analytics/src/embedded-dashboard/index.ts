export { DashboardTabs } from './DashboardTabs';
export { EmbeddedDashboard } from './EmbeddedDashboard';
