/**
 * Which source files each app's scripts carried into the page, read from their source maps:
 * a library file that two apps both bundled shows up under both.
 */
import type { APIRequestContext, Page } from '@playwright/test';

/** The largest chunk accepted without a source map: re-export lists (a library's export names), no library code. */
const MAX_GENERATED_ONLY_CHUNK = 8192;

/** The app a script came from: each app is served from its own origin. */
export type ScriptsByApp = Map<string, Set<string>>;

/** Records, from now on, every script `page` loads from the console's apps (localhost:30xx). */
export function recordScripts(page: Page): ScriptsByApp {
  const scripts: ScriptsByApp = new Map();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (!url.pathname.endsWith('.js') || !/^localhost:30\d\d$/.test(url.host)) return;
    const urls = scripts.get(url.host) ?? new Set<string>();
    urls.add(`${url.origin}${url.pathname}`);
    scripts.set(url.host, urls);
  });
  return scripts;
}

/**
 * The library or workspace file a source-map entry names, or null for the app's own code and
 * webpack's generated runtime. pnpm paths keep the package version, so two versions of one
 * library count as two files (they are, for the browser).
 */
export function libraryFileOf(source: string): string | null {
  const path = source.replace(/^webpack:\/\/[^/]*\//, '');
  const inNodeModules = path.lastIndexOf('node_modules/');
  if (inNodeModules >= 0) {
    const pnpmStore = /node_modules\/\.pnpm\/([^/]+)\//.exec(path)?.[1] ?? '';
    return `${pnpmStore}:${path.slice(inNodeModules + 'node_modules/'.length)}`;
  }
  // Workspace packages resolve to their real folders: ../shared/src/..., ../contracts/...
  const workspace = /(?:^|\/)((?:shared|contracts\/[^/]+)\/src\/.+)$/.exec(path)?.[1];
  return workspace ?? null;
}

/** The library and workspace files `url`'s source map names (none for a re-export shim). */
async function libraryFilesOfScript(request: APIRequestContext, url: string): Promise<string[]> {
  const script = await (await request.get(url)).text();
  if (!script.includes('//# sourceMappingURL=')) {
    // Webpack writes no map for a chunk of generated code only (a re-export shim).
    if (script.length > MAX_GENERATED_ONLY_CHUNK)
      throw new Error(`${url} has no source map, yet is ${script.length} bytes`);
    return [];
  }
  const response = await request.get(`${url}.map`);
  if (!response.ok()) throw new Error(`No source map for ${url} (${response.status()})`);
  const { sources } = (await response.json()) as { sources: string[] };
  return sources.flatMap((source) => libraryFileOf(source) ?? []);
}

/** Each library or workspace file, with the apps whose scripts carried it. */
export async function librarySourcesOf(
  request: APIRequestContext,
  scripts: ScriptsByApp,
): Promise<Map<string, Set<string>>> {
  return groupFiles(request, scripts, (app) => app);
}

/** Each library or workspace file, with the scripts (of any app) that carried it. */
export async function scriptsByLibraryFile(
  request: APIRequestContext,
  scripts: ScriptsByApp,
): Promise<Map<string, Set<string>>> {
  return groupFiles(request, scripts, (_app, url) => url);
}

async function groupFiles(
  request: APIRequestContext,
  scripts: ScriptsByApp,
  keyOf: (app: string, url: string) => string,
): Promise<Map<string, Set<string>>> {
  const byFile = new Map<string, Set<string>>();
  for (const [app, urls] of scripts) {
    for (const url of urls) {
      for (const file of await libraryFilesOfScript(request, url)) {
        const keys = byFile.get(file) ?? new Set<string>();
        keys.add(keyOf(app, url));
        byFile.set(file, keys);
      }
    }
  }
  return byFile;
}
