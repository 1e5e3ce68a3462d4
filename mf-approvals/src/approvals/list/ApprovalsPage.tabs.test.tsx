/** The status tabs (§2.9: counts; a panel for the selected tab) and the list's empty states (§8). */
import { screen, waitFor, within } from '@testing-library/react';
import { MESSAGES } from '@console/shared/contract';
import { makeRequest, summary } from '../testing/fixtures';
import { defaultApi, paths, renderApprovals } from '../testing/render';
import { type ApprovalRequest, APPROVAL_MESSAGES } from '@console/approvals-contract';

/** The selected tab's aria-controls names the tab panel on the page, labelled by that tab. */
function expectSelectedTabControlsItsPanel() {
  const tab = screen.getByRole('tab', { selected: true });
  const panelId = tab.getAttribute('aria-controls');
  expect(panelId).toBeTruthy();
  const panel = document.getElementById(panelId ?? '');
  expect(panel).toBeInTheDocument();
  expect(panel).toHaveAttribute('role', 'tabpanel');
  expect(panel).toHaveAttribute('aria-labelledby', tab.id);
}

describe('status tabs', () => {
  it('show their counts from the summary, with thousands separators', async () => {
    const api = defaultApi().on(
      'GET',
      paths.summary,
      summary({
        totalPendingRegistrations: 1204,
        totalApprovedRegistrations: 56_789,
        totalRejectedRegistrations: 0,
      }),
    );
    renderApprovals({ fetch: api });
    const tabs = screen.getByRole('tablist', { name: 'Request status' });
    expect(await within(tabs).findByRole('tab', { name: 'Pending 1,204' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(within(tabs).getByRole('tab', { name: 'Approved 56,789' })).toBeInTheDocument();
    expect(within(tabs).getByRole('tab', { name: 'Rejected 0' })).toBeInTheDocument();
  });

  it('after every switch, the selected tab controls a panel that is on the page', async () => {
    const { user } = renderApprovals();
    await screen.findByText(APPROVAL_MESSAGES.noRegistrations('pending'));
    expectSelectedTabControlsItsPanel();
    for (const [label, empty] of [
      ['Approved', 'approved'],
      ['Rejected', 'rejected'],
      ['Pending', 'pending'],
    ] as const) {
      await user.click(screen.getByRole('tab', { name: new RegExp(`^${label}`) }));
      await screen.findByText(APPROVAL_MESSAGES.noRegistrations(empty));
      expect(screen.getByRole('tab', { selected: true })).toHaveAccessibleName(
        new RegExp(`^${label}`),
      );
      expectSelectedTabControlsItsPanel();
      expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
    }
  });
});

describe('empty states', () => {
  it('a search that matches nothing says so, with a hint', async () => {
    const api = defaultApi();
    renderApprovals({ at: 'people/approvals?q=nobody', fetch: api });
    expect(await screen.findByText(MESSAGES.noSearchResultsFound)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.tryDifferentKeywords)).toBeInTheDocument();
    expect(
      screen.queryByText(APPROVAL_MESSAGES.noRegistrations('pending')),
    ).not.toBeInTheDocument();
    expect(api.callsTo('GET', paths.list)[0]?.url.searchParams.get('query')).toBe('nobody');
  });

  it('an empty tab without a search names the tab', async () => {
    renderApprovals({ at: 'people/approvals?tab=approved' });
    expect(
      await screen.findByText(APPROVAL_MESSAGES.noRegistrations('approved')),
    ).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.noSearchResultsFound)).not.toBeInTheDocument();
  });

  it('clearing the search goes back to the rows', async () => {
    let rows: ApprovalRequest[] = [];
    const api = defaultApi().on('GET', paths.list, () => ({
      items: rows,
      total: rows.length,
      selectableTotal: rows.length,
    }));
    const { user } = renderApprovals({ at: 'people/approvals?q=nobody', fetch: api });
    await screen.findByText(MESSAGES.noSearchResultsFound);
    rows = [makeRequest({ firstName: 'Ada', lastName: 'L' })];
    await user.clear(screen.getByRole('searchbox', { name: 'Search requests' }));
    await waitFor(() => expect(screen.getByRole('row', { name: /Ada L/ })).toBeInTheDocument(), {
      timeout: 2000,
    });
  });
});
