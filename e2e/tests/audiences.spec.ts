import { expect, test } from '@playwright/test';
import { MESSAGES } from '@console/shared/contract';
import { logIn, mainVirtualEventId } from './support';

test('the organizer sees the audience groups of the virtual event, from the API', async ({
  page,
}) => {
  await logIn(page, 'organizer');
  const eventId = await mainVirtualEventId(page);
  const groups = await (await page.request.get(`/api/events/${eventId}/audience-groups`)).json();
  const firstRole = groups.roleBasedGroupList[0];
  const firstTicket = groups.ticketBasedGroupList[0];

  await page.goto(`/event/${eventId}/people/audiences`);
  await expect(page.getByRole('tab', { name: 'Audience groups' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const roles = page.getByRole('region', { name: 'Role' });
  await expect(roles.getByText(firstRole.name, { exact: true })).toBeVisible();
  await expect(
    roles
      .getByText(
        new RegExp(
          `^${firstRole.noOfAudiences.toLocaleString('en-US')} registrants with the .+ role$`,
        ),
      )
      .first(),
  ).toBeVisible();
  const tickets = page.getByRole('region', { name: 'Tickets' });
  await expect(tickets.getByText(firstTicket.name, { exact: true })).toBeVisible();

  const flowWithSubGroups = groups.flowGroupList.find(
    (g: { noOfSubGroups: number }) => g.noOfSubGroups > 0,
  );
  const flows = page.getByRole('region', { name: 'Registration flows' });
  const expand = flows.getByRole('button', { name: new RegExp(flowWithSubGroups.name) });
  await expect(expand).toHaveAttribute('aria-expanded', 'false');
  await expand.click();
  await expect(expand).toHaveAttribute('aria-expanded', 'true');
  const subGroups = page.getByRole('list', { name: `Sub-groups of ${flowWithSubGroups.name}` });
  await expect(
    subGroups.getByText(flowWithSubGroups.subGroups[0].name, { exact: true }),
  ).toBeVisible();
});

test('the tab comes from selectedTab and is kept in the URL', async ({ page }) => {
  await logIn(page, 'organizer');
  const eventId = await mainVirtualEventId(page);
  await page.goto(`/event/${eventId}/people/audiences?selectedTab=INVITE_LISTS`);
  await expect(page.getByRole('tab', { name: 'Invite list' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.getByRole('tab', { name: 'Access control' }).click();
  await expect(page).toHaveURL(/selectedTab=EXPERIENCE_MANAGEMENT/);
});

test('a user without the permission meets the permission-denied page, which offers the info page', async ({
  page,
}) => {
  await logIn(page, 'viewer');
  const eventId = await mainVirtualEventId(page);
  await page.goto(`/event/${eventId}/people/audiences`);
  await expect(page.getByText(MESSAGES.permissionDeniedTitle)).toBeVisible();
  await page.getByRole('link', { name: /info/i }).click();
  await expect(page).toHaveURL(new RegExp(`/event/${eventId}/event-setup/basic`));
});

test('the API refuses the groups to a user without the permission, whatever the UI shows', async ({
  page,
}) => {
  await logIn(page, 'booth');
  const eventId = await mainVirtualEventId(page);
  const response = await page.request.get(`/api/events/${eventId}/audience-groups`);
  expect(response.status()).toBe(403);
});
