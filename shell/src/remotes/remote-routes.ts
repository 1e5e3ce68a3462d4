/**
 * The catalogue's routes that a remote renders (ROUTES of @console/shared/contract, less the
 * shell's), as plain data: the shell's entry reads it to start the page's remote before the
 * contract, which comes with the boot's libraries, has loaded. remote-routes.test.ts keeps it
 * equal to the catalogue: when a route changes there, the test names the rows to copy here.
 */
import type { RemoteName } from '@console/shared/contract';

export interface RemoteRoute {
  readonly key: string;
  readonly scope: 'event' | 'top';
  /** As in the catalogue: relative to /{eventType}/{eventId} for 'event', absolute for 'top'. */
  readonly path: string;
  readonly remote: RemoteName;
}

export const REMOTE_ROUTES: readonly RemoteRoute[] = [
  { key: 'people.attendees', scope: 'event', path: 'people/attendees', remote: 'mf-people' },
  {
    key: 'people.incomplete',
    scope: 'event',
    path: 'people/incomplete-registrations',
    remote: 'mf-people',
  },
  {
    key: 'people.incompleteDetail',
    scope: 'event',
    path: 'people/incomplete-registrations/:flowId/:flowContextId',
    remote: 'mf-people',
  },
  { key: 'people.approvals', scope: 'event', path: 'people/approvals', remote: 'mf-approvals' },
  {
    key: 'people.approvalDetail',
    scope: 'event',
    path: 'people/approvals/:flowId/:flowContextId',
    remote: 'mf-approvals',
  },
  {
    key: 'people.abandoned',
    scope: 'event',
    path: 'people/abandoned-registrations',
    remote: 'mf-people',
  },
  {
    key: 'people.abandonedDetail',
    scope: 'event',
    path: 'people/abandoned-registrations/:flowId/:flowContextId',
    remote: 'mf-people',
  },
  { key: 'people.audiences', scope: 'event', path: 'people/audiences', remote: 'mf-people' },
  {
    key: 'people.audienceDetail',
    scope: 'event',
    path: 'people/audiences/:audienceGroupId',
    remote: 'mf-people',
  },
  {
    key: 'people.inviteList',
    scope: 'event',
    path: 'people/audiences/invite-list/:audienceGroupId',
    remote: 'mf-people',
  },
  {
    key: 'people.customAudience',
    scope: 'event',
    path: 'people/custom-audience/:audienceGroupId',
    remote: 'mf-people',
  },
  {
    key: 'people.experienceManagement',
    scope: 'event',
    path: 'people/audiences/experience-management/:accessGroupId',
    remote: 'mf-access-control',
  },
  {
    key: 'people.sessionAccess',
    scope: 'event',
    path: 'people/audiences/experience-management/session/:accessGroupId/:accessGroupSection',
    remote: 'mf-access-control',
  },
  {
    key: 'people.accessExplainer',
    scope: 'event',
    path: 'people/access-explainer',
    remote: 'mf-access-control',
  },
  { key: 'analytics.insights', scope: 'event', path: 'analytics/insights', remote: 'mf-analytics' },
  { key: 'analytics.reports', scope: 'event', path: 'analytics/reports', remote: 'mf-analytics' },
  {
    key: 'analytics.legacyReports',
    scope: 'event',
    path: 'analytics/reports-legacy',
    remote: 'mf-analytics',
  },
  {
    key: 'analytics.revenue',
    scope: 'event',
    path: 'analytics/revenue-dashboard',
    remote: 'mf-analytics',
  },
  {
    key: 'analytics.legacyRevenue',
    scope: 'event',
    path: 'analytics/revenue-dashboard-legacy',
    remote: 'mf-analytics',
  },
  {
    key: 'analytics.reportDownloads',
    scope: 'event',
    path: 'analytics/reportDownloads',
    remote: 'mf-analytics',
  },
  {
    key: 'integrations.event',
    scope: 'event',
    path: 'event-integration',
    remote: 'mf-integrations',
  },
  {
    key: 'top.integrationList',
    scope: 'top',
    path: '/dashboard/integration/list',
    remote: 'mf-integrations',
  },
];
