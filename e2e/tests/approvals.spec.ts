import { expect, test } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { logIn, mainVirtualEventId } from './support';
import { APPROVAL_API, APPROVAL_MESSAGES } from '@console/approvals-contract';

type Named = { name: string };
type Ticket = Named & {
  ticketTypeId: number;
  availableQuantity: number | null;
  salesEndAt: string | null;
};
type Coupon = { couponId: number; availableQuantity: number | null };
type Row = {
  email: string;
  isTransactionInProgress: boolean;
  tickets: { ticketTypeId: number }[];
  coupons: { couponId: number }[];
};
type ListPage = { items: Row[]; total: number; selectableTotal: number };

test('the approver filters, selects across pages, approves through the capacity dialog and sees the audit line', async ({
  page,
}) => {
  await logIn(page, 'approver');
  const eventId = await mainVirtualEventId(page);
  const api = (path: string) => page.request.get(`/api${path}`);
  const { flows } = await (await api(APPROVAL_API.flows(eventId))).json();
  const { ticketTypePublicListResponseList: tickets } = await (
    await api(APPROVAL_API.ticketTypes(eventId))
  ).json();
  const { coupons } = await (await api(APPROVAL_API.coupons(eventId))).json();
  const usedUp = new Set(
    coupons.filter((c: Coupon) => c.availableQuantity === 0).map((c: Coupon) => c.couponId),
  );
  const salesEnded = new Set(
    tickets
      .filter((t: Ticket) => t.salesEndAt && new Date(t.salesEndAt) < new Date())
      .map((t: Ticket) => t.ticketTypeId),
  );
  // A filter spanning several pages whose first page holds no request the console blocks locally
  // (ticket sales ended, coupon used up), so that approving reaches the server's checks.
  const pendingOf = async (flowId: number, ticketTypeId: number, q: string) =>
    (
      await api(
        `${APPROVAL_API.list(eventId)}?status=PENDING&flowIds=${flowId}&ticketTypeIds=${ticketTypeId}&query=${q}&limit=20`,
      )
    ).json();
  let choice: {
    flow: Named & { flowId: number };
    ticket: Ticket;
    q: string;
    page: ListPage;
  } | null = null;
  search: for (const ticket of tickets.filter((t: Ticket) => !salesEnded.has(t.ticketTypeId))) {
    for (const flow of flows) {
      for (const q of ['', 'a', 'e', 'o']) {
        const result: ListPage = await pendingOf(flow.flowId, ticket.ticketTypeId, q);
        const blocked = result.items.some(
          (r: Row) =>
            r.tickets.some((t) => salesEnded.has(t.ticketTypeId)) ||
            r.coupons.some((c) => usedUp.has(c.couponId)),
        );
        if (result.selectableTotal > 40 && !blocked) {
          choice = { flow, ticket, q, page: result };
          break search;
        }
      }
    }
  }
  if (!choice) throw new Error('The demo data has no pending requests to approve across pages');
  const { flow, ticket, q, page: before } = choice;

  await page.goto(`/event/${eventId}/people/approvals`);
  await expect(page.getByText(/^[\d,]+\/[\d,]+$/)).toBeVisible();
  // The kit's Select and MultiSelect: a button opening a listbox (a multi-select stays open).
  await page.getByRole('button', { name: /Registration flow/ }).click();
  await page.getByRole('option', { name: flow.name, exact: true }).click();
  await page.getByRole('button', { name: /Ticket type/ }).click();
  await page.getByRole('option', { name: ticket.name, exact: true }).click();
  await page.keyboard.press('Escape');
  if (q) await page.getByLabel('Search requests').fill(q);
  await expect(page).toHaveURL(
    new RegExp(`flowIds=${flow.flowId}.*ticketTypeIds=${ticket.ticketTypeId}`),
  );
  if (q) await expect(page).toHaveURL(new RegExp(`q=${q}`));

  const table = page.getByRole('grid', { name: 'Registration requests' });
  await expect(page.getByText(`1–20 of ${before.total.toLocaleString('en-US')}`)).toBeVisible();
  await expect(page.locator('[aria-busy="true"]', { has: table })).toHaveCount(0);
  const firstRow = before.items.find((r) => !r.isTransactionInProgress);
  if (!firstRow) throw new Error('No selectable request on the first page');
  // react-aria draws its own box over the input: check it through that box.
  await table
    .getByRole('row')
    .filter({ hasText: firstRow.email })
    .getByRole('checkbox')
    .check({ force: true });
  const bar = page.getByRole('region', { name: 'Selected requests' });
  await bar.getByRole('button', { name: 'Select all' }).click();
  await expect(
    bar.getByText(`${before.selectableTotal.toLocaleString('en-US')} selected`),
  ).toBeVisible();
  await bar.getByRole('button', { name: 'Approve' }).click();

  if (ticket.availableQuantity !== null && ticket.availableQuantity < before.selectableTotal) {
    const soldOutDialog = page.getByRole('alertdialog', {
      name: APPROVAL_MESSAGES.insufficientTickets,
    });
    await expect(soldOutDialog.getByText(new RegExp(ticket.name))).toBeVisible();
    await soldOutDialog.getByRole('button', { name: APPROVAL_MESSAGES.approveAnyway }).click();
  }
  const capacityDialog = page.getByRole('alertdialog', {
    name: APPROVAL_MESSAGES.eventCapacityExceeded,
  });
  await expect(capacityDialog).toBeVisible();
  await capacityDialog.getByRole('button', { name: APPROVAL_MESSAGES.approveAnyway }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toHaveAccessibleName(/Approve/);
  await confirm.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText(APPROVAL_MESSAGES.statusUpdatedShortly)).toBeVisible();

  await expect
    .poll(async () => (await pendingOf(flow.flowId, ticket.ticketTypeId, q)).total, {
      timeout: 30_000,
    })
    .toBe(0);

  await page.getByRole('tab', { name: 'Approved' }).click();
  await page.getByLabel('Search requests').fill(firstRow.email);
  const approvedRow = table.getByRole('row').filter({ hasText: firstRow.email });
  await expect(approvedRow.getByText('Approved', { exact: true })).toBeVisible();
  await expect(approvedRow.getByText(/Avery Approver/)).toBeVisible();
});

test('the approver downloads the approval list as approval-list.csv', async ({ page }) => {
  await logIn(page, 'approver');
  const eventId = await mainVirtualEventId(page);
  await page.goto(`/event/${eventId}/people/approvals`);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('approval-list.csv');
  const csv = await readFile(await download.path(), 'utf8');
  const [header, ...rows] = csv.trim().split('\n');
  expect(header).toMatch(/email/i);
  expect(rows.length).toBeGreaterThan(0);
});
