import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  CUSTOM_GROUP_API,
  PEOPLE_MESSAGES,
  REGISTRATION_API,
  type CreateRegistrationRequest,
  type FilterFieldList,
} from '@console/people-contract';
import { choose, createGroup, openGroup, saveGroup } from './custom-group-steps';
import { csrfTokenOf, logIn, mainVirtualEventId } from './support';

/** A last name no seeded registrant has, so the filters match only this run's people. */
const marker = () => `Cg${Date.now().toString(36)}`;

/** Registers someone through the API (attendees write), as the organizer. */
async function register(page: Page, eventId: number, person: Partial<CreateRegistrationRequest>) {
  const fields = (await (
    await page.request.get(`/api${CUSTOM_GROUP_API.filterFields(eventId)}`)
  ).json()) as FilterFieldList;
  const flowId = Number(
    fields.fields.find((f) => f.filterFieldId === 'flow')?.predefinedValues[0]?.value,
  );
  const body: CreateRegistrationRequest = {
    firstName: 'E2E',
    lastName: 'Person',
    email: `e2e.${Date.now()}.${Math.random().toString(36).slice(2)}@example.com`,
    flowId,
    ticketTypeId: null,
    role: 'ATTENDEE',
    customField: {},
    ...person,
  };
  const response = await page.request.post(`/api${REGISTRATION_API.create(eventId)}`, {
    headers: { 'x-csrf-token': await csrfTokenOf(page) },
    data: body,
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** Filter 1 of the panel: Last name <operator> the run's marker. */
async function filterByLastName(
  page: Page,
  panel: Locator,
  operator: 'Contains' | 'Equals',
  lastName: string,
) {
  await panel.getByRole('button', { name: 'Add filter' }).click();
  const first = panel.getByRole('group', { name: 'Filter 1' });
  await choose(page, first, 'Field', 'Last name');
  await choose(page, first, 'Operator', operator);
  await first.getByRole('textbox', { name: 'Value' }).fill(lastName);
}

test('an organizer builds an active group with a nested OR group; a later registrant joins it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await logIn(page, 'organizer');
  const eventId = await mainVirtualEventId(page);
  const lastName = marker();
  await register(page, eventId, { firstName: 'Grace', lastName, role: 'SPEAKER' });
  await register(page, eventId, { firstName: 'Alan', lastName, role: 'ATTENDEE' });

  const name = `Speakers ${lastName}`;
  const panel = await createGroup(page, eventId, name, 'Active');
  await filterByLastName(page, panel, 'Contains', lastName);

  // Advanced mode: Last name contains the marker AND (role is Speaker OR role is Moderator).
  await panel.getByRole('switch', { name: 'Advanced filters' }).check({ force: true });
  await panel.getByRole('button', { name: 'Add filter group' }).click();
  const group = panel.getByRole('group', { name: 'Filter group 1' });
  await group.getByRole('radio', { name: 'OR' }).check({ force: true });
  await choose(page, group.getByRole('group', { name: 'Filter 2' }), 'Field', 'Role');
  await choose(page, group.getByRole('group', { name: 'Filter 2' }), 'Value', 'Speaker');
  await group.getByRole('button', { name: 'Add filter to group 1' }).click();
  await choose(page, group.getByRole('group', { name: 'Filter 3' }), 'Field', 'Role');
  await choose(page, group.getByRole('group', { name: 'Filter 3' }), 'Value', 'Moderator');
  await panel.getByRole('button', { name: 'Apply filters' }).click();

  await expect(page.getByRole('list', { name: 'Applied filters' })).toContainText(lastName);
  const table = page.getByRole('grid', { name: 'Members' });
  await expect(table.getByRole('row', { name: /Grace/ })).toBeVisible();
  await expect(table.getByRole('row', { name: /Alan/ })).toHaveCount(0);
  await expect(page.getByTestId('audience-count')).toHaveText('1 registrant');

  await saveGroup(page, eventId, 'Create group');
  await expect(page).toHaveURL(/\/people\/audiences/);
  await expect(page.getByText(PEOPLE_MESSAGES.customGroupCreated)).toBeVisible();

  // A registrant created after the group was saved joins it with no action (ACTIVE).
  await register(page, eventId, { firstName: 'Katherine', lastName, role: 'MODERATOR' });
  await page.reload();
  await openGroup(page, name);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Active group');
  await expect(table.getByRole('row', { name: /Katherine/ })).toBeVisible();
  await expect(table.getByRole('row', { name: /Grace/ })).toBeVisible();
});

test('an organizer makes a static group by choosing members, then removes one', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await logIn(page, 'organizer');
  const eventId = await mainVirtualEventId(page);
  const lastName = marker();
  await register(page, eventId, { firstName: 'Ada', lastName });
  await register(page, eventId, { firstName: 'Edsger', lastName });
  await register(page, eventId, { firstName: 'Barbara', lastName });

  const name = `Chosen ${lastName}`;
  const panel = await createGroup(page, eventId, name, 'Static');
  await filterByLastName(page, panel, 'Equals', lastName);
  await panel.getByRole('button', { name: 'Apply filters' }).click();

  const table = page.getByRole('grid', { name: 'Members' });
  await expect(table.getByRole('row')).toHaveCount(4);
  await expect(page.getByRole('button', { name: 'Create group' })).toBeDisabled();
  await table.getByRole('checkbox', { name: /^Select Ada / }).check({ force: true });
  await table.getByRole('checkbox', { name: /^Select Edsger / }).check({ force: true });
  await expect(page.getByRole('region', { name: 'Chosen attendees' })).toContainText('2 selected');
  await saveGroup(page, eventId, 'Create group');
  await expect(page.getByText(PEOPLE_MESSAGES.customGroupCreated)).toBeVisible();

  await openGroup(page, name);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Static group');
  await expect(table.getByRole('row', { name: /Ada/ })).toContainText('Manually added');
  await expect(table.getByRole('row', { name: /Edsger/ })).toBeVisible();
  await expect(table.getByRole('row', { name: /Barbara/ })).toHaveCount(0);

  await page
    .getByRole('button', { name: new RegExp(`^Remove Ada ${lastName} from the group$`) })
    .click();
  const confirm = page.getByRole('alertdialog', { name: PEOPLE_MESSAGES.removeAttendeeFromGroup });
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(table.getByRole('row', { name: /Ada/ })).toHaveCount(0);
  await expect(table.getByRole('row', { name: /Edsger/ })).toBeVisible();
  await expect(page.getByTestId('audience-count')).toHaveText('1 member');
});
