import { expect, test } from '@playwright/test';
import { logIn, mainVirtualEventId } from '../support';

const PEOPLE = 'http://localhost:3001';

test("a remote page's load fetches its remote ahead, and each of its files once", async ({
  page,
}) => {
  await logIn(page, 'organizer');
  const eventId = await mainVirtualEventId(page);

  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(PEOPLE)) asked.push(new URL(request.url()).pathname);
  });
  await page.goto(`/event/${eventId}/people/audiences`);
  await expect(page.getByRole('tab', { name: 'Audience groups' })).toBeVisible();

  // The shell's entry asked for the manifest as the registry answered and had the browser preload
  // the remote's entry and its exposed module; the federation runtime took both from there.
  const preloaded = await page
    .locator('link[rel="preload"][as="script"]')
    .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
  expect(preloaded).toContain(`${PEOPLE}/remoteEntry.js`);
  expect(preloaded.some((href) => /\/__federation_expose_app\.[0-9a-f]+\.js$/.test(href))).toBe(
    true,
  );
  const times = (path: string) => asked.filter((p) => p === path).length;
  expect(times('/mf-manifest.json')).toBe(1);
  expect(times('/remoteEntry.js')).toBe(1);
  expect(asked.filter((p) => p.includes('__federation_expose_app'))).toHaveLength(1);
});
