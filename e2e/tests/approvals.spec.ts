import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { approveThroughDialogs, downloadOf, logIn, mainVirtualEventId } from './support';
import {
  APPROVAL_API,
  APPROVAL_MESSAGES,
  approvalBlockers,
  blockedDialogTitle,
  blockedTotal,
  countApprovalBlocks,
  rowApprovalBlock,
  type ApprovalBlockCatalog,
  type ApprovalBlockedCounts,
  type SomeBlockers,
  type LocalApprovalBlock,
} from '@console/approvals-contract';

type Named = { name: string };
type Ticket = Named & {
  ticketTypeId: number;
  availableQuantity: number | null;
  salesEndAt: string | null;
};
type Row = {
  email: string;
  isTransactionInProgress: boolean;
  tickets: { ticketTypeId: number }[];
  coupons: { couponId: number }[];
};
type ListPage = { items: Row[]; total: number; selectableTotal: number };

const formatted = (n: number) => n.toLocaleString('en-US');
const BLOCK_TEXT: Record<LocalApprovalBlock, string> = {
  TICKET_SALES_ENDED: APPROVAL_MESSAGES.ticketSalesEnded,
  COUPON_USAGE_LIMIT_REACHED: APPROVAL_MESSAGES.couponUsageLimitReached,
};

/** The ticket types and coupons of the event, as the §5 check reads them (through the API). */
async function blockCatalog(
  page: Page,
  eventId: number,
): Promise<ApprovalBlockCatalog & { ticketTypes: Ticket[] }> {
  const api = (path: string) => page.request.get(`/api${path}`);
  const { ticketTypePublicListResponseList: ticketTypes } = await (
    await api(APPROVAL_API.ticketTypes(eventId))
  ).json();
  const { coupons } = await (await api(APPROVAL_API.coupons(eventId))).json();
  return { ticketTypes, coupons };
}

test('the approver filters, selects across pages, approves the requests §5 does not block through the capacity dialog and sees the audit line', async ({
  page,
}) => {
  await logIn(page, 'approver');
  const eventId = await mainVirtualEventId(page);
  const api = (path: string) => page.request.get(`/api${path}`);
  const { flows } = await (await api(APPROVAL_API.flows(eventId))).json();
  const catalog = await blockCatalog(page, eventId);
  const tickets = catalog.ticketTypes;
  const now = new Date();
  const blockOf = (row: Row) => rowApprovalBlock(row, catalog, now);
  const salesEnded = new Set(
    tickets
      .filter((t: Ticket) => t.salesEndAt && new Date(t.salesEndAt) < now)
      .map((t: Ticket) => t.ticketTypeId),
  );
  const pendingOf = async (
    flowId: number,
    ticketTypeId: number,
    q: string,
    offset = 0,
    limit = 20,
  ): Promise<ListPage> =>
    (
      await api(
        `${APPROVAL_API.list(eventId)}?status=PENDING&flowIds=${flowId}&ticketTypeIds=${ticketTypeId}&query=${q}&limit=${limit}&offset=${offset}`,
      )
    ).json();
  /** Every selectable pending request of a filter, every page (the list's largest page is 100). */
  const selectableOf = async (flowId: number, ticketTypeId: number, q: string) => {
    const rows: Row[] = [];
    for (let offset = 0; ; offset += 100) {
      const result = await pendingOf(flowId, ticketTypeId, q, offset, 100);
      rows.push(...result.items.filter((r) => !r.isTransactionInProgress));
      if (offset + 100 >= result.total) return rows;
    }
  };
  // A filter spanning several pages with more than 40 requests §5 lets through (so the capacity
  // dialog shows), and one on the first page to tick. Blocked requests on any page are fine: the
  // server counts them and the console offers to approve the others.
  let choice: {
    flow: Named & { flowId: number };
    ticket: Ticket;
    q: string;
    page: ListPage;
    firstRow: Row;
    selectable: number;
    blocked: ApprovalBlockedCounts;
    blockers: SomeBlockers;
  } | null = null;
  search: for (const ticket of tickets.filter((t: Ticket) => !salesEnded.has(t.ticketTypeId))) {
    for (const flow of flows) {
      for (const q of ['', 'a', 'e', 'o']) {
        const result = await pendingOf(flow.flowId, ticket.ticketTypeId, q);
        const firstRow = result.items.find((r) => !r.isTransactionInProgress && !blockOf(r));
        if (result.selectableTotal <= 40 || !firstRow) continue;
        const selectable = await selectableOf(flow.flowId, ticket.ticketTypeId, q);
        const blocked = countApprovalBlocks(selectable.map(blockOf));
        if (selectable.length - blockedTotal(blocked) > 40) {
          choice = {
            flow,
            ticket,
            q,
            page: result,
            firstRow,
            selectable: selectable.length,
            blocked,
            blockers: approvalBlockers(selectable, catalog, now),
          };
          break search;
        }
      }
    }
  }
  if (!choice) throw new Error('The demo data has no pending requests to approve across pages');
  const { flow, ticket, q, page: before, firstRow, selectable, blocked, blockers } = choice;
  const approvable = selectable - blockedTotal(blocked);

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
  await expect(page.getByText(`1–20 of ${formatted(before.total)}`)).toBeVisible();
  await expect(page.locator('[aria-busy="true"]', { has: table })).toHaveCount(0);
  // react-aria draws its own box over the input: check it through that box.
  await table
    .getByRole('row')
    .filter({ hasText: firstRow.email })
    .getByRole('checkbox')
    .check({ force: true });
  const bar = page.getByRole('region', { name: 'Selected requests' });
  await bar.getByRole('button', { name: 'Select all' }).click();
  await expect(bar.getByText(`${formatted(selectable)} selected`)).toBeVisible();
  await bar.getByRole('button', { name: 'Approve' }).click();

  if (blockedTotal(blocked) > 0) {
    const blockedDialog = page.getByRole('alertdialog', {
      name: blockedDialogTitle(blockers, blocked, formatted),
    });
    await expect(blockedDialog).toContainText(
      APPROVAL_MESSAGES.someCannotBeApproved(
        formatted(blockedTotal(blocked)),
        formatted(selectable),
      ),
    );
    await blockedDialog
      .getByRole('button', { name: APPROVAL_MESSAGES.approveOthers(formatted(approvable)) })
      .click();
  }
  if (ticket.availableQuantity !== null && ticket.availableQuantity < approvable) {
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
  await expect(confirm).toHaveAccessibleName(`Approve ${formatted(approvable)} requests?`);
  await confirm.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText(APPROVAL_MESSAGES.statusUpdatedShortly)).toBeVisible();

  // The blocked requests and those with a transaction in progress stay pending.
  await expect
    .poll(async () => (await pendingOf(flow.flowId, ticket.ticketTypeId, q)).total, {
      timeout: 30_000,
    })
    .toBe(before.total - approvable);

  await page.getByRole('tab', { name: 'Approved' }).click();
  await page.getByLabel('Search requests').fill(firstRow.email);
  const approvedRow = table.getByRole('row').filter({ hasText: firstRow.email });
  await expect(approvedRow.getByText('Approved', { exact: true })).toBeVisible();
  await expect(approvedRow.getByText(/Avery Approver/)).toBeVisible();
});

test('rows §5 blocks say why, and approving a selection holding one approves the other only', async ({
  page,
}) => {
  await logIn(page, 'approver');
  const eventId = await mainVirtualEventId(page);
  const api = (path: string) => page.request.get(`/api${path}`);
  const catalog = await blockCatalog(page, eventId);
  const now = new Date();
  const blockOf = (row: Row) => rowApprovalBlock(row, catalog, now);
  const pendingWith = async (query: string): Promise<ListPage> =>
    (
      await api(
        `${APPROVAL_API.list(eventId)}?status=PENDING&limit=20&query=${encodeURIComponent(query)}`,
      )
    ).json();
  // The demo data's newest requests hold the used-up EARLYBIRD50 coupon or the Workshop Add-on,
  // whose sales ended; registrants and later requests hold neither.
  const firstPage = (await pendingWith('')).items.filter((r) => !r.isTransactionInProgress);
  const blockedRow = firstPage.find((r) => blockOf(r) !== null);
  const freeRow = firstPage.find((r) => blockOf(r) === null);
  if (!blockedRow || !freeRow)
    throw new Error('The first page of pending requests lacks a blocked and a free request');
  const block = blockOf(blockedRow);
  if (!block) throw new Error('unreachable');

  await page.goto(`/event/${eventId}/people/approvals`);
  const table = page.getByRole('grid', { name: 'Registration requests' });
  const blockedLine = table.getByRole('row').filter({ hasText: blockedRow.email });
  const freeLine = table.getByRole('row').filter({ hasText: freeRow.email });
  await expect(blockedLine.getByText(BLOCK_TEXT[block], { exact: true })).toBeVisible();
  await expect(blockedLine.getByRole('button', { name: /^Approve / })).toHaveAccessibleDescription(
    `${APPROVAL_MESSAGES.cannotBeApproved} ${BLOCK_TEXT[block]}`,
  );
  for (const text of Object.values(BLOCK_TEXT))
    await expect(freeLine.getByText(text)).toHaveCount(0);

  await blockedLine.getByRole('checkbox').check({ force: true });
  await freeLine.getByRole('checkbox').check({ force: true });
  const bar = page.getByRole('region', { name: 'Selected requests' });
  await expect(bar.getByText('2 selected')).toBeVisible();
  await bar.getByRole('button', { name: 'Approve' }).click();
  const blockedDialog = page.getByRole('alertdialog', {
    name: blockedDialogTitle(
      approvalBlockers([blockedRow], catalog, now),
      countApprovalBlocks([block]),
      formatted,
    ),
  });
  await expect(blockedDialog).toContainText(APPROVAL_MESSAGES.someCannotBeApproved('1', '2'));
  await blockedDialog.getByRole('button', { name: APPROVAL_MESSAGES.approveOthers('1') }).click();
  await expect(blockedDialog).toHaveCount(0);
  await approveThroughDialogs(page);
  await expect(page.getByText(APPROVAL_MESSAGES.statusUpdatedShortly)).toBeVisible();

  await expect
    .poll(async () => (await pendingWith(freeRow.email)).total, { timeout: 30_000 })
    .toBe(0);
  expect((await pendingWith(blockedRow.email)).total).toBe(1);
});

test('no critical accessibility violation on the approvals page, after switching tabs too', async ({
  page,
}) => {
  // Several whole-page axe runs: on a busy machine (the test command runs the suites beside) they
  // alone can take a minute.
  test.setTimeout(150_000);
  await logIn(page, 'approver');
  const eventId = await mainVirtualEventId(page);
  await page.goto(`/event/${eventId}/people/approvals`);
  const critical = async () =>
    (await new AxeBuilder({ page }).analyze()).violations
      .filter((v) => v.impact === 'critical')
      .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  const table = page.getByRole('grid', { name: 'Registration requests' });
  for (const [tab, param] of [
    [null, null],
    ['Approved', 'approved'],
    ['Rejected', 'rejected'],
    ['Pending', null],
  ] as const) {
    if (tab) await page.getByRole('tab', { name: tab }).click();
    if (param) await expect(page).toHaveURL(new RegExp(`tab=${param}`));
    else await expect(page).not.toHaveURL(/tab=/);
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    await expect(page.locator('[aria-busy="true"]', { has: table })).toHaveCount(0);
    // The counts have arrived (the tabs read e.g. "Pending 1,204"): the page is settled.
    await expect(page.getByRole('tab', { name: /^Pending [\d,]+$/ })).toBeVisible();
    // Read together, in one moment of the page: the panel the selected tab controls exists.
    await expect
      .poll(() =>
        page.evaluate(() => {
          const selected = document.querySelector('[role="tab"][aria-selected="true"]');
          const panelId = selected?.getAttribute('aria-controls');
          return panelId ? (document.getElementById(panelId)?.getAttribute('role') ?? null) : null;
        }),
      )
      .toBe('tabpanel');
    expect(await critical(), `after ${tab ?? 'loading'}`).toEqual([]);
  }
});

test('the approver downloads the approval list as approval-list.csv', async ({ page }) => {
  await logIn(page, 'approver');
  const eventId = await mainVirtualEventId(page);
  await page.goto(`/event/${eventId}/people/approvals`);
  const csv = await downloadOf(page, () =>
    page.getByRole('button', { name: 'Download CSV' }).click(),
  );
  expect(csv.name).toBe('approval-list.csv');
  const [header, ...rows] = csv.text.trim().split('\n');
  expect(header).toMatch(/email/i);
  expect(rows.length).toBeGreaterThan(0);
});
