/**
 * Integrations in the composed console: the organization's list turns an integration off (after
 * asking) and the event's Integrations menu entry follows the real state; connection settings
 * never send the token back.
 */
import { expect, test } from '@playwright/test';
import { logIn, mainVirtualEventId } from './support';

test('turning the organization’s Salesforce off hides the event’s Integrations entry, and on shows it again', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await logIn(page, 'organizer');
  const eventId = await mainVirtualEventId(page);
  const sidebarEntry = page.getByRole('navigation').getByRole('link', { name: 'Integrations' });
  await page.goto(`/event/${eventId}/event-integration`);
  await expect(page.getByRole('heading', { level: 1, name: 'Integrations' })).toBeVisible();
  await expect(sidebarEntry).toBeVisible();

  await page.goto('/dashboard/integration/list');
  const salesforce = page.getByRole('switch', { name: 'Salesforce enabled' });
  await expect(salesforce).toBeChecked();
  await salesforce.locator('xpath=ancestor::label[1]').click();
  const confirm = page.getByRole('alertdialog', { name: 'Turn off Salesforce?' });
  await confirm.getByRole('button', { name: 'Turn off' }).click();
  await expect(salesforce).not.toBeChecked();

  await page.goto(`/event/${eventId}/people/audiences`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(sidebarEntry).toHaveCount(0);

  await page.goto('/dashboard/integration/list');
  await page
    .getByRole('switch', { name: 'Salesforce enabled' })
    .locator('xpath=ancestor::label[1]')
    .click();
  await expect(page.getByRole('switch', { name: 'Salesforce enabled' })).toBeChecked();
  await page.goto(`/event/${eventId}/people/audiences`);
  await expect(sidebarEntry).toBeVisible();
});

test('connection settings keep the token on the server', async ({ page }) => {
  await logIn(page, 'organizer');
  await page.goto('/dashboard/integration/list');
  await page.getByRole('button', { name: 'Connection settings for Salesforce' }).click();
  const token = page.getByLabel('API token');
  await expect(token).toHaveValue('');
  await expect(page.getByText('A token is set; enter a new one to replace it')).toBeVisible();
  const list = await (await page.request.get('/api/organization/integrations')).text();
  expect(list).not.toContain('demo-crm-token');
  expect(list).toContain('"hasApiToken":true');
});
