import { expect, test } from '@playwright/test';
import { openAudiencesAsOrganizer } from '../support';

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
