import { routeByKey } from '@console/shared/contract';
import { useCurrentEvent } from '@console/shared/react';
import { ErrorState, errorText, Link, Page, PageHeader } from '@console/shared/ui';
import { Banner } from '@console/shared/ui/display';
import { EVENT_DASHBOARD_MESSAGES } from '@console/registration-contract';
import styles from './Dashboard.module.css';
import { DashboardSkeleton } from './DashboardSkeleton';
import { useDashboardLinks } from './hooks/use-dashboard-links';
import { useEventDashboard } from './hooks/use-event-dashboard';
import { ApprovalsSection } from './sections/ApprovalsSection';
import { AttendanceSection } from './sections/AttendanceSection';
import { CapacitySection } from './sections/CapacitySection';
import { JobsSection } from './sections/JobsSection';
import { RegistrationsSection } from './sections/RegistrationsSection';
import { RevenueSection } from './sections/RevenueSection';
import { DASHBOARD_WORDS as WORDS } from './words';

function DashboardContent() {
  const { tz } = useCurrentEvent();
  const dashboard = useEventDashboard();
  const links = useDashboardLinks();
  const { data } = dashboard;
  // A failed poll keeps the figures it had; only a page without any shows the error.
  if (!data) {
    if (dashboard.isError)
      return (
        <ErrorState
          title={EVENT_DASHBOARD_MESSAGES.loadFailed}
          message={errorText(dashboard.error)}
          onRetry={() => void dashboard.refetch()}
        />
      );
    return <DashboardSkeleton />;
  }
  return (
    <div className={styles.sections}>
      <RegistrationsSection registrations={data.registrations} />
      <ApprovalsSection approvals={data.approvals} approvalsHref={links.approvals} />
      <AttendanceSection attendance={data.attendance} timeZone={tz} />
      <RevenueSection revenue={data.revenue} timeZone={tz} revenueHref={links.revenue} />
      <CapacitySection
        capacity={data.capacity}
        tickets={data.tickets}
        ticketEditHref={links.ticketEdit}
      />
      <JobsSection jobs={data.runningJobs} timeZone={tz} />
    </div>
  );
}

function LegacyNote() {
  const { dashboard } = useDashboardLinks();
  return (
    <Banner>
      {WORDS.legacyNote} {dashboard ? <Link href={dashboard}>{WORDS.openDashboard}</Link> : null}
    </Banner>
  );
}

/**
 * event-setup/dashboard: the event's landing page (§2.2, §2.8, §6: analytics dashboard read).
 * Every figure comes from one request (GET dashboard); the sections render from its answer.
 */
export function DashboardPage() {
  return (
    <Page>
      <PageHeader title={routeByKey('eventSetup.dashboard').title} />
      <DashboardContent />
    </Page>
  );
}

/** event-setup/dashboard-legacy (legacy analytics flag): the same page, saying it is the legacy one. */
export function LegacyDashboardPage() {
  return (
    <Page>
      <PageHeader title={routeByKey('eventSetup.legacyDashboard').title} />
      <LegacyNote />
      <DashboardContent />
    </Page>
  );
}
