import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { logIn, mainVirtualEventId } from './support';

/** Serious and critical WCAG 2.1 A/AA violations on the page as it is now. */
async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

test('the login page has no serious accessibility violations', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByLabel('Email')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the dashboard and the audiences page have no serious accessibility violations', async ({
  page,
}) => {
  await logIn(page, 'organizer');
  expect(await seriousViolations(page)).toEqual([]);
  const eventId = await mainVirtualEventId(page);
  await page.goto(`/event/${eventId}/people/audiences`);
  await expect(page.getByRole('tab', { name: 'Audience groups' })).toBeVisible();
  await expect(page.getByText(/audiences$/).first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
