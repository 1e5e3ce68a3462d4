import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import { AUTH_API, SessionResponseSchema } from '@console/shared/contract';
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

/** Logs the organizer in and opens the main virtual event's audience groups; answers its id. */
export async function openAudiencesAsOrganizer(page: Page): Promise<number> {
  await logIn(page, 'organizer');
  const eventId = await mainVirtualEventId(page);
  await page.goto(`/event/${eventId}/people/audiences`);
  await expect(page.getByRole('tab', { name: 'Audience groups' })).toBeVisible();
  return eventId;
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

/** The CSRF token of the logged-in session, for writes through page.request. */
export async function csrfTokenOf(page: Page): Promise<string> {
  const response = await page.request.get(`/api${AUTH_API.me}`);
  return SessionResponseSchema.parse(await response.json()).csrfToken;
}

/** The file a click starts downloading: its suggested name and its text. */
export async function downloadOf(page: Page, start: () => Promise<void>) {
  const downloading = page.waitForEvent('download');
  await start();
  const download = await downloading;
  const path = await download.path();
  return { name: download.suggestedFilename(), text: await readFile(path, 'utf8') };
}
