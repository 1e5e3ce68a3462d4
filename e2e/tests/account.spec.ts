/**
 * The user's own account over the composed console: the devices they are logged in on, and
 * ending one of them from the sessions page.
 */
import { expect, test } from '@playwright/test';
import { AUTH_API, MESSAGES, SessionListSchema } from '@console/shared/contract';
import { logIn } from './support';

/** A user agent no other test logs in with, so the other device's row is told apart by its name. */
const OTHER_DEVICE_USER_AGENT =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:125.0) Gecko/20100101 Firefox/125.0';
const OTHER_DEVICE = 'Firefox on Windows';

test('ending another session from the sessions page sends that device to login on its next navigation', async ({
  browser,
}) => {
  const here = await browser.newContext();
  const elsewhere = await browser.newContext({ userAgent: OTHER_DEVICE_USER_AGENT });
  try {
    const page = await here.newPage();
    const otherPage = await elsewhere.newPage();
    await logIn(otherPage, 'organizer');
    await logIn(page, 'organizer');
    const otherSessions = SessionListSchema.parse(
      await (await otherPage.request.get(`/api${AUTH_API.sessions}`)).json(),
    );
    const otherSessionId = otherSessions.sessions.find((s) => s.current)?.sessionId;
    expect(otherSessionId).toBeDefined();

    await page.getByRole('link', { name: 'Your sessions', exact: true }).click();
    await expect(page).toHaveURL(/\/account\/sessions$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Your sessions' })).toBeVisible();
    const table = page.getByRole('grid', { name: 'Your sessions' });
    const thisDevice = table.getByRole('row').filter({ hasText: MESSAGES.thisDevice });
    await expect(thisDevice).toHaveCount(1);
    await expect(thisDevice.getByRole('button', { name: 'End session' })).toHaveCount(0);
    const otherRow = table.getByRole('row').filter({ hasText: OTHER_DEVICE });
    await expect(otherRow).toHaveCount(1);

    await otherRow.getByRole('button', { name: 'End session' }).click();
    const dialog = page.getByRole('alertdialog', { name: MESSAGES.endSessionTitle });
    await expect(dialog).toContainText(MESSAGES.endSessionBody(OTHER_DEVICE));
    await dialog.getByRole('button', { name: 'End session' }).click();
    await expect(page.getByText(MESSAGES.sessionEnded)).toBeVisible();
    await expect(otherRow).toHaveCount(0);
    await expect(thisDevice).toHaveCount(1);

    // The other device learns it on its next navigation; this one is still logged in.
    await otherPage.goto('/dashboard');
    await expect(otherPage).toHaveURL(/\/login/);
    expect((await otherPage.request.get(`/api${AUTH_API.me}`)).status()).toBe(401);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Your sessions' })).toBeVisible();
    const mine = SessionListSchema.parse(
      await (await page.request.get(`/api${AUTH_API.sessions}`)).json(),
    );
    expect(mine.sessions.map((s) => s.sessionId)).not.toContain(otherSessionId);
  } finally {
    await here.close();
    await elsewhere.close();
  }
});
