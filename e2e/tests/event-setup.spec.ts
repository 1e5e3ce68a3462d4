/**
 * Event setup and communication (mf-event-setup, issue #43) as an organizer walks them on the main
 * demo event: a zone turned on from the access page's notice makes its feature active there;
 * a session added on a new day is granted in session access, which asks for the day; an approval
 * email turned off meets the approve-email-off dialog, whose link leads back to the email to turn
 * it on; the invitation's text is edited, previewed and sent as a test to the outbox.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { ACCESS_API, ACCESS_MESSAGES } from '@console/access-control-contract';
import { VENUE_SETTINGS_API } from '@console/event-setup-contract';
import { APPROVAL_API, type ApprovalListResponse } from '@console/approvals-contract';
import { OUTBOX_API, OutboxListSchema } from '@console/shared/contract';
import { csrfTokenOf, logIn, mainVirtualEventId, passOverridableDialogs } from './support';

const GROUP = 'Student';
const ZONE_OFF = 'Inactive: Its zone is not active on this event';

interface AccessGroupAnswer {
  groups: { groupId: number; groupName: string; isBaseGroup: boolean }[];
}

/** The Student ticket group's access group id. */
async function studentGroupId(page: Page, eventId: number): Promise<number> {
  const response = await page.request.get(`/api${ACCESS_API.groups(eventId)}`);
  expect(response.ok()).toBeTruthy();
  const { groups } = (await response.json()) as AccessGroupAnswer;
  const group = groups.find((g) => !g.isBaseGroup && g.groupName === GROUP);
  if (!group) throw new Error(`The demo event has no ${GROUP} access group`);
  return group.groupId;
}

/** Opens the access page of the Student ticket group from People > Audiences. */
async function openGroupAccess(page: Page, eventId: number): Promise<void> {
  await page.goto(`/event/${eventId}/people/audiences?selectedTab=EXPERIENCE_MANAGEMENT`);
  await page.getByRole('tab', { name: 'Access control' }).click();
  await page.getByRole('link', { name: new RegExp(`^${GROUP}\\b`) }).click();
  await expect(page.getByRole('heading', { level: 1, name: GROUP })).toBeVisible();
}

/** The Expo feature's row on the group's access page (in its Grant or Revoke section). */
const expoRow = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('switch', { name: 'Expo', exact: true }) })
    .first();

/**
 * Presses a kit switch: its native input lies visually hidden under its label, so the label is
 * what a person presses. The switch saves at once; callers wait for its new state.
 */
async function pressSwitch(toggle: Locator): Promise<void> {
  await toggle.locator('xpath=ancestor::label[1]').click();
}

/** Sets the event's Expo zone through the API, as the Expo page does. */
async function setExpo(page: Page, eventId: number, active: boolean): Promise<void> {
  const response = await page.request.patch(`/api${VENUE_SETTINGS_API.expo(eventId)}`, {
    headers: { 'x-csrf-token': await csrfTokenOf(page) },
    data: { active },
  });
  expect(response.ok(), `PATCH expo answered ${response.status()}`).toBeTruthy();
}

test('an organizer turns Expo on from the notice on a group’s access page and sees it active there', async ({
  page,
}) => {
  await logIn(page, 'organizer');
  const eventId = await mainVirtualEventId(page);
  await openGroupAccess(page, eventId);

  // The demo event's Expo zone is off: the group page says so and links to the Expo page.
  await expect(expoRow(page)).toContainText(ZONE_OFF);
  await expoRow(page).getByRole('link', { name: 'Change it on the Expo page' }).click();
  await expect(page).toHaveURL(new RegExp(`/event/${eventId}/venue-setup/expo$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Expo' })).toBeVisible();

  const expoZone = page.getByRole('switch', { name: 'Expo zone' });
  await expect(expoZone).not.toBeChecked();
  await pressSwitch(expoZone);
  await expect(page.getByText('Expo zone turned on')).toBeVisible();
  await expect(expoZone).toBeChecked();

  try {
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: GROUP })).toBeVisible();
    await expect(expoRow(page)).toBeVisible();
    await expect(expoRow(page)).not.toContainText(ZONE_OFF);
    await page.reload();
    await expect(expoRow(page)).toBeVisible();
    await expect(expoRow(page)).not.toContainText(ZONE_OFF);
  } finally {
    // The other specs meet the demo event as seeded.
    await setExpo(page, eventId, false);
  }
});

test('an organizer adds a session on a day the group has no access to, grants it, and is asked for the day', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await logIn(page, 'organizer');
  const eventId = await mainVirtualEventId(page);
  const groupId = await studentGroupId(page, eventId);

  // The schedule, on its last day.
  await page.goto(`/event/${eventId}/venue-setup/schedule`);
  await expect(page.getByRole('heading', { level: 1, name: 'Schedule' })).toBeVisible();
  await page.getByRole('tablist', { name: 'Days of the event' }).getByRole('tab').last().click();
  await expect(page).toHaveURL(/[?&]day=\d{4}-\d{2}-\d{2}/);
  const day = new URL(page.url()).searchParams.get('day') ?? '';

  // The Student group has no access on that day (another spec may have granted it).
  const noDay = await page.request.put(`/api${ACCESS_API.dayAccess(eventId, groupId)}`, {
    headers: { 'x-csrf-token': await csrfTokenOf(page) },
    data: { days: [{ dayAccessDate: day, grantStatus: 'NO_GRANT' }] },
  });
  expect(noDay.ok(), `PUT day access answered ${noDay.status()}`).toBeTruthy();

  // Add a session on that day; the form starts on it.
  const title = `Closing panel ${Date.now()}`;
  await page.getByRole('link', { name: 'Add session' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add session' })).toBeVisible();
  await page.getByRole('textbox', { name: /^Title/ }).fill(title);
  await page.getByRole('textbox', { name: /^Stage or venue/ }).fill('Main Stage');
  await page.getByRole('button', { name: 'Add session' }).click();
  await expect(page.getByText('Session added.')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/venue-setup/schedule\\?.*day=${day}`));
  await expect(page.getByText(title)).toBeVisible();

  // Session access of Student's Grant section, its restricted sessions of that day.
  await page.goto(
    `/event/${eventId}/people/audiences/experience-management/session/${groupId}/grant?days=${day}&q=${encodeURIComponent(title)}`,
  );
  const table = page.getByRole('grid', { name: 'Sessions' });
  const toggle = table.getByRole('switch', { name: `Access to ${title}` });
  await expect(toggle).not.toBeChecked();
  // In a grid row the hidden input lies under the row: press the switch's visible label.
  await toggle.locator('xpath=ancestor::label[1]').click();
  await expect(toggle).toBeChecked();
  await page.getByRole('button', { name: 'Update Access' }).click();

  const dialog = page.getByRole('dialog', { name: ACCESS_MESSAGES.grantDayAccessTitle });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('checkbox')).toHaveCount(1);
  await dialog.getByRole('button', { name: ACCESS_MESSAGES.grantDayAccess }).click();
  await expect(page.getByText(ACCESS_MESSAGES.dayAccessUpdated)).toBeVisible();
  await expect(dialog).toBeHidden();
});

/** A pending request of the event that nothing blocks, to approve. */
async function approvableRequest(page: Page, eventId: number) {
  const response = await page.request.get(
    `/api${APPROVAL_API.list(eventId)}?status=PENDING&limit=100`,
  );
  expect(response.ok()).toBeTruthy();
  const { items } = (await response.json()) as ApprovalListResponse;
  // In the demo, the Workshop Add-on's sales have ended and coupons may be used up (both block).
  const row = items.find(
    (r) =>
      !r.isTransactionInProgress &&
      r.coupons.length === 0 &&
      r.tickets.every((t) => t.name !== 'Workshop Add-on'),
  );
  if (!row) throw new Error('The demo event has no pending request to approve');
  return row;
}

test('with the approval email off, approving meets the dialog whose link leads back to turn it on', async ({
  page,
}) => {
  await logIn(page, 'organizer');
  const eventId = await mainVirtualEventId(page);

  // Communication > Standard: the approval email off.
  await page.goto(`/event/${eventId}/communication/standard`);
  const approvalEmail = page.getByRole('switch', { name: 'Approval email' });
  await expect(approvalEmail).toBeChecked();
  await pressSwitch(approvalEmail);
  await expect(page.getByText('Approval email turned off')).toBeVisible();

  // Approving a request now says no email goes out, and links to the email settings.
  const row = await approvableRequest(page, eventId);
  await page.goto(`/event/${eventId}/people/approvals?q=${encodeURIComponent(row.email)}`);
  const line = page
    .getByRole('grid', { name: 'Registration requests' })
    .getByRole('row')
    .filter({ hasText: row.email });
  await line.getByRole('button', { name: /^Approve / }).click();
  const dialog = await passOverridableDialogs(page);
  await dialog.getByRole('link', { name: 'Open email settings' }).click();

  await expect(page).toHaveURL(new RegExp(`/event/${eventId}/communication/standard\\?`));
  const again = page.getByRole('switch', { name: 'Approval email' });
  await expect(again).not.toBeChecked();
  await pressSwitch(again);
  await expect(page.getByText('Approval email turned on')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Approval email' })).toBeChecked();
});

test('the standard invitation’s text is edited, previewed, sent as a test and found in the outbox', async ({
  page,
}) => {
  await logIn(page, 'organizer');
  const eventId = await mainVirtualEventId(page);
  const marker = `See you at the keynote ${Date.now()}`;

  await page.goto(`/event/${eventId}/communication/standard`);
  await page.getByRole('button', { name: 'Edit standard invitation email' }).click();
  const editor = page.getByRole('dialog', { name: 'Edit the standard invitation email' });
  await editor.getByRole('textbox', { name: 'Text' }).fill(`Hi {firstName}, ${marker} of {event}.`);

  await editor.getByRole('button', { name: 'Preview' }).click();
  const preview = editor.getByRole('region', { name: 'Preview' });
  await expect(preview).toContainText('Filled in with the data of');
  await expect(preview).toContainText(marker);
  await expect(preview).not.toContainText('{firstName}');

  await editor.getByRole('button', { name: 'Send me a test' }).click();
  await expect(page.getByText('Test email sent to organizer@demo.events')).toBeVisible();
  await editor.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Standard invitation email saved')).toBeVisible();

  // The test is in the event's outbox, addressed to the organizer, with the edited text.
  const outbox = OutboxListSchema.parse(
    await (await page.request.get(`/api${OUTBOX_API.list(eventId)}`)).json(),
  );
  const sent = outbox.emails.find(
    (e) => e.to === 'organizer@demo.events' && e.body.includes(marker),
  );
  if (!sent) throw new Error('The test email is not in the outbox');
  expect(sent.subject.startsWith('[Test] ')).toBe(true);
  await page.goto(`/event/${eventId}/communication/outbox`);
  const outboxRow = page
    .getByRole('grid', { name: 'Email outbox' })
    .getByRole('row')
    .filter({ hasText: sent.subject })
    .first();
  await outboxRow.getByRole('button', { name: sent.subject, exact: true }).click();
  await expect(
    page.getByRole('dialog', { name: sent.subject }).getByTestId('email-body'),
  ).toContainText(marker);
});
