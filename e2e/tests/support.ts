import { expect, type Page } from '@playwright/test';
import demoLogins from '../../api/src/seed/demo-logins.json';

export type DemoUser = 'organizer' | 'approver' | 'booth' | 'viewer';

export function loginOf(user: DemoUser): { email: string; password: string } {
  const login = demoLogins.find((l) => l.email.startsWith(`${user}@`));
  if (!login) throw new Error(`No demo login for ${user}`);
  return login;
}

/** Logs in through the login page and waits for the dashboard. */
export async function logIn(page: Page, user: DemoUser): Promise<void> {
  const { email, password } = loginOf(user);
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: /log in/i }).click();
  await expect(page).toHaveURL(/\/dashboard/);
}

/** The id of the main demo virtual event, read from the API as the logged-in user sees it. */
export async function mainVirtualEventId(page: Page): Promise<number> {
  const response = await page.request.get('/api/events');
  expect(response.ok()).toBeTruthy();
  const { events } = (await response.json()) as {
    events: {
      eventId: number;
      type: string;
      eventFormat: string;
      seriesParentEventId: number | null;
    }[];
  };
  const event = events.find(
    (e) => e.type === 'EVENT' && e.eventFormat === 'VIRTUAL' && e.seriesParentEventId === null,
  );
  if (!event) throw new Error('The demo virtual event is missing');
  return event.eventId;
}
