/**
 * The approvals table on a laptop screen (1280 px): names and emails stay readable, on one line
 * each (an email too long ends in an ellipsis with the full address in its title), never broken
 * mid-word over several lines.
 */
import { expect, test } from '@playwright/test';
import { logIn, mainVirtualEventId } from './support';

test.use({ viewport: { width: 1280, height: 800 } });

test('at 1280 px the name column keeps names and emails on one line each', async ({ page }) => {
  await logIn(page, 'approver');
  const eventId = await mainVirtualEventId(page);
  await page.goto(`/event/${eventId}/people/approvals`);
  // The first request's name cell: its email carries the full address as a title.
  const firstRowHeader = page
    .getByRole('grid')
    .getByRole('rowheader')
    .filter({ has: page.locator('[title*="@"]') })
    .first();
  await expect(firstRowHeader).toBeVisible();
  const box = await firstRowHeader.boundingBox();
  expect(box?.width ?? 0).toBeGreaterThanOrEqual(200);

  const lines = await firstRowHeader.evaluate((cell) => {
    const lineCount = (element: Element) => {
      const style = getComputedStyle(element);
      const lineHeight = parseFloat(style.lineHeight) || parseFloat(style.fontSize) * 1.4;
      return Math.round(element.getBoundingClientRect().height / lineHeight);
    };
    const email = cell.querySelector('[title]');
    return { email: email ? lineCount(email) : -1, emailTitle: email?.getAttribute('title') ?? '' };
  });
  expect(lines.email).toBe(1);
  expect(lines.emailTitle).toContain('@');
});
