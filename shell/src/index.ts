import { startRegistryRequest } from './remotes/registry-request';

// The page's remote starts from the registry, which is asked for before anything else loads; the
// remote then loads beside the shell's own modules rather than once they have run.
startRegistryRequest();
void import('./remotes/preload').then(
  ({ preloadRemotes }) => preloadRemotes(window.location.pathname),
  (error: unknown) => console.error('[shell] remotes could not start loading', error),
);
// The async boundary: shared singletons are negotiated before the app's modules run.
void import('./bootstrap');
