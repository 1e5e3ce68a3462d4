/**
 * Steps of the custom group pages an e2e test takes as an organizer: create a group, pick kit
 * Select options, open a saved group, save through the day-wise confirmation.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import {
  CUSTOM_GROUP_API,
  PEOPLE_MESSAGES,
  type CalendarInviteSetting,
} from '@console/people-contract';

export async function createGroup(
  page: Page,
  eventId: number,
  name: string,
  type: 'Active' | 'Static',
) {
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
export async function choose(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByRole('button', { name: new RegExp(`${label}$`) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Opens a saved group from the Custom groups region of the audiences page. */
export async function openGroup(page: Page, name: string) {
  await page
    .getByRole('region', { name: 'Custom groups' })
    .getByRole('link', { name: new RegExp(`^${name}`) })
    .click();
}

/** Create group / Update, through the day-wise block confirmation when the event has it on. */
export async function saveGroup(page: Page, eventId: number, label: 'Create group' | 'Update') {
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
