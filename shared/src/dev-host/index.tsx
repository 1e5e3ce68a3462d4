/**
 * A remote's standalone page for its team: logs in to the real API through the dev
 * server's /api proxy, picks an event, and renders the remote's pages inside a shell
 * context built the way the shell builds it.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createStore, Provider as JotaiProvider } from 'jotai';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import type { RemoteAppDefinition } from '@console/shared/react';
import { createToastQueue, ToastViewport } from '@console/shared/ui';
import { DevHost } from './DevHost';
import './dev-host.css';

export interface DevHostOptions {
  /** The route the start page opens, e.g. 'people.audiences'; its `app` names the remote. */
  defaultRouteKey: string;
  /** Parameters of the default route when its path has some (e.g. { accessGroupId: 1 }). */
  defaultRouteParams?: Readonly<Record<string, string | number>>;
  /** The element to render into; #root by default. */
  container?: HTMLElement;
}

export function mountDevHost(
  app: RemoteAppDefinition,
  { defaultRouteKey, defaultRouteParams = {}, container }: DevHostOptions,
): void {
  const element = container ?? document.getElementById('root');
  if (!element) throw new Error('mountDevHost: no #root element');
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
  });
  const store = createStore();
  const { queue, notifier } = createToastQueue();
  // A data router, as the shell's, so pages that use useLeaveConfirmation work here too.
  const router = createBrowserRouter([
    {
      path: '*',
      element: (
        <DevHost
          app={app}
          defaultRouteKey={defaultRouteKey}
          defaultRouteParams={defaultRouteParams}
          notifier={notifier}
        />
      ),
    },
  ]);
  createRoot(element).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <JotaiProvider store={store}>
          <RouterProvider router={router} />
          <ToastViewport queue={queue} />
        </JotaiProvider>
      </QueryClientProvider>
    </StrictMode>,
  );
}

export { DevHost } from './DevHost';
