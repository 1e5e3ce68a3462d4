/** The revenue dashboard feature of mf-analytics (spec §2.10, §4.3, §8). */
export { LegacyRevenueDashboardPage, RevenueDashboardPage } from './RevenueDashboardPage';
