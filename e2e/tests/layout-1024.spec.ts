/**
 * The console on a 1024 x 768 screen (decision 0044): the event menu starts collapsed and is
 * remembered; each table keeps its first row's actions in view (low-priority columns give way, the
 * actions column sticks to the right edge); the document is titled after the page and the event;
 * a navigation from the menu puts the focus on the page's heading; and no page scrolls past its
 * content into blank space.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { ACCESS_API } from '@console/access-control-contract';
import { AUDIENCE_API, AudienceListResponseSchema } from '@console/people-contract';
import { logIn, mainVirtualEventId } from './support';

test.use({ viewport: { width: 1024, height: 768 } });

const EVENT = 'Demo Virtual Summit';
const menu = (page: Page) => page.getByRole('navigation', { name: 'Event menu' });

/** The demo event's largest custom group and invite list, and its Student access group. */
async function demoGroups(page: Page, eventId: number) {
  const groups = AudienceListResponseSchema.parse(
    await (await page.request.get(`/api${AUDIENCE_API.groups(eventId)}`)).json(),
  );
  const largest = (list: { audienceGroupId: number; noOfAudiences: number }[]) => {
    const [first] = [...list].sort((a, b) => b.noOfAudiences - a.noOfAudiences);
    if (!first) throw new Error('The demo event lacks a custom group or an invite list');
    return first.audienceGroupId;
  };
  const access = (await (await page.request.get(`/api${ACCESS_API.groups(eventId)}`)).json()) as {
    groups: { groupId: number; groupName: string; isBaseGroup: boolean }[];
  };
  const student = access.groups.find((g) => !g.isBaseGroup && g.groupName === 'Student');
  if (!student) throw new Error('The demo event has no Student access group');
  return {
    customGroupId: largest(groups.customGroupList),
    inviteListId: largest(groups.invitedGroupList),
    studentGroupId: student.groupId,
  };
}

/**
 * The control is on screen, inside the table's visible box, and not clipped or covered: the
 * point at its centre hits it.
 */
async function expectInTableView(page: Page, table: Locator, control: Locator, what: string) {
  await expect(control, what).toBeVisible();
  const box = await control.boundingBox();
  // The table's scroll box: the grid sits in the box's spacer (virtual rows), in the box.
  const view = await table.locator('xpath=../..').boundingBox();
  if (!box || !view) throw new Error(`${what}: no layout`);
  expect(box.x, `${what} left of the screen`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${what} right of the screen`).toBeLessThanOrEqual(1024);
  expect(box.x, `${what} left of the table's box`).toBeGreaterThanOrEqual(view.x);
  expect(box.x + box.width, `${what} right of the table's box`).toBeLessThanOrEqual(
    view.x + view.width,
  );
  const hit = await control.evaluate((element) => {
    const r = element.getBoundingClientRect();
    const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return top !== null && (element === top || element.contains(top) || top.contains(element));
  });
  expect(hit, `${what} is covered or clipped`).toBe(true);
}

/** The page ends with its content: at most 40 px of scroll below the main landmark. */
async function expectNoScrollPastContent(page: Page, what: string) {
  const past = await page.evaluate(() => {
    const main = document.querySelector('main');
    if (!main) return Infinity;
    const contentBottom = main.getBoundingClientRect().bottom + window.scrollY;
    return (document.scrollingElement?.scrollHeight ?? 0) - contentBottom;
  });
  expect(past, `${what}: scrolls ${past} px past its content`).toBeLessThan(40);
}

test('the tables keep their first row actions in view, titled pages end with their content', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await logIn(page, 'organizer');
  const eventId = await mainVirtualEventId(page);
  const { customGroupId, inviteListId, studentGroupId } = await demoGroups(page, eventId);
  const base = `/event/${eventId}/people`;

  const pages: {
    path: string;
    title: string;
    table: string;
    actions: (row: Locator) => Locator;
  }[] = [
    {
      path: 'approvals',
      title: 'Approvals',
      table: 'Registration requests',
      actions: (row) => row.getByRole('button', { name: /^(Approve|Reject) / }),
    },
    {
      path: 'abandoned-registrations',
      title: 'Abandoned registrations',
      table: 'Abandoned registrations',
      actions: (row) => row.getByRole('button', { name: /^Actions for / }),
    },
    {
      path: `custom-audience/${customGroupId}`,
      title: 'Custom audience group',
      table: 'Members',
      actions: (row) => row.getByRole('link', { name: /^Explain access of / }),
    },
    {
      path: `audiences/invite-list/${inviteListId}`,
      title: 'Invite list',
      table: 'Invitees',
      actions: (row) => row.getByRole('button', { name: /^(Decline|Delete) / }),
    },
    {
      path: `audiences/experience-management/session/${studentGroupId}/grant`,
      title: 'Configure session access',
      table: 'Sessions',
      // The switch's input is visually hidden: its label is what is seen and pressed.
      actions: (row) => row.getByRole('switch').locator('xpath=ancestor::label[1]'),
    },
  ];

  for (const { path, title, table: tableName, actions } of pages) {
    await page.goto(`${base}/${path}`);
    const table = page.getByRole('grid', { name: tableName });
    const firstRow = table.getByRole('row').nth(1);
    await expect(actions(firstRow).first(), path).toBeVisible();
    await expect(page, path).toHaveTitle(`${title} · ${EVENT}`);
    await expect(table, path).toHaveAccessibleDescription(
      'Use the arrow keys to move between rows and cells, including their actions.',
    );
    const controls = await actions(firstRow).all();
    expect(controls.length, path).toBeGreaterThan(0);
    for (const [index, control] of controls.entries())
      await expectInTableView(
        page,
        table,
        control,
        `${path}: action ${index + 1} of the first row`,
      );
    await expectNoScrollPastContent(page, path);
  }
});

test('the event menu starts collapsed, is remembered, and a navigation from it focuses the page heading', async ({
  page,
}) => {
  await logIn(page, 'organizer');
  const eventId = await mainVirtualEventId(page);
  await page.goto(`/event/${eventId}/people/approvals`);
  await expect(page.getByRole('heading', { level: 1, name: 'Approvals' })).toBeVisible();

  const expand = menu(page).getByRole('button', { name: 'Expand menu' });
  await expect(expand).toHaveAttribute('aria-expanded', 'false');
  await expect(menu(page).getByRole('link')).toHaveCount(0);
  // Pressed from the keyboard.
  await expand.focus();
  await page.keyboard.press('Enter');
  const collapse = menu(page).getByRole('button', { name: 'Collapse menu' });
  await expect(collapse).toHaveAttribute('aria-expanded', 'true');

  await menu(page).getByRole('link', { name: 'Abandoned registrations', exact: true }).click();
  const heading = page.getByRole('heading', { level: 1, name: 'Abandoned registrations' });
  await expect(heading).toBeFocused();
  await expect(page).toHaveTitle(`Abandoned registrations · ${EVENT}`);

  // Remembered: still open after a reload on this narrow screen; the first load keeps the focus.
  await page.reload();
  await expect(collapse).toBeVisible();
  await expect(heading).toBeVisible();
  await expect(heading).not.toBeFocused();
});
