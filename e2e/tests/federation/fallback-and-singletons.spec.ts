import { expect, test } from '@playwright/test';
import { MESSAGES } from '@console/shared/contract';
import { logIn, mainVirtualEventId, openAudiencesAsOrganizer } from '../support';
import { librarySourcesOf, recordScripts, scriptsByLibraryFile } from './loaded-sources';

test('with one remote unreachable, its area shows a fallback and the rest keeps working', async ({
  page,
}) => {
  await page.route('http://localhost:3004/**', (route) => route.abort('connectionrefused'));
  await logIn(page, 'organizer');
  const eventId = await mainVirtualEventId(page);

  await page.goto(`/event/${eventId}/analytics/reports`);
  await expect(page.getByText(MESSAGES.remoteUnavailable('Analytics'))).toBeVisible();
  const menu = page.getByRole('navigation', { name: 'Event menu' });
  await expect(menu).toBeVisible();

  await menu.getByRole('link', { name: 'Audiences' }).click();
  await expect(page).toHaveURL(new RegExp(`/event/${eventId}/people/audiences`));
  await expect(page.getByRole('tab', { name: 'Audience groups' })).toBeVisible();
});

// The keys modules are requested by: the contract package is shared by subpath. react-router is
// not among them: the shell alone bundles it (see the last test).
const SINGLETONS = [
  'react',
  'react-dom',
  'react-dom/client',
  '@tanstack/react-query',
  'jotai',
  '@console/shared/zod',
  '@console/shared/contract',
  '@console/shared/react',
  '@console/shared/ui',
];

test('every shared singleton is loaded exactly once across the shell and the remotes', async ({
  page,
}) => {
  const eventId = await openAudiencesAsOrganizer(page);
  await page.goto(`/event/${eventId}/people/approvals`);
  await expect(page.getByRole('main')).toBeVisible();

  const loaded = await page.evaluate((names) => {
    type ShareEntry = { loaded?: boolean; lib?: unknown; from: string; useIn?: string[] };
    type Federation = {
      __SHARE__: Record<string, Record<string, Record<string, Record<string, ShareEntry>>>>;
    };
    const federation = (globalThis as unknown as { __FEDERATION__: Federation }).__FEDERATION__;
    const result: Record<string, string[]> = {};
    for (const name of names) {
      const copies = new Set<string>();
      for (const scopes of Object.values(federation.__SHARE__)) {
        for (const scope of Object.values(scopes)) {
          for (const [version, entry] of Object.entries(scope[name] ?? {})) {
            if (entry.loaded || entry.lib) copies.add(`${version} from ${entry.from}`);
          }
        }
      }
      result[name] = [...copies];
    }
    return result;
  }, SINGLETONS);

  for (const name of SINGLETONS) {
    expect(loaded[name], `${name} loaded copies`).toHaveLength(1);
  }
});

/**
 * Module federation's per-container bundler runtime: every container carries it by design (its
 * maintainers: "bundler runtime ... has to be 1 per runtime"), with the small helpers it imports.
 * The runtime itself (runtime-core) is not among them: remotes use the shell's (decision 0027), as
 * they use the shell's CSS loaders' runtime (tools/build, styleRuntimeShares).
 */
const PER_CONTAINER_RUNTIMES = [
  /:@module-federation\/(webpack-bundler-runtime|runtime|sdk|error-codes)\//,
];

/** The apps whose scripts carried a file whose name includes `part`. */
function appsCarrying(appsByFile: Map<string, Set<string>>, part: string): Set<string> {
  return new Set(
    [...appsByFile].filter(([file]) => file.includes(part)).flatMap(([, apps]) => [...apps]),
  );
}

test('no library file is loaded twice across the shell and the remotes', async ({ page }) => {
  const scripts = recordScripts(page);
  const eventId = await openAudiencesAsOrganizer(page);
  await page.goto(`/event/${eventId}/people/approvals`);
  await expect(page.getByRole('heading', { name: 'Requests' })).toBeVisible();

  expect([...scripts.keys()].sort()).toEqual([
    'localhost:3000',
    'localhost:3001',
    'localhost:3003',
  ]);
  const appsByFile = await librarySourcesOf(page.request, scripts);
  const twice = [...appsByFile]
    .filter(([file, apps]) => apps.size > 1 && !PER_CONTAINER_RUNTIMES.some((r) => r.test(file)))
    .map(([file, apps]) => `${file} in ${[...apps].join(', ')}`);
  expect(twice).toEqual([]);
  // The check reads real maps: the kit and react are among the files it saw, each in one app.
  expect([...appsByFile.keys()].some((f) => f.startsWith('shared/src/ui/'))).toBe(true);
  expect([...appsByFile.keys()].some((f) => f.includes(':react-dom/'))).toBe(true);
  // Remotes use the shell's router through @console/shared/react, and the shell's federation
  // runtime: both come from the shell alone.
  expect(appsCarrying(appsByFile, ':react-router')).toEqual(new Set(['localhost:3000']));
  expect(appsCarrying(appsByFile, ':@module-federation/runtime-core/')).toEqual(
    new Set(['localhost:3000']),
  );
});

test('the contract and the platform hooks reach the page in one script each', async ({ page }) => {
  const scripts = recordScripts(page);
  await openAudiencesAsOrganizer(page);

  // A kit or hooks module that imported them by relative path, not through
  // @console/shared/contract or /react (the shared singletons), put a copy in its own chunk.
  const scriptsByFile = await scriptsByLibraryFile(page.request, scripts);
  const platformFiles = [...scriptsByFile].filter(([file]) =>
    /^shared\/src\/(contract|react)\//.test(file),
  );
  expect(platformFiles.map(([file]) => file)).toContain('shared/src/contract/permissions.ts');
  const copied = platformFiles
    .filter(([, urls]) => urls.size > 1)
    .map(([file, urls]) => `${file} in ${[...urls].join(', ')}`);
  expect(copied).toEqual([]);
});
