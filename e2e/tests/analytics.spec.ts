/**
 * Analytics in the composed console: dashboards embedded from the analytics service on its own
 * origin (resized by its messages, drilled down), the booth owner's Booths-only view, a report
 * download with rows, and the revenue dashboard's sync from the demo CRM.
 */
import { expect, test, type Page } from '@playwright/test';
import { ANALYTICS_MESSAGES } from '@console/analytics-contract';
import { downloadOf, logIn, mainVirtualEventId } from './support';

const ANALYTICS_ORIGIN = 'http://localhost:3006';

async function frameHeights(page: Page, title: RegExp) {
  const frame = page.getByTitle(title);
  const outer = await frame.evaluate((el) => el.getBoundingClientRect().height);
  const inner = await page
    .frameLocator(`iframe[title="${await frame.getAttribute('title')}"]`)
    .locator('html')
    .evaluate((html) => html.scrollHeight);
  return { outer, inner };
}

test('an organizer reads the virtual event’s reports from the analytics service and drills down', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await logIn(page, 'organizer');
  const eventId = await mainVirtualEventId(page);
  await page.goto(`/event/${eventId}/analytics/reports`);
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  for (const name of ['Event Summary', 'Stages', 'Booths', 'Rooms', 'Networking', 'Emails']) {
    await expect(page.getByRole('tab', { name, exact: true })).toBeVisible();
  }
  await expect(page.getByText(/Reports last updated/)).toBeVisible();

  const summary = page.getByTitle(/Event Summary dashboard/);
  await expect(summary).toHaveAttribute('src', new RegExp(`^${ANALYTICS_ORIGIN}/embed/`));
  const summaryFrame = page.frameLocator('iframe[title*="Event Summary"]');
  await expect(summaryFrame.getByRole('heading', { name: /Event Summary/ })).toBeVisible();
  // The frame takes the height the embed posts (its whole document, no inner scroll bar).
  await expect
    .poll(async () => {
      const { outer, inner } = await frameHeights(page, /Event Summary dashboard/);
      return Math.abs(outer - inner) <= 2 && outer > 200;
    })
    .toBe(true);

  await page.getByRole('tab', { name: 'Stages', exact: true }).click();
  await expect(page).toHaveURL(/tab=STAGES/);
  const stagesFrame = page.frameLocator('iframe[title*="Stages"]');
  const drill = stagesFrame.getByRole('button', { name: /^Open / }).first();
  const place = ((await drill.textContent()) ?? '').replace(/^Open /, '').trim();
  await drill.click();
  const drillDown = page.getByRole('dialog');
  await expect(drillDown).toBeVisible();
  await expect(drillDown.getByText(place).first()).toBeVisible();
  const detail = drillDown.locator('iframe');
  await expect(detail).toHaveAttribute('src', new RegExp(`^${ANALYTICS_ORIGIN}/embed/`));
  await expect(
    drillDown.frameLocator('iframe').getByRole('heading', { name: new RegExp(place) }),
  ).toBeVisible();
});

test('a booth owner who is not an organizer sees the Booths report only', async ({ page }) => {
  await logIn(page, 'booth');
  const eventId = await mainVirtualEventId(page);
  await page.goto(`/event/${eventId}/analytics/reports`);
  await expect(page.getByRole('tab', { name: 'Booths', exact: true })).toBeVisible();
  await expect(page.getByRole('tab')).toHaveCount(1);
  const frame = page.frameLocator('iframe[title*="Booths"]');
  await expect(frame.getByRole('heading', { name: /Booths/ })).toBeVisible();
});

test('an organizer downloads a report with rows', async ({ page }) => {
  await logIn(page, 'organizer');
  const eventId = await mainVirtualEventId(page);
  await page.goto(`/event/${eventId}/analytics/reportDownloads`);
  await expect(page.getByRole('heading', { level: 1, name: 'Report downloads' })).toBeVisible();
  const first = page.getByRole('button', { name: /^Download / }).first();
  const file = await downloadOf(page, () => first.click());
  expect(file.name).toMatch(/\.csv$/);
  expect(file.text.trim().split('\n').length).toBeGreaterThan(1);
});

test('an organizer syncs the revenue dashboard from the CRM and then waits a day', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await logIn(page, 'organizer');
  const eventId = await mainVirtualEventId(page);
  await page.goto(`/event/${eventId}/analytics/revenue-dashboard`);
  await expect(page.getByText(ANALYTICS_MESSAGES.noDataSync)).toBeVisible();
  await page.getByRole('button', { name: 'Sync now' }).click();
  await expect(page.getByText(ANALYTICS_MESSAGES.syncStarted)).toBeVisible();
  await expect(page.getByText('Won revenue')).toBeVisible({ timeout: 30_000 });
  const byTicketType = page.getByRole('grid', { name: 'Revenue by ticket type' });
  await expect(byTicketType.getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sync now' })).toBeDisabled();
  await expect(page.getByText(/Next sync will be available at/)).toBeVisible();
});
