import { expect, test, type Locator, type Page } from '@playwright/test';
import { ACCESS_API, ACCESS_MESSAGES } from '@console/access-control-contract';
import { logIn, mainVirtualEventId } from './support';

/**
 * Issue 11 end to end, on the main demo event (3 days; the 'Student' ticket group is derived from
 * the Attendees base, which grants Networking and the virtual sessions; Student has no access on
 * the last day): revoke Networking for Student, grant it two sessions of the last day and accept
 * the day access, then explain a Student ticket holder's access.
 */
const GROUP = 'Student';

interface AccessGroupAnswer {
  groups: { groupId: number; groupName: string; isBaseGroup: boolean; audienceGroupId: number }[];
}

async function studentGroup(page: Page, eventId: number) {
  const response = await page.request.get(`/api${ACCESS_API.groups(eventId)}`);
  expect(response.ok()).toBeTruthy();
  const { groups } = (await response.json()) as AccessGroupAnswer;
  const group = groups.find((g) => !g.isBaseGroup && g.groupName === GROUP);
  if (!group) throw new Error(`The demo event has no ${GROUP} access group`);
  return group;
}

/** The titles of the first two sessions shown whose toggle is off and can be turned on. */
async function firstRestricted(table: Locator): Promise<string[]> {
  const switches = table.getByRole('switch', {
    name: /^Access to /,
    checked: false,
    disabled: false,
  });
  await expect(switches.nth(1)).toBeVisible();
  const labels = [
    await switches.nth(0).getAttribute('aria-label'),
    await switches.nth(1).getAttribute('aria-label'),
  ];
  return labels.map((label) => (label ?? '').replace(/^Access to /, ''));
}

test('an organizer revokes Networking and grants two sessions for a ticket group, then explains a member', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await logIn(page, 'organizer');
  const eventId = await mainVirtualEventId(page);
  const student = await studentGroup(page, eventId);

  // The Access control tab lists the groups; the ticket group opens its page.
  await page.goto(`/event/${eventId}/people/audiences?selectedTab=EXPERIENCE_MANAGEMENT`);
  await page.getByRole('tab', { name: 'Access control' }).click();
  await page.getByRole('link', { name: new RegExp(`^${GROUP}\\b`) }).click();
  await expect(page.getByRole('heading', { level: 1, name: GROUP })).toBeVisible();

  // Revoke section: Networking off, saved.
  const revoke = page.getByRole('region', { name: 'Revoke access' });
  const networking = revoke.getByRole('switch', { name: 'Networking' });
  await expect(networking).toBeChecked();
  // Kit switches keep their native input visually hidden under the label (see custom-groups.spec).
  await networking.uncheck({ force: true });
  // Before Save, the impact preview says how many registrants lose Networking (issue #46).
  const impact = revoke.getByRole('listitem').filter({ hasText: LOSE_NETWORKING });
  await expect(impact).toBeVisible();
  const losing = LOSE_NETWORKING.exec((await impact.textContent()) ?? '')?.[0] ?? '';
  expect(losing).not.toBe('');
  await revoke.getByRole('button', { name: 'Save' }).click();
  await expect(revoke.getByRole('button', { name: 'Save' })).toBeDisabled();
  await page.reload();
  await expect(
    page.getByRole('region', { name: 'Revoke access' }).getByRole('switch', { name: 'Networking' }),
  ).not.toBeChecked();

  // Grant section: its session access screen.
  await page
    .getByRole('region', { name: 'Grant access' })
    .getByRole('link', { name: ACCESS_MESSAGES.configureSessionAccess })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/session/${student.groupId}/grant`));
  await expect(
    page.getByRole('heading', { level: 1, name: ACCESS_MESSAGES.configureSessionAccess }),
  ).toBeVisible();
  await expect(page.getByText(`${GROUP} · Grant access`)).toBeVisible();

  // The last day, on which the group has no day access: its first two restricted sessions.
  // A press while the filter bar renders again (its lists load) can be lost: press until it opens.
  const lastDay = page.getByRole('listbox').getByRole('option').last();
  await expect(async () => {
    await page.getByRole('button', { name: /Days/ }).click();
    await expect(lastDay).toBeVisible({ timeout: 2_000 });
  }).toPass();
  const lastDayLabel = (await lastDay.textContent())?.trim() ?? '';
  await lastDay.click();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/days=\d{4}-\d{2}-\d{2}/);
  const table = page.getByRole('grid', { name: 'Sessions' });
  // The rows follow the URL on the next render: read them once the first is of that day.
  await expect(
    table.getByRole('rowgroup').nth(1).getByRole('row').first().locator('time').first(),
  ).toContainText(lastDayLabel);
  const titles = await firstRestricted(table);
  for (const title of titles) {
    const toggle = table.getByRole('switch', { name: `Access to ${title}` });
    // In a grid row the hidden input lies under the row: press the switch's visible label.
    await toggle.locator('xpath=ancestor::label[1]').click();
    await expect(toggle).toBeChecked();
  }
  await expect(page.getByRole('group', { name: 'Pending changes' })).toContainText(
    '2 unsaved changes',
  );
  await page.getByRole('button', { name: 'Update Access' }).click();

  const dialog = page.getByRole('dialog', { name: ACCESS_MESSAGES.grantDayAccessTitle });
  await expect(dialog).toBeVisible();
  const days = dialog.getByRole('checkbox');
  await expect(days).toHaveCount(1);
  await expect(days.first()).toBeChecked();
  await dialog.getByRole('button', { name: ACCESS_MESSAGES.grantDayAccess }).click();
  await expect(page.getByText(ACCESS_MESSAGES.dayAccessUpdated)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('group', { name: 'Pending changes' })).toBeHidden();

  // A member of the ticket group, from its audience list, in the explainer.
  await page.goto(`/event/${eventId}/people/audiences/${student.audienceGroupId}`);
  const members = page.getByRole('grid', { name: 'Audiences' });
  await members
    .getByRole('link', { name: /^Explain access of / })
    .first()
    .click();
  await expect(page).toHaveURL(/\/people\/access-explainer\?registrationId=\d+/);
  await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Groups' })).toContainText(GROUP);

  const features = page.getByRole('list', { name: 'Features' });
  const networkingItem = features.getByRole('listitem', { name: 'Networking', exact: true });
  await expect(networkingItem).toContainText('Revoked');
  await expect(networkingItem).toContainText(`Decided by ${GROUP} — Revoke access`);

  const filter = page.getByRole('searchbox', { name: 'Filter features, days and sessions' });
  const sessions = page.getByRole('grid', { name: 'Sessions' });
  for (const title of titles) {
    await filter.fill(title);
    const row = sessions.getByRole('row', { name: new RegExp(escapeRegExp(title)) });
    await expect(row).toContainText('Granted');
    await expect(row).toContainText(`Decided by ${GROUP} — Grant access`);
  }

  // The activity log lists the revocation with the preview's figure and the values before and
  // after it (issue #46).
  await page.goto(`/event/${eventId}/event-setup/activity-log?area=ACCESS_CONTROL`);
  const entry = page
    .getByRole('grid', { name: 'Activity log entries' })
    .getByRole('row')
    .filter({ hasText: losing })
    .filter({ hasText: GROUP });
  await expect(entry).toHaveCount(1);
  await entry.getByRole('button', { name: /^Show values: / }).click();
  const values = entry.getByRole('group', { name: /^Values of / });
  await expect(values.getByLabel('Before', { exact: true })).toContainText('NETWORKING');
  await expect(values.getByLabel('After', { exact: true })).toContainText('NETWORKING');
});

/** The preview's line for Networking: "12 registrants lose Networking", "1 registrant loses ...". */
const LOSE_NETWORKING = /[\d,]+ registrants? loses? Networking/;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
