import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page } from '@playwright/test';
import { APPROVAL_MESSAGES } from '@console/approvals-contract';
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

/** The dialogs an approval may answer with that "Approve anyway" overrides. */
const OVERRIDABLE = new Set<string>([
  APPROVAL_MESSAGES.insufficientTickets,
  APPROVAL_MESSAGES.ticketsSoldOut,
  APPROVAL_MESSAGES.eventCapacityExceeded,
]);

/**
 * Goes through the dialogs an approval may answer with first: "Approve anyway" on a sold-out or
 * capacity dialog (each answer changes the dialog's title). Answers the final Approve dialog.
 */
export async function passOverridableDialogs(page: Page): Promise<Locator> {
  const dialog = page.getByRole('alertdialog');
  const title = dialog.getByRole('heading');
  await expect(title).toHaveText(/./);
  let current = (await title.textContent()) ?? '';
  while (OVERRIDABLE.has(current)) {
    await dialog.getByRole('button', { name: APPROVAL_MESSAGES.approveAnyway }).click();
    await expect(title).not.toHaveText(current);
    current = (await title.textContent()) ?? '';
  }
  await expect(dialog).toHaveAccessibleName(/^Approve /);
  return dialog;
}

/** Goes through the dialogs left of an approval, then the final Approve. */
export async function approveThroughDialogs(page: Page): Promise<void> {
  const dialog = await passOverridableDialogs(page);
  await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
}
