/**
 * The registration area (mf-registration) as an organizer walks it: opening an event lands on its
 * dashboard; a request blocked by a ticket whose sales ended is unblocked from approvals (edit
 * the ticket, reopen its sales, back to approvals, approve), or by a used-up coupon (raise its
 * uses); a field added on the Form page filters an ACTIVE custom group, which picks up a
 * registrant added by hand.
 */
import { expect, test, type Page } from '@playwright/test';
import { APPROVAL_API, type ApprovalListResponse } from '@console/approvals-contract';
import { EVENT_DASHBOARD_API, type EventDashboard } from '@console/registration-contract';
import { choose, createGroup, openGroup, saveGroup } from './custom-group-steps';
import { approveThroughDialogs, logIn, mainVirtualEventId } from './support';

type Row = ApprovalListResponse['items'][number];

const WORKSHOP = 'Workshop Add-on';
const EARLYBIRD = 'EARLYBIRD50';

async function getJson<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(`/api${path}`);
  expect(response.ok(), `${path} answered ${response.status()}`).toBeTruthy();
  return (await response.json()) as T;
}

/** The first pending request (no transaction in progress) that `holds`. */
async function pendingRequest(
  page: Page,
  eventId: number,
  holds: (row: Row) => boolean,
  what: string,
): Promise<Row> {
  for (let offset = 0; offset < 1000; offset += 100) {
    const { items } = await getJson<ApprovalListResponse>(
      page,
      `${APPROVAL_API.list(eventId)}?status=PENDING&limit=100&offset=${offset}`,
    );
    const row = items.find((r) => !r.isTransactionInProgress && holds(r));
    if (row) return row;
    if (items.length < 100) break;
  }
  throw new Error(`No pending request ${what}`);
}

/** Waits until `row`'s request is approved. */
async function expectApproved(page: Page, eventId: number, row: Row): Promise<void> {
  const approved = async () =>
    (
      await getJson<ApprovalListResponse>(
        page,
        `${APPROVAL_API.list(eventId)}?status=APPROVED&limit=5&query=${encodeURIComponent(row.email)}`,
      )
    ).total;
  await expect.poll(approved, { timeout: 30_000 }).toBe(1);
}

/**
 * From the approvals row of `row`, blocked with `blockText`, follows the link `editLink` to the
 * ticket or coupon page, lets `fix` change it, saves, goes back and approves the request.
 */
async function unblockFromApprovals(
  page: Page,
  eventId: number,
  row: Row,
  { blockText, editLink, fix }: { blockText: string; editLink: string; fix: () => Promise<void> },
): Promise<void> {
  await page.goto(`/event/${eventId}/people/approvals?q=${encodeURIComponent(row.email)}`);
  const table = page.getByRole('grid', { name: 'Registration requests' });
  const line = table.getByRole('row').filter({ hasText: row.email });
  await expect(line.getByText(blockText, { exact: true })).toBeVisible();
  await line.getByRole('link', { name: editLink }).click();

  await expect(page).toHaveURL(/\/registration\/(tickets|coupons)\/\d+\/edit\?from=/);
  await fix();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const saved = page.getByText('Saved. The approval requests it held back can now be approved.');
  await expect(saved).toBeVisible();
  await saved.getByRole('link', { name: 'Back to approvals' }).click();

  await expect(page).toHaveURL(/\/people\/approvals\?q=/);
  await expect(line).toBeVisible();
  await expect(line.getByText(blockText, { exact: true })).toHaveCount(0);
  await line.getByRole('button', { name: /^Approve / }).click();
  await approveThroughDialogs(page);
  await expectApproved(page, eventId, row);
}

test('opening an event lands on its dashboard, whose figures are the API’s', async ({ page }) => {
  await logIn(page, 'organizer');
  const eventId = await mainVirtualEventId(page);
  await page.goto(`/event/${eventId}`);
  await expect(page).toHaveURL(new RegExp(`/event/${eventId}/event-setup/dashboard$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  const figures = await getJson<EventDashboard>(page, EVENT_DASHBOARD_API.dashboard(eventId));
  const main = page.getByRole('main');
  await expect(
    main.getByText(figures.registrations.total.toLocaleString('en-US')).first(),
  ).toBeVisible();
  for (const ticket of figures.tickets)
    await expect(main.getByRole('link', { name: ticket.name }).first()).toBeVisible();
});

test('a request blocked by ended ticket sales is unblocked from approvals: edit the ticket, reopen sales, back, approve', async ({
  page,
}) => {
  await logIn(page, 'organizer');
  const eventId = await mainVirtualEventId(page);
  const row = await pendingRequest(
    page,
    eventId,
    (r) => r.coupons.length === 0 && r.tickets.some((t) => t.name === WORKSHOP),
    `holds the ${WORKSHOP} without a coupon`,
  );
  await unblockFromApprovals(page, eventId, row, {
    blockText: 'Ticket sales ended',
    editLink: `Edit ticket ${WORKSHOP}`,
    fix: () => page.getByRole('button', { name: 'Reopen sales' }).click(),
  });
});

test('a request blocked by a used-up coupon is approved once the coupon’s uses are raised', async ({
  page,
}) => {
  await logIn(page, 'organizer');
  const eventId = await mainVirtualEventId(page);
  const row = await pendingRequest(
    page,
    eventId,
    (r) =>
      r.coupons.some((c) => c.code === EARLYBIRD) && r.tickets.every((t) => t.name !== WORKSHOP),
    `holds ${EARLYBIRD} and no ticket whose sales ended`,
  );
  await unblockFromApprovals(page, eventId, row, {
    blockText: 'Coupon usage limit reached',
    editLink: `Edit coupon ${EARLYBIRD}`,
    fix: async () => {
      const uses = page.getByRole('textbox', { name: /^Uses allowed/ });
      await expect(uses).not.toHaveValue('');
      await uses.fill(String(Number(await uses.inputValue()) + 50));
    },
  });
});

test('a form field filters an ACTIVE custom group, which picks up a registrant added by hand, who is counted on the dashboard', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await logIn(page, 'organizer');
  const eventId = await mainVirtualEventId(page);
  const dashboard = () => getJson<EventDashboard>(page, EVENT_DASHBOARD_API.dashboard(eventId));
  const run = Date.now().toString(36);
  const label = `Badge colour ${run}`;

  // The Form page: a text field, asked in every flow.
  await page.goto(`/event/${eventId}/registration/form`);
  await expect(page.getByRole('heading', { level: 1, name: 'Form' })).toBeVisible();
  await page.getByRole('button', { name: 'Add field' }).click();
  const editor = page.getByRole('dialog', { name: 'Add field' });
  await editor.getByLabel('Label', { exact: true }).fill(label);
  await editor.getByRole('button', { name: 'Add field' }).click();
  await expect(page.getByText('Field added.')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: label })).toBeVisible();

  // An ACTIVE custom group filtering on it.
  const group = `Teal badges ${run}`;
  const panel = await createGroup(page, eventId, group, 'Active');
  await panel.getByRole('button', { name: 'Add filter' }).click();
  const filter = panel.getByRole('group', { name: 'Filter 1' });
  await choose(page, filter, 'Field', label);
  await choose(page, filter, 'Operator', 'Equals');
  await filter.getByRole('textbox', { name: 'Value' }).fill('Teal');
  await panel.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page.getByTestId('audience-count')).toHaveText('0 registrants');
  await saveGroup(page, eventId, 'Create group');
  await expect(page).toHaveURL(/\/people\/audiences/);

  // A registrant added by hand on People > Attendees, answering the new field.
  const before = (await dashboard()).registrations.total;
  await page.goto(`/event/${eventId}/people/attendees`);
  await page.getByRole('button', { name: 'Add registrant' }).click();
  const form = page.getByRole('dialog', { name: 'Add registrant' });
  await form.getByLabel(/^First name/).fill('Hana');
  await form.getByLabel(/^Last name/).fill(`Byhand${run}`);
  await form.getByLabel(/^Email/).fill(`hana.${run}@example.com`);
  await form.getByLabel(new RegExp(`^${label}`)).fill('Teal');
  await form.getByRole('button', { name: 'Add registrant' }).click();
  await expect(page.getByText('Registrant added')).toBeVisible();
  await expect(form).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add registrant' })).toBeFocused();
  await page.goto(`/event/${eventId}/people/attendees?q=hana.${run}`);
  await expect(page.getByRole('row').filter({ hasText: `hana.${run}@example.com` })).toBeVisible();

  // The group has them at once; the dashboard counts them.
  await page.goto(`/event/${eventId}/people/audiences`);
  await openGroup(page, group);
  await expect(
    page.getByRole('grid', { name: 'Members' }).getByRole('row', { name: /Hana/ }),
  ).toBeVisible();
  expect((await dashboard()).registrations.total).toBe(before + 1);
  await page.getByRole('link', { name: 'Dashboard', exact: true }).click();
  await expect(
    page
      .getByRole('main')
      .getByText((before + 1).toLocaleString('en-US'))
      .first(),
  ).toBeVisible();
});
