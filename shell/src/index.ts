// The page's remote loads beside the shell's own modules rather than once they have run.
void import('./remotes/preload').then(
  ({ preloadRemotes }) => preloadRemotes(window.location.pathname),
  (error: unknown) => console.error('[shell] remotes could not start loading', error),
);
// The async boundary: shared singletons are negotiated before the app's modules run.
void import('./bootstrap');
