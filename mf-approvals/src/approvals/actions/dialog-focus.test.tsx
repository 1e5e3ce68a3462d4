/** After any approval dialog closes, the focus is back on the button that opened it. */
import { screen, waitFor, within } from '@testing-library/react';
import { coupons, details, makeRequest } from '../testing/fixtures';
import { defaultApi, paths, renderApprovals } from '../testing/render';
import { type ApprovalDetailsResponse, APPROVAL_MESSAGES } from '@console/approvals-contract';

const ada = makeRequest({ firstName: 'Ada', lastName: 'L' });
const bob = makeRequest({ firstName: 'Bob', lastName: 'M', coupons: [{ couponId: 5, code: 'X' }] });

function apiWith(confirmations: ApprovalDetailsResponse[]) {
  const queue = [...confirmations];
  return defaultApi()
    .on('GET', paths.list, { items: [ada, bob], total: 2, selectableTotal: 2 })
    .on('GET', paths.coupons, coupons([{ couponId: 5, code: 'X', availableQuantity: 0 }]))
    .on('POST', paths.confirmation, () => queue.shift() ?? details());
}

describe('focus after the approval dialogs', () => {
  it('closing the confirmation dialog puts the focus back on the row’s Approve button', async () => {
    const { user } = renderApprovals({ fetch: apiWith([details()]) });
    const approve = await screen.findByRole('button', { name: 'Approve Ada L' });
    await user.click(approve);
    const dialog = await screen.findByRole('alertdialog', { name: 'Approve 1 request?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await waitFor(() => expect(approve).toHaveFocus());
  });

  it('Escape on the confirmation dialog puts the focus back on the selection bar’s Approve', async () => {
    const { user } = renderApprovals({ fetch: apiWith([details()]) });
    await user.click(await screen.findByRole('checkbox', { name: /^Select Ada L / }));
    const approve = within(screen.getByRole('region', { name: 'Selected requests' })).getByRole(
      'button',
      { name: 'Approve' },
    );
    await user.click(approve);
    await screen.findByRole('alertdialog', { name: 'Approve 1 request?' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await waitFor(() => expect(approve).toHaveFocus());
  });

  it('through the blocked-rows dialog and the confirmation, back to the opener', async () => {
    const { user } = renderApprovals({
      fetch: apiWith([
        details({ selectedCount: 1, blocked: { ticketSalesEnded: 0, couponUsageLimitReached: 1 } }),
      ]),
    });
    await user.click(await screen.findByRole('checkbox', { name: /^Select Ada L / }));
    await user.click(screen.getByRole('checkbox', { name: /^Select Bob M / }));
    const approve = within(screen.getByRole('region', { name: 'Selected requests' })).getByRole(
      'button',
      { name: 'Approve' },
    );
    await user.click(approve);
    const blocked = await screen.findByRole('alertdialog', {
      name: APPROVAL_MESSAGES.couponUsageLimitReached,
    });
    await user.click(within(blocked).getByRole('button', { name: 'Approve the other 1' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Approve 1 request?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(approve).toHaveFocus());
  });

  it('closing the §5 refusal puts the focus back on the row’s Approve button', async () => {
    const { user } = renderApprovals({ fetch: apiWith([]) });
    const approve = await screen.findByRole('button', { name: 'Approve Bob M' });
    await user.click(approve);
    const refused = await screen.findByRole('alertdialog', {
      name: APPROVAL_MESSAGES.couponUsageLimitReached,
    });
    await user.click(within(refused).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(approve).toHaveFocus());
  });
});
