/**
 * The analytics feature's contract: dashboards and report tabs, embed tokens and the embed's
 * messages, the dashboard data the service draws, report downloads, the revenue dashboard's
 * states, paths, query keys and messages. Compiled into the API, the analytics service and
 * mf-analytics; never provided through federation (docs/decisions/0010).
 */
export * from './activity';
export * from './count-words';
export * from './dashboards';
export * from './dashboard-data';
export * from './embed';
export * from './messages';
export * from './paths';
export * from './query-keys';
export * from './report-catalogue';
export * from './report-catalogue-sources';
export * from './report-downloads';
export * from './report-tabs';
export * from './revenue';
