import { useParams, useRouteBuilder, useSearchParams } from '@console/shared/react';
import { ErrorState, errorText, LoadingState, Page, PageHeader } from '@console/shared/ui';
import { useScheduleDays, useScheduleSession } from '../hooks/use-schedule';
import { SCHEDULE_WORDS as WORDS } from '../words';
import { SessionForm } from './SessionForm';

/** A page's title and back link while its data loads, or the error with a retry. */
function Waiting({
  title,
  error = null,
  onRetry,
}: {
  title: string;
  error?: unknown;
  onRetry?: () => void;
}) {
  const routes = useRouteBuilder();
  return (
    <Page>
      <PageHeader
        title={title}
        back={{ href: routes.to('venue.schedule'), label: WORDS.backToSchedule }}
      />
      {error && onRetry ? (
        <ErrorState title={WORDS.sessionLoadFailed} message={errorText(error)} onRetry={onRetry} />
      ) : (
        <LoadingState label={WORDS.loadingSession} />
      )}
    </Page>
  );
}

/**
 * venue-setup/schedule/add-session (?day= the day tab it came from): a new session, on that day
 * by default. Without the event's days (their read failed) the form still works; the API then
 * checks the event's dates on Save.
 */
export function AddSessionPage() {
  const [params] = useSearchParams();
  const days = useScheduleDays();
  if (days.isPending) return <Waiting title={WORDS.addSession} />;
  return <SessionForm session={null} bounds={days.data ?? null} day={params.get('day') ?? ''} />;
}

/** venue-setup/schedule/session/{segmentId}: a session's form, its groups, and its deletion. */
export function SessionPage() {
  const segmentId = Number(useParams().segmentId);
  const session = useScheduleSession(segmentId);
  const days = useScheduleDays();
  if (!session.isSuccess || days.isPending)
    return (
      <Waiting
        title={WORDS.editSession}
        error={session.error}
        onRetry={() => void session.refetch()}
      />
    );
  return (
    <SessionForm
      key={segmentId}
      session={session.data}
      bounds={days.data ?? null}
      day=""
      onStale={() => void session.refetch()}
    />
  );
}
