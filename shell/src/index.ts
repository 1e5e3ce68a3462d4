import { startEarlyRemote } from './remotes/early-remote';
import { startRegistryRequest } from './remotes/registry-request';

// The page's remote starts from the registry, asked for before anything else loads: its manifest
// and scripts are fetched while the boot's libraries load (early-remote.ts), and its chain
// (manifest, remote entry, the page's code) is started before the shell renders, whose first
// render holds the main thread.
startEarlyRemote(startRegistryRequest(), window.location.pathname);
const remotes = import('./remotes/preload');
// The async boundary: shared singletons are negotiated before the app's modules run.
const shell = import('./bootstrap');
void remotes
  .then(({ preloadRemotes }) => preloadRemotes(window.location.pathname))
  .catch((error: unknown) => console.error('[shell] remotes could not start loading', error))
  .then(() => shell)
  .then(({ startShell }) => startShell());
