export { LegacyReportsPage, ReportsPage } from './ReportsPage';
