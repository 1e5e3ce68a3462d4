import { expect, test } from '@playwright/test';
import { MESSAGES } from '@console/shared/contract';
import { logIn } from './support';

test('a wrong password is refused with a clear message and nothing else happens', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill('organizer@demo.events');
  await page.getByLabel('Password').fill('wrong');
  await page.getByRole('button', { name: /log in/i }).click();
  await expect(page.getByText(MESSAGES.invalidCredentials)).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});

test('an unauthenticated visit is sent to login and returns to the page after it', async ({
  page,
}) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login/);
  await logIn(page, 'organizer');
  await expect(page.getByRole('heading', { name: /events/i }).first()).toBeVisible();
});

test('logging out ends the session on the server', async ({ page }) => {
  await logIn(page, 'organizer');
  await page.getByRole('button', { name: /log out/i }).click();
  await expect(page).toHaveURL(/\/login/);
  expect((await page.request.get('/api/auth/me')).status()).toBe(401);
});
