/**
 * The page's remote, fetched ahead while the boot's libraries load. As the registry answers, the
 * shell's entry asks for the manifest of the remote that renders the page's path and, once it is
 * in, has the browser preload the remote's entry and the scripts of its exposed module. The
 * federation runtime, which loads remotes from the validated registry once the boot's libraries
 * have run, then takes this manifest response instead of asking again (takeEarlyManifest, through
 * federation.ts) and finds the scripts already fetched. The page's remote chain no longer starts
 * with three round trips after the boot. Hints only: what the registry or the manifest answers is
 * read here just far enough to find URLs; a registry the shell refuses costs a wasted request.
 */
import { remotePageForLocation } from './remote-page-for-location';

const earlyManifests = new Map<string, Promise<Response>>();

interface ManifestScripts {
  metaData?: { publicPath?: unknown; remoteEntry?: { name?: unknown; path?: unknown } };
  exposes?: { assets?: { js?: { sync?: unknown } } }[];
}

/** The manifest URL the raw registry names for `remote`, if it names one. */
function manifestUrlOf(registry: unknown, remote: string): string | undefined {
  const remotes: unknown = (registry as { remotes?: unknown } | null)?.remotes;
  if (!Array.isArray(remotes)) return undefined;
  const entry: unknown = remotes.find(
    (candidate: { name?: unknown } | null) => candidate?.name === remote,
  );
  const url: unknown = (entry as { manifestUrl?: unknown } | undefined)?.manifestUrl;
  return typeof url === 'string' ? url : undefined;
}

/** The remote entry and the exposed modules' scripts a manifest names, as absolute URLs. */
export function scriptsOfManifest(manifest: ManifestScripts, manifestUrl: string): string[] {
  const { publicPath, remoteEntry } = manifest.metaData ?? {};
  // 'auto': the files sit beside the manifest, where the runtime looks for them.
  const base = new URL(
    typeof publicPath === 'string' && publicPath !== 'auto' ? publicPath : './',
    manifestUrl,
  );
  const entryPath = typeof remoteEntry?.path === 'string' ? remoteEntry.path : '';
  const files: unknown[] = [
    typeof remoteEntry?.name === 'string' ? `${entryPath}${remoteEntry.name}` : null,
    ...(manifest.exposes ?? []).flatMap(({ assets }) => {
      const sync = assets?.js?.sync;
      return Array.isArray(sync) ? (sync as unknown[]) : [];
    }),
  ];
  return files
    .filter((file): file is string => typeof file === 'string')
    .map((file) => new URL(file, base).href);
}

function preloadScript(href: string): void {
  const link = document.createElement('link');
  link.setAttribute('rel', 'preload');
  link.setAttribute('as', 'script');
  link.setAttribute('href', href);
  document.head.appendChild(link);
}

/** Starts fetching the remote of `pathname` (if a remote renders it) once `registry` answers. */
export function startEarlyRemote(registry: Promise<unknown>, pathname: string): void {
  const page = remotePageForLocation(pathname);
  if (!page) return;
  void registry
    .then((answer) => {
      const manifestUrl = manifestUrlOf(answer, page.remote);
      if (!manifestUrl) return;
      const response = fetch(manifestUrl);
      earlyManifests.set(manifestUrl, response);
      return response
        .then((manifest) => (manifest.ok ? manifest.clone().json() : null))
        .then((manifest: ManifestScripts | null) => {
          if (manifest)
            for (const href of scriptsOfManifest(manifest, manifestUrl)) preloadScript(href);
        });
    })
    // The runtime asks again, and reports what fails then.
    .catch(() => undefined);
}

/**
 * The early response for `url`, once (later loads of the remote fetch its manifest again); one
 * that failed is asked for again.
 */
export function takeEarlyManifest(url: string): Promise<Response> | undefined {
  const response = earlyManifests.get(url);
  earlyManifests.delete(url);
  return response?.then(
    (answer) => (answer.ok ? answer : fetch(url)),
    () => fetch(url),
  );
}
