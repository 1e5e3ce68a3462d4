import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import type { SessionResponse } from '@console/shared/contract';
import { ErrorState, errorText, LoadingState } from '@console/shared/ui';
import { useSession } from './session';

/** Renders its children with the session, or sends the user to /login?next=… */
export function RequireAuth({ children }: { children: (session: SessionResponse) => ReactNode }) {
  const location = useLocation();
  const session = useSession();
  if (session.isPending) return <LoadingState label="Checking your session…" />;
  if (session.isError) {
    return (
      <ErrorState
        title="The console could not start"
        message={errorText(session.error)}
        onRetry={() => void session.refetch()}
      />
    );
  }
  if (!session.data) {
    const next = `${location.pathname}${location.search}`;
    return <Navigate to={`/login?next=${encodeURIComponent(next)}`} replace />;
  }
  return <>{children(session.data)}</>;
}
