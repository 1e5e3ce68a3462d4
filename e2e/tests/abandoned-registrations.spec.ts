import { expect, test } from '@playwright/test';
import {
  ABANDONED_API,
  ABANDONED_CSV_FILE,
  ABANDONED_CSV_HEADERS,
  PEOPLE_MESSAGES,
  type AbandonedFilterOptions,
  type AbandonedListResponse,
} from '@console/people-contract';
import { downloadOf, logIn, mainVirtualEventId } from './support';

test('an organizer filters abandoned registrations by flow, reminds one, deletes one and downloads the CSV', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await logIn(page, 'organizer');
  const eventId = await mainVirtualEventId(page);
  const options: AbandonedFilterOptions = await (
    await page.request.get(`/api${ABANDONED_API.filters(eventId)}`)
  ).json();
  const flow = options.flows.at(-1);
  if (!flow) throw new Error('The demo event has no registration flow');
  const listOf = async (query: string): Promise<AbandonedListResponse> =>
    (await page.request.get(`/api${ABANDONED_API.list(eventId)}?${query}`)).json();
  const before = await listOf(`flowIds=${flow.flowId}`);
  expect(before.totalCount).toBeGreaterThan(2);
  const [first, second] = before.items;
  if (!first || !second) throw new Error('The demo flow has too few abandoned registrations');

  await page.goto(`/event/${eventId}/people/abandoned-registrations`);
  await expect(
    page.getByRole('heading', { level: 1, name: /Abandoned registrations \(/ }),
  ).toBeVisible();
  await page.getByRole('button', { name: /Registration flow/ }).click();
  await page.getByRole('option', { name: flow.name, exact: true }).click();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(new RegExp(`flowIds=${flow.flowId}`));
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: `Abandoned registrations (${before.totalCount.toLocaleString('en-US')})`,
    }),
  ).toBeVisible();

  const table = page.getByRole('grid', { name: 'Abandoned registrations' });
  const nameOf = (row: { firstName: string; lastName: string; emailId: string }) =>
    [row.firstName, row.lastName].filter(Boolean).join(' ') || row.emailId;

  // Send reminder from the first row's menu, after the confirmation showing the email it sends.
  await table.getByRole('button', { name: `Actions for ${nameOf(first)}` }).click();
  await page.getByRole('menuitem', { name: 'Send reminder' }).click();
  const reminder = page.getByRole('alertdialog', { name: 'Send reminder?' });
  await expect(reminder).toContainText(first.emailId);
  await expect(reminder).toContainText('Complete your registration for');
  await reminder.getByRole('button', { name: 'Send reminder' }).click();
  await expect(page.getByText(PEOPLE_MESSAGES.reminderSent)).toBeVisible();

  // Delete the second one, after the confirmation.
  await table.getByRole('button', { name: `Actions for ${nameOf(second)}` }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(PEOPLE_MESSAGES.abandonedDeleteConfirmation);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(PEOPLE_MESSAGES.registrantsDeleted)).toBeVisible();
  await expect(table.getByText(second.emailId)).toHaveCount(0);
  const after = await listOf(`flowIds=${flow.flowId}`);
  expect(after.totalCount).toBe(before.totalCount - 1);
  expect(after.items.some((i) => i.flowContextMetadataId === second.flowContextMetadataId)).toBe(
    false,
  );

  const csv = await downloadOf(page, () =>
    page.getByRole('button', { name: 'Download CSV' }).click(),
  );
  expect(csv.name).toBe(ABANDONED_CSV_FILE);
  const [header, ...lines] = csv.text.trim().split(/\r?\n/);
  expect(header).toBe(ABANDONED_CSV_HEADERS.join(','));
  expect(lines).toHaveLength(after.totalCount);
  expect(csv.text).toContain(first.emailId);
  expect(csv.text).not.toContain(second.emailId);
});
