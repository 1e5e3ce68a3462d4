import { expect, test } from '@playwright/test';
import { MESSAGES } from '@console/shared/contract';
import { logIn, mainVirtualEventId } from './support';

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

// The keys modules are requested by: the contract package is shared by subpath.
const SINGLETONS = [
  'react',
  'react-dom',
  'react-dom/client',
  'react-router',
  'react-router-dom',
  '@tanstack/react-query',
  'jotai',
  '@console/shared/contract',
  '@console/shared/react',
  '@console/shared/ui',
];

test('every shared singleton is loaded exactly once across the shell and the remotes', async ({
  page,
}) => {
  await logIn(page, 'organizer');
  const eventId = await mainVirtualEventId(page);
  await page.goto(`/event/${eventId}/people/audiences`);
  await expect(page.getByRole('tab', { name: 'Audience groups' })).toBeVisible();
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
