import { expect, test, type Page } from '@playwright/test';
import { openAudiencesAsOrganizer } from '../support';

/** The next script the page asks mf-people (the audiences page's remote) for. */
const nextPeopleScript = (page: Page) =>
  page.waitForRequest(
    (request) =>
      request.url().startsWith('http://localhost:3001/') && request.url().endsWith('.js'),
  );

test('pointing at a menu entry of another remote loads that remote before the click', async ({
  page,
}) => {
  const eventId = await openAudiencesAsOrganizer(page);

  const approvalsEntry = page
    .getByRole('navigation', { name: 'Event menu' })
    .getByRole('link', { name: 'Approvals' });
  const approvalsRemote = page.waitForRequest('http://localhost:3003/remoteEntry.js');
  await approvalsEntry.hover();
  await approvalsRemote;
  await expect(page).toHaveURL(new RegExp(`/event/${eventId}/people/audiences`));

  await approvalsEntry.click();
  await expect(page.getByRole('heading', { name: 'Requests' })).toBeVisible();
});

test('pointing at a link a remote renders loads the page it leads to before the click', async ({
  page,
}) => {
  await openAudiencesAsOrganizer(page);
  await page.waitForLoadState('networkidle');

  const attendees = page
    .getByRole('region', { name: 'Role' })
    .getByRole('link', { name: /Attendees/ });
  const listPageCode = nextPeopleScript(page);
  await attendees.hover();
  await listPageCode;
  await expect(page).toHaveURL(/\/people\/audiences$/);

  await attendees.click();
  await expect(page.getByRole('grid', { name: 'Audiences' })).toBeVisible();
});

test('pointing at a tab whose code loads lazily loads that code before the click', async ({
  page,
}) => {
  await openAudiencesAsOrganizer(page);
  await page.waitForLoadState('networkidle');

  const inviteListTab = page.getByRole('tab', { name: 'Invite list' });
  const tabCode = nextPeopleScript(page);
  await inviteListTab.hover();
  await tabCode;
  await expect(inviteListTab).toHaveAttribute('aria-selected', 'false');

  await inviteListTab.click();
  await expect(inviteListTab).toHaveAttribute('aria-selected', 'true');
});

test('pointing at a button whose dialog loads lazily loads the dialog before the click', async ({
  page,
}) => {
  await openAudiencesAsOrganizer(page);
  await page.waitForLoadState('networkidle');

  const create = page.getByRole('button', { name: 'Create custom group' });
  const dialogCode = nextPeopleScript(page);
  await create.hover();
  await dialogCode;
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await create.click();
  await expect(page.getByRole('dialog', { name: 'Create custom group' })).toBeVisible();
});
