/**
 * The event dashboard of mf-registration (issue #42): the event's landing page and its legacy
 * variant, one page rendered from one request (§2.2, §2.8, §6: analytics dashboard read).
 */
export { DashboardPage, LegacyDashboardPage } from './DashboardPage';
