import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  CUSTOM_GROUP_API,
  PEOPLE_MESSAGES,
  REGISTRATION_API,
  type CalendarInviteSetting,
  type CreateRegistrationRequest,
  type FilterFieldList,
} from '@console/people-contract';
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

async function createGroup(page: Page, eventId: number, name: string, type: 'Active' | 'Static') {
  await page.goto(`/event/${eventId}/people/audiences`);
  await page.getByRole('button', { name: 'Create custom group' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create custom group' });
  await dialog.getByRole('textbox', { name: /Group name/ }).fill(name);
  await dialog.getByRole('radio', { name: new RegExp(`${type} group`) }).check({ force: true });
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/people\/custom-audience\/\d+\?isFilterPopUpOpened=true/);
  return page.getByRole('dialog', { name: 'Filters' });
}

// Kit radios, switches and checkboxes keep their native input visually hidden under the label:
// `force` skips the hit-target check, the click lands on the label, which toggles the input.

/** Picks an option of a kit Select inside `scope` (its button's name ends with the label). */
async function choose(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByRole('button', { name: new RegExp(`${label}$`) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
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

/** Opens a saved group from the Custom groups region of the audiences page. */
async function openGroup(page: Page, name: string) {
  await page
    .getByRole('region', { name: 'Custom groups' })
    .getByRole('link', { name: new RegExp(`^${name}`) })
    .click();
}

/** Create group / Update, through the day-wise block confirmation when the event has it on. */
async function save(page: Page, eventId: number, label: 'Create group' | 'Update') {
  const setting = (await (
    await page.request.get(`/api${CUSTOM_GROUP_API.calendarInviteSetting(eventId)}`)
  ).json()) as CalendarInviteSetting;
  await page.getByRole('button', { name: label, exact: true }).click();
  if (setting.isDayWiseBlock) {
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText(PEOPLE_MESSAGES.dayWiseBlockConfirm);
    await confirm.getByRole('button', { name: label }).click();
  }
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
  await expect(page.getByTestId('audience-count')).toHaveText('1 audience');

  await save(page, eventId, 'Create group');
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
  await save(page, eventId, 'Create group');
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
  await expect(page.getByTestId('audience-count')).toHaveText('1 audience');
});
