import { expect, test } from '@playwright/test';
import {
  AUDIENCE_API,
  INVITE_LIST_API,
  PEOPLE_EXTRA_MESSAGES,
  PEOPLE_MESSAGES,
  type AudienceListResponse,
  type InviteesPage,
} from '@console/people-contract';
import { downloadOf, logIn, mainVirtualEventId } from './support';

/** Four good rows, a bad email and a bad country: the import must keep the four. */
const CSV = [
  'email,firstName,lastName,role,company,phoneNumber,country',
  'ada.e2e@example.com,Ada,Lovelace,Speaker,Analytical,+14155552671,United States',
  'grace.e2e@example.com,Grace,Hopper,Attendee,Navy,,United States',
  'alan.e2e@example.com,Alan,Turing,Attendee,Bletchley,,United Kingdom',
  'katherine.e2e@example.com,Katherine,Johnson,Attendee,NASA,,US',
  'not-an-email,Bad,Row,Attendee,Nowhere,,United States',
  'edsger.e2e@example.com,Edsger,Dijkstra,Attendee,TU Eindhoven,,Atlantis',
].join('\n');

test('an organizer imports a CSV with bad rows, imports the rest, and works the invite list', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await logIn(page, 'organizer');
  const eventId = await mainVirtualEventId(page);
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(worker.url()));

  await page.goto(`/event/${eventId}/people/audiences?selectedTab=INVITE_LISTS`);
  await page.getByRole('button', { name: 'Create invite list' }).click();
  const dialog = page.getByRole('dialog');
  const listName = `E2E guests ${Date.now()}`;
  await dialog.getByRole('textbox', { name: /Audience name/ }).fill(listName);
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'guests.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(CSV),
  });

  // The browser reads the file in a web worker, then the columns step matches its header
  // (decision 0042) and lists each bad row before anything is sent.
  await expect(dialog.getByText('Read as UTF-8, columns separated by commas.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByRole('heading', { name: 'Match the columns' })).toBeFocused();
  await expect(dialog.getByText('2 rows of 6 cannot be imported', { exact: false })).toBeVisible();
  await expect(dialog.getByRole('gridcell', { name: PEOPLE_MESSAGES.invalidEmail })).toBeVisible();
  await expect(
    dialog.getByRole('gridcell', { name: PEOPLE_EXTRA_MESSAGES.unknownCountry }),
  ).toBeVisible();
  expect(workers.length).toBeGreaterThan(0);

  await dialog.getByRole('button', { name: 'Continue with 4 valid rows' }).click();
  await dialog.getByRole('button', { name: 'Skip' }).click();

  // The server checks every row again: the two bad ones are refused, the rest imported.
  await expect(dialog.getByRole('progressbar', { name: 'Invitees imported' })).toBeVisible();
  await expect(dialog.getByText(PEOPLE_MESSAGES.partiallyImported)).toBeVisible({
    timeout: 30_000,
  });
  const failedRows = await downloadOf(page, () =>
    dialog.getByRole('button', { name: 'Download failed rows' }).click(),
  );
  expect(failedRows.text).toContain('not-an-email');
  expect(failedRows.text).toContain(PEOPLE_EXTRA_MESSAGES.unknownCountry);
  expect(failedRows.text).not.toContain('ada.e2e@example.com');

  await dialog.getByRole('link', { name: 'Open the invite list' }).click();
  await expect(page.getByRole('heading', { name: listName })).toBeVisible();
  const table = page.getByRole('grid', { name: 'Invitees' });
  await expect(table.getByText('grace.e2e@example.com')).toBeVisible();

  await table.getByRole('button', { name: 'Decline Grace Hopper' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Decline' }).click();
  await expect(page.getByText(PEOPLE_MESSAGES.inviteeDeclined)).toBeVisible();
  const listId = Number(page.url().match(/invite-list\/(\d+)/)?.[1]);
  const invitees: InviteesPage = await (
    await page.request.get(`/api${INVITE_LIST_API.invitees(eventId, listId)}`)
  ).json();
  expect(invitees.total).toBe(4);
  expect(invitees.invitees.find((i) => i.email === 'grace.e2e@example.com')?.invitationStatus).toBe(
    'DECLINED',
  );

  const csv = await downloadOf(page, () =>
    page.getByRole('button', { name: 'Download CSV' }).click(),
  );
  expect(csv.name).toBe('invite-list.csv');
  expect(csv.text).toContain('katherine.e2e@example.com');
});

test("an organizer opens a role group's list, searches it, downloads it and adds the group to two sessions", async ({
  page,
}) => {
  await logIn(page, 'organizer');
  const eventId = await mainVirtualEventId(page);
  const groups: AudienceListResponse = await (
    await page.request.get(`/api${AUDIENCE_API.groups(eventId)}`)
  ).json();
  const attendees = groups.roleBasedGroupList.find((g) => g.name === 'Attendees');
  if (!attendees) throw new Error('The demo event has no Attendees group');

  await page.goto(`/event/${eventId}/people/audiences`);
  await page
    .getByRole('region', { name: 'Role' })
    .getByRole('link', { name: /Attendees/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`/people/audiences/${attendees.audienceGroupId}`));
  const table = page.getByRole('grid', { name: 'Audiences' });
  const firstEmail = (await table.getByText(/@/).first().textContent())?.trim() ?? '';
  expect(firstEmail).toContain('@');

  await page.getByRole('searchbox', { name: 'Search audiences' }).fill(firstEmail);
  await expect(page).toHaveURL(/[?&]q=/);
  await expect(table.getByRole('row')).toHaveCount(2);

  const csv = await downloadOf(page, () =>
    page.getByRole('button', { name: 'Download CSV' }).click(),
  );
  expect(csv.name).toBe('audience-list.csv');
  expect(csv.text).toContain(firstEmail);

  await page.getByRole('button', { name: 'Add to sessions' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add to sessions' });
  const sessions = dialog.getByRole('grid', { name: 'Sessions' });
  const choices = sessions.getByRole('checkbox', { name: /^Select (?!all)/ });
  for (const i of [0, 1]) {
    if (!(await choices.nth(i).isChecked())) await choices.nth(i).check({ force: true });
  }
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(PEOPLE_EXTRA_MESSAGES.sessionsUpdated)).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Add to sessions' }).click();
  await expect(choices.nth(0)).toBeChecked();
  await expect(choices.nth(1)).toBeChecked();
});
