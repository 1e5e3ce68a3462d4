import { screen, waitFor, within } from '@testing-library/react';
import { MESSAGES, TIMINGS } from '@console/shared/contract';
import { LONG_TITLE, paths, sessionsApi } from '../testing/fixtures';
import { renderAddToSessions } from '../testing/render';
import { PEOPLE_LIMITS, PEOPLE_EXTRA_MESSAGES, PEOPLE_MESSAGES } from '@console/people-contract';

const opener = () => screen.getByRole('button', { name: 'Add to sessions' });
const dialog = () => screen.getByRole('dialog', { name: 'Add to sessions' });
const table = () => within(dialog()).getByRole('grid', { name: 'Sessions' });
const box = (title: string) => within(table()).getByRole('checkbox', { name: `Select ${title}` });

async function open(user: ReturnType<typeof renderAddToSessions>['user']) {
  await user.click(opener());
  await within(dialog()).findByRole('checkbox', { name: 'Select Session 2' });
}

async function goToPage(user: ReturnType<typeof renderAddToSessions>['user'], page: number) {
  await user.click(within(dialog()).getByRole('button', { name: `Page ${page}` }));
  await waitFor(() => expect(within(table()).queryByText('Session 3')).toBeNull());
}

describe('Add to sessions', () => {
  it('opens with the sessions the group is mapped to already chosen', async () => {
    const { user } = renderAddToSessions({ fetch: sessionsApi({ mapped: [2, 22] }) });
    await open(user);
    expect(box('Session 2')).toBeChecked();
    expect(box('Session 3')).not.toBeChecked();
    expect(within(dialog()).getByText('2 sessions selected')).toBeInTheDocument();
    expect(
      within(dialog()).getByText(/Choose the sessions VIP guests is added to/),
    ).toBeInTheDocument();
  });

  it('shows each column: the title cut at 30, date and time with the zone, venue, 2 tags then +N, format', async () => {
    const { user } = renderAddToSessions({ fetch: sessionsApi() });
    await open(user);
    const headers = within(table())
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers.slice(1)).toEqual(['Session name', 'Date & Time', 'Venue', 'Tags', 'Format']);

    const row = within(table()).getByRole('row', { name: new RegExp(LONG_TITLE) });
    const shown = `${LONG_TITLE.slice(0, PEOPLE_LIMITS.sessionTitleMax)}…`;
    expect(within(row).getByText(shown)).toBeInTheDocument();
    expect(within(row).getByTitle(LONG_TITLE)).toBeInTheDocument();
    // Session 1 starts 15:00 UTC on Jan 1: 10:00 AM in New York.
    expect(within(row).getByText('Jan 1, 2030, 10:00 AM EST')).toBeInTheDocument();
    expect(within(row).getByText('Hall A')).toBeInTheDocument();
    const tags = within(row).getByRole('list', { name: `Tags of ${LONG_TITLE}` });
    expect(within(tags).getByText('Cloud')).toBeInTheDocument();
    expect(within(tags).getByText('Workshop')).toBeInTheDocument();
    expect(within(tags).queryByText('Advanced')).toBeNull();
    expect(within(tags).getByRole('img', { name: '2 more: Advanced, Beginner' })).toHaveTextContent(
      '+2',
    );
    expect(within(row).getByText('Virtual')).toBeInTheDocument();
  });

  it('keeps the choice across pages and filters, and saves the whole set', async () => {
    const { user, api, notify } = renderAddToSessions({ fetch: sessionsApi({ mapped: [22] }) });
    await open(user);
    await user.click(box('Session 2'));
    await goToPage(user, 2);
    expect(box('Session 22')).toBeChecked();
    await user.click(box('Session 21'));
    await user.click(within(dialog()).getByRole('button', { name: 'Page 1' }));
    await within(table()).findByText('Session 3');
    expect(box('Session 2')).toBeChecked();

    // A filter hiding Session 2 keeps it chosen.
    await user.click(within(dialog()).getByRole('button', { name: /Format/ }));
    await user.click(
      within(screen.getByRole('listbox')).getByRole('option', { name: 'In person' }),
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(within(table()).queryByText('Session 2')).toBeNull());
    await user.click(box('Session 3'));
    expect(within(dialog()).getByText('4 sessions selected')).toBeInTheDocument();

    await user.click(within(dialog()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('PUT', paths.mapping).map((c) => c.body)).toEqual([
      { segmentIds: [2, 3, 21, 22] },
    ]);
    expect(notify).toHaveBeenCalledWith(PEOPLE_EXTRA_MESSAGES.sessionsUpdated, {
      tone: 'success',
      durationMs: TIMINGS.toastShortMs,
    });
    await waitFor(() => expect(opener()).toHaveFocus());

    // Reopening shows what is mapped now.
    await open(user);
    expect(box('Session 2')).toBeChecked();
    expect(box('Session 3')).toBeChecked();
    expect(within(dialog()).getByText('4 sessions selected')).toBeInTheDocument();
  });

  it('sends the search, tags, format and days filters, starting again at the first page', async () => {
    const { user, api } = renderAddToSessions({ fetch: sessionsApi() });
    await open(user);
    await goToPage(user, 2);
    const pick = async (filter: RegExp, option: string) => {
      await user.click(within(dialog()).getByRole('button', { name: filter }));
      await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
      await user.keyboard('{Escape}');
    };
    await pick(/Tags/, 'AI');
    await pick(/Days/, 'Jan 2');
    await pick(/Format/, 'Virtual');
    await user.type(within(dialog()).getByRole('searchbox', { name: 'Search sessions' }), 'sess');
    await waitFor(
      () =>
        expect(api.callsTo('GET', paths.list).at(-1)?.url.searchParams.get('query')).toBe('sess'),
      { timeout: 2000 },
    );
    const last = api.callsTo('GET', paths.list).at(-1)?.url.searchParams;
    expect(last?.getAll('tags')).toEqual(['AI']);
    expect(last?.getAll('days')).toEqual(['2030-01-02']);
    expect(last?.getAll('formats')).toEqual(['VIRTUAL']);
    expect(last?.get('offset')).toBe('0');
    expect(last?.get('limit')).toBe('20');
    // Sessions 16 and 20: AI, Jan 2, virtual.
    await within(table()).findByText('Session 16');
    expect(within(table()).getAllByRole('checkbox', { name: /^Select Session/ })).toHaveLength(2);
  });

  it("says 'No sessions found' for an event without sessions and 'No search results found' for a search", async () => {
    const { user } = renderAddToSessions({ fetch: sessionsApi({ sessions: [] }) });
    await user.click(opener());
    expect(await within(dialog()).findByText(PEOPLE_MESSAGES.noSessionsFound)).toBeInTheDocument();

    await user.type(within(dialog()).getByRole('searchbox', { name: 'Search sessions' }), 'zzz');
    expect(
      await within(dialog()).findByText(MESSAGES.noSearchResultsFound, {}, { timeout: 2000 }),
    ).toBeInTheDocument();
    expect(within(dialog()).getByText(MESSAGES.tryDifferentKeywords)).toBeInTheDocument();
  });

  it('keeps the dialog and the choice when saving fails', async () => {
    const { user, api, notify } = renderAddToSessions({
      fetch: sessionsApi({ mapped: [4], saveStatus: 500 }),
    });
    await open(user);
    await user.click(box('Session 5'));
    await user.click(within(dialog()).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(MESSAGES.somethingWentWrong, {
        tone: 'error',
        durationMs: TIMINGS.toastLongMs,
      }),
    );
    expect(dialog()).toBeInTheDocument();
    expect(box('Session 4')).toBeChecked();
    expect(box('Session 5')).toBeChecked();
    await user.click(within(dialog()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('PUT', paths.mapping)).toHaveLength(2));
    expect(api.callsTo('PUT', paths.mapping).map((c) => c.body)).toEqual([
      { segmentIds: [4, 5] },
      { segmentIds: [4, 5] },
    ]);
  });

  it('closes on Cancel without saving and gives focus back to the button', async () => {
    const { user, api } = renderAddToSessions({ fetch: sessionsApi({ mapped: [2] }) });
    await open(user);
    await user.click(box('Session 3'));
    await user.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(opener()).toHaveFocus());
    expect(api.callsTo('PUT', paths.mapping)).toHaveLength(0);

    await user.keyboard('{Enter}');
    await within(dialog()).findByRole('checkbox', { name: 'Select Session 3' });
    expect(box('Session 3')).not.toBeChecked();
    expect(box('Session 2')).toBeChecked();
  });

  it('lets a read-only user look but not save', async () => {
    const { user } = renderAddToSessions({ fetch: sessionsApi({ mapped: [2] }), readOnly: true });
    await open(user);
    expect(within(dialog()).getByRole('button', { name: 'Save' })).toBeDisabled();
  });
});
