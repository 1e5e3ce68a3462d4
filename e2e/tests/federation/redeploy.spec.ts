/**
 * Independent deploys, for real: a remote rebuilt with a changed feature contract is served
 * from another origin and taken into the running console by a registry change alone (no shell
 * rebuild or restart), and rolled back the same way; a remote built for another contract major
 * is refused in its own area while the rest of the console works.
 */
import { expect, test, type Page } from '@playwright/test';
import { CONTRACT_VERSION, MESSAGES } from '@console/shared/contract';
import { PEOPLE_MESSAGES } from '@console/people-contract';
import { logIn, mainVirtualEventId } from '../support';
import { buildRemoteCopy, serveRemoteDist } from './remote-build';
import { pointRemote } from './registry-file';

test.describe.configure({ mode: 'serial', timeout: 300_000 });

const CHANGED_MESSAGE = `${PEOPLE_MESSAGES.customGroupCreated} (people 1.1.0)`;

/** Origins the page fetched remote manifests from, to see which build it really loaded. */
function manifestOrigins(page: Page): Set<string> {
  const origins = new Set<string>();
  page.on('request', (request) => {
    if (request.url().endsWith('/mf-manifest.json')) origins.add(new URL(request.url()).origin);
  });
  return origins;
}

test('a remote redeployed with a changed feature contract is picked up from the registry, then rolled back', async ({
  page,
}) => {
  const build = await buildRemoteCopy({
    remote: 'mf-people',
    edits: {
      'contracts/people/src/messages.ts': (text) =>
        text.replace(
          `customGroupCreated: '${PEOPLE_MESSAGES.customGroupCreated}'`,
          `customGroupCreated: '${CHANGED_MESSAGE}'`,
        ),
      'mf-people/package.json': (text) => text.replace('"version": "1.0.0"', '"version": "1.1.0"'),
    },
  });
  const server = await serveRemoteDist(build.dist, 3011);
  try {
    await logIn(page, 'organizer');
    const eventId = await mainVirtualEventId(page);
    // The audiences page greets a just-created custom group with the contract's message.
    const greeted = `/event/${eventId}/people/audiences?cag_created=true`;
    const origins = manifestOrigins(page);

    await page.goto(greeted);
    await expect(page.getByText(PEOPLE_MESSAGES.customGroupCreated, { exact: true })).toBeVisible();

    const rollBack = pointRemote('mf-people', `${server.url}/mf-manifest.json`, '1.1.0');
    try {
      await page.goto(greeted);
      await expect(page.getByText(CHANGED_MESSAGE, { exact: true })).toBeVisible();
      expect(origins).toContain(server.url);
      await expect(page.getByRole('tab', { name: 'Audience groups' })).toBeVisible();
    } finally {
      rollBack();
    }

    origins.clear();
    await page.goto(greeted);
    await expect(page.getByText(PEOPLE_MESSAGES.customGroupCreated, { exact: true })).toBeVisible();
    await expect(page.getByText(CHANGED_MESSAGE)).toHaveCount(0);
    expect(origins).not.toContain(server.url);
  } finally {
    await server.close();
    build.remove();
  }
});

test('a remote built for another contract major is refused in its own area only', async ({
  page,
}) => {
  const otherMajor = `${Number(CONTRACT_VERSION.split('.')[0]) + 1}.0.0`;
  const build = await buildRemoteCopy({
    remote: 'mf-analytics',
    env: { CONSOLE_CONTRACT_VERSION: otherMajor },
  });
  const server = await serveRemoteDist(build.dist, 3014);
  const restore = pointRemote('mf-analytics', `${server.url}/mf-manifest.json`, '9.0.0');
  try {
    await logIn(page, 'organizer');
    const eventId = await mainVirtualEventId(page);
    await page.goto(`/event/${eventId}/analytics/reports`);
    await expect(
      page.getByText(MESSAGES.remoteIncompatible('Analytics', otherMajor, CONTRACT_VERSION)),
    ).toBeVisible();

    const menu = page.getByRole('navigation', { name: 'Event menu' });
    await menu.getByRole('link', { name: 'Audiences' }).click();
    await expect(page.getByRole('tab', { name: 'Audience groups' })).toBeVisible();
  } finally {
    restore();
    await server.close();
    build.remove();
  }
});
