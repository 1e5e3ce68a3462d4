import { Suspense, useEffect, useState } from 'react';
import { CONTRACT_VERSION, MESSAGES, type RemoteName } from '@console/shared/contract';
import { ErrorState, LoadingState } from '@console/shared/ui';
import { forgetRemoteApp, loadRemotePage } from './load-remote-app';
import type { RemoteModuleCheck } from './validate';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';

export interface RemotePageProps {
  remote: RemoteName;
  routeKey: string;
  /** The area's name as the user knows it (the route's area or title). */
  area: string;
  resetKey?: string;
}

/** Mounts one page of a remote inside that remote's own error boundary and loading state. */
export function RemotePage({ remote, routeKey, area, resetKey }: RemotePageProps) {
  return (
    <section className="remote-area" data-remote={remote} aria-label={area}>
      <RemoteErrorBoundary area={area} onRetry={() => forgetRemoteApp(remote)} resetKey={resetKey}>
        <Suspense fallback={<LoadingState label={`Loading ${area}…`} />}>
          <RemotePageContent remote={remote} routeKey={routeKey} area={area} />
        </Suspense>
      </RemoteErrorBoundary>
    </section>
  );
}

type LoadState =
  { remote: RemoteName; check: RemoteModuleCheck } | { remote: RemoteName; error: Error } | null;

/**
 * The remote's validated module, answered once the page of `routeKey` is loaded too; a failed
 * load is thrown to the area's error boundary. Moving to another page of the same remote keeps
 * the module: that page renders at once, suspending while its code loads.
 */
function useRemoteApp(remote: RemoteName, routeKey: string): RemoteModuleCheck | null {
  const [state, setState] = useState<LoadState>(null);
  useEffect(() => {
    let live = true;
    loadRemotePage(remote, routeKey).then(
      (check) => live && setState({ remote, check }),
      (error: unknown) =>
        live &&
        setState({ remote, error: error instanceof Error ? error : new Error(String(error)) }),
    );
    return () => {
      live = false;
    };
  }, [remote, routeKey]);
  if (!state || state.remote !== remote) return null;
  if ('error' in state) throw state.error;
  return state.check;
}

function RemotePageContent({ remote, routeKey, area }: RemotePageProps) {
  const check = useRemoteApp(remote, routeKey);
  if (!check) return <LoadingState label={`Loading ${area}…`} />;
  if (check.kind === 'incompatible') {
    return (
      <ErrorState
        title={`${area} cannot be shown`}
        message={MESSAGES.remoteIncompatible(area, check.remoteVersion, CONTRACT_VERSION)}
      />
    );
  }
  if (check.kind === 'invalid')
    throw new Error(`${remote} exposes an invalid module: ${check.reason}`);
  const Page = check.app.pages[routeKey];
  if (!Page) throw new Error(`${remote} has no page for route ${routeKey}`);
  return <Page />;
}
