import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { captureDownloads, FetchRouter } from '@console/shared/testing';
import { fakeCsvWorkers } from '../testing/fake-csv-worker';
import {
  anImportStatus,
  anInviteList,
  anInvitee,
  COMMUNICATIONS,
  csvFile,
  inviteCsv,
} from '../testing/fixtures';
import {
  currentSearch,
  fileInput,
  LIST_ID,
  nativeSelect,
  paths,
  renderInviteLists,
  reply,
} from '../testing/render';
import { InviteListPage } from './InviteListPage';
import {
  INVITE_CSV_COLUMNS,
  INVITE_LIST_CSV_FILE_NAME,
  PEOPLE_EXTRA_MESSAGES,
  PEOPLE_MESSAGES,
  type Invitee,
} from '@console/people-contract';
import { MESSAGES } from '@console/shared/contract';

jest.mock('../csv/create-csv-worker', () => jest.requireActual('../testing/fake-csv-worker'));

const ADA = anInvitee({
  id: 1,
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phoneNumber: '+14155552671',
  role: 'Speaker',
  company: 'Analytical',
  country: 'United Kingdom',
  invitationStatus: 'AWAITING_RESPONSE',
});
const GRACE = anInvitee({
  id: 2,
  firstName: 'Grace',
  lastName: 'Hopper',
  invitationStatus: 'REGISTERED',
});
const ALAN = anInvitee({
  id: 3,
  firstName: 'Alan',
  lastName: 'Turing',
  invitationStatus: 'DECLINED',
});

function pageApi(invitees: Invitee[] = [ADA, GRACE, ALAN], total = invitees.length) {
  return new FetchRouter()
    .on('GET', paths.list, anInviteList())
    .on('GET', paths.invitees, { invitees, total })
    .on('GET', paths.communications, { communications: COMMUNICATIONS });
}

function renderPage(api = pageApi(), at = '', readOnly = false) {
  return renderInviteLists(<InviteListPage />, {
    path: 'people/audiences/invite-list/:audienceGroupId',
    at: `people/audiences/invite-list/${LIST_ID}${at}`,
    fetch: api,
    context: { readOnly },
  });
}

const inviteeCalls = (api: FetchRouter) => api.callsTo('GET', paths.invitees);

describe('InviteListPage', () => {
  beforeEach(() => fakeCsvWorkers.reset());

  it('says a link that names no invite list is not found, and asks the API nothing', async () => {
    const api = pageApi();
    renderInviteLists(<InviteListPage />, {
      path: 'people/audiences/invite-list/:audienceGroupId',
      at: 'people/audiences/invite-list/not-a-list',
      fetch: api,
    });
    expect(await screen.findByText('Invite list not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to invite lists' })).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('shows the list name, back to the invite lists, All guests with the count, and the invitees', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Partners' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to invite lists' })).toHaveAttribute(
      'href',
      '/event/42/people/audiences?selectedTab=INVITE_LISTS',
    );
    expect(
      screen.getByRole('heading', { level: 2, name: 'All guests (1,234)' }),
    ).toBeInTheDocument();
    const ada = await screen.findByRole('row', { name: /Ada Lovelace/ });
    for (const text of [
      'ada@example.com',
      // Stored in E.164 (+14155552671), shown formatted.
      '+1 415 555 2671',
      'Speaker',
      'Analytical',
      'United Kingdom',
      'No response',
    ])
      expect(within(ada).getByText(text)).toBeInTheDocument();
    expect(
      within(screen.getByRole('row', { name: /Grace Hopper/ })).getByText('Accepted'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('row', { name: /Alan Turing/ })).getByText('Declined'),
    ).toBeInTheDocument();
  });

  it('offers decline only to an invitee who has not answered', async () => {
    renderPage();
    await screen.findByRole('row', { name: /Ada Lovelace/ });
    expect(screen.getByRole('button', { name: 'Decline Ada Lovelace' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Decline Grace Hopper' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Decline Alan Turing' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Grace Hopper' })).toBeInTheDocument();
  });

  it('pages by 20 with the page in the URL', async () => {
    const { user, api } = renderPage(pageApi([ADA], 45));
    expect(await screen.findByText('1–20 of 45')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(currentSearch().get('page')).toBe('2'));
    await waitFor(() =>
      expect(inviteeCalls(api).at(-1)?.url.searchParams.get('offset')).toBe('20'),
    );
  });

  it('reads the search, status filter and page from the URL', async () => {
    const { api } = renderPage(
      pageApi([ADA], 45),
      '?q=ada&status=DECLINED&status=REGISTERED&page=3',
    );
    await screen.findByRole('row', { name: /Ada Lovelace/ });
    const params = inviteeCalls(api)[0]?.url.searchParams;
    expect(params?.get('search')).toBe('ada');
    expect(params?.getAll('statuses')).toEqual(['REGISTERED', 'DECLINED']);
    expect(params?.get('offset')).toBe('40');
    expect(screen.getByRole('searchbox', { name: 'Search guests' })).toHaveValue('ada');
  });

  it('searches after the typing stops and writes it to the URL, back to page 1', async () => {
    const { user, api } = renderPage(pageApi([ADA], 45), '?page=2');
    await screen.findByRole('row', { name: /Ada Lovelace/ });
    await user.type(screen.getByRole('searchbox', { name: 'Search guests' }), 'ada');
    await waitFor(() => expect(currentSearch().get('q')).toBe('ada'));
    expect(currentSearch().get('page')).toBeNull();
    await waitFor(() =>
      expect(inviteeCalls(api).at(-1)?.url.searchParams.get('search')).toBe('ada'),
    );
  });

  it('filters by status (shown as Accepted, Declined, No response) in the URL', async () => {
    const { api } = renderPage();
    await screen.findByRole('row', { name: /Ada Lovelace/ });
    const select = nativeSelect('status');
    expect(Array.from(select.options, (o) => o.textContent?.trim()).filter(Boolean)).toEqual([
      'Accepted',
      'Declined',
      'No response',
    ]);
    fireEvent.change(select, { target: { value: 'DECLINED' } });
    await waitFor(() => expect(currentSearch().getAll('status')).toEqual(['DECLINED']));
    await waitFor(() =>
      expect(inviteeCalls(api).at(-1)?.url.searchParams.getAll('statuses')).toEqual(['DECLINED']),
    );
  });

  it("says 'No search results found' when a filtered list is empty", async () => {
    renderPage(pageApi([]), '?q=nobody');
    expect(await screen.findByText(MESSAGES.noSearchResultsFound)).toBeInTheDocument();
  });

  it('shows an unfiltered empty list without the no-results words', async () => {
    renderPage(pageApi([]));
    expect(await screen.findByText(MESSAGES.noResultsFound)).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.noSearchResultsFound)).not.toBeInTheDocument();
  });

  it('shows a list that cannot be loaded, with Retry', async () => {
    const api = pageApi().on(
      'GET',
      paths.list,
      reply({
        status: 404,
        body: { code: 'NOT_FOUND', message: 'This invite list does not exist.' },
      }),
    );
    renderPage(api);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This invite list does not exist.');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('declines an invitee after confirmation', async () => {
    const api = pageApi().on('POST', paths.decline(1), reply({ status: 204 }));
    const { user, notify } = renderPage(api);
    await user.click(await screen.findByRole('button', { name: 'Decline Ada Lovelace' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Decline this invitee?' });
    expect(dialog).toHaveTextContent('Ada Lovelace will be marked as Declined.');
    const before = inviteeCalls(api).length;
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        PEOPLE_MESSAGES.inviteeDeclined,
        expect.objectContaining({ tone: 'success' }),
      ),
    );
    expect(api.callsTo('POST', paths.decline(1))).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(inviteeCalls(api).length).toBeGreaterThan(before));
  });

  it('cancelling the confirmation sends nothing', async () => {
    const api = pageApi();
    const { user } = renderPage(api);
    await user.click(await screen.findByRole('button', { name: 'Delete Ada Lovelace' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this invitee?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.callsTo('DELETE', paths.invitee(1))).toHaveLength(0);
  });

  it.each([
    [
      'decline',
      'POST',
      paths.decline(1),
      'Decline Ada Lovelace',
      'Decline',
      PEOPLE_MESSAGES.failedToDeclineInvitee,
    ],
    [
      'delete',
      'DELETE',
      paths.invitee(1),
      'Delete Ada Lovelace',
      'Delete',
      PEOPLE_MESSAGES.failedToDeleteInvitee,
    ],
  ])('says when a %s failed', async (_action, method, path, rowButton, confirm, message) => {
    const api = pageApi().on(
      method,
      path,
      reply({ status: 500, body: { code: 'INTERNAL', message: 'x' } }),
    );
    const { user, notify } = renderPage(api);
    await user.click(await screen.findByRole('button', { name: rowButton }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: confirm }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(message, expect.objectContaining({ tone: 'error' })),
    );
  });

  it('deletes an invitee after confirmation', async () => {
    const api = pageApi().on('DELETE', paths.invitee(3), reply({ status: 204 }));
    const { user, notify } = renderPage(api);
    await user.click(await screen.findByRole('button', { name: 'Delete Alan Turing' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this invitee?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        PEOPLE_MESSAGES.inviteeDeleted,
        expect.objectContaining({ tone: 'success' }),
      ),
    );
    expect(api.callsTo('DELETE', paths.invitee(3))).toHaveLength(1);
  });

  it('copies the invite list ID', async () => {
    const { user, notify } = renderPage();
    // Named with its visible text first (label in name).
    await user.click(await screen.findByRole('button', { name: 'Copy ID of the invite list' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        PEOPLE_MESSAGES.inviteListIdCopied,
        expect.objectContaining({ tone: 'success' }),
      ),
    );
    expect(await navigator.clipboard.readText()).toBe(String(LIST_ID));
  });

  it('downloads invite-list.csv with the search and filter, and says when it failed', async () => {
    const downloads = captureDownloads();
    let fail = false;
    const api = pageApi().on('GET', paths.csv, () =>
      fail
        ? reply({ status: 500, body: { code: 'INTERNAL', message: 'x' } })
        : reply({ text: 'email\n', headers: { 'content-type': 'text/csv' } }),
    );
    const { user, notify } = renderPage(api, '?q=ada&status=DECLINED');
    await user.click(await screen.findByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(downloads[0]?.fileName).toBe(INVITE_LIST_CSV_FILE_NAME));
    const params = api.callsTo('GET', paths.csv)[0]?.url.searchParams;
    expect(params?.get('search')).toBe('ada');
    expect(params?.getAll('statuses')).toEqual(['DECLINED']);

    fail = true;
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        PEOPLE_MESSAGES.failedToDownloadCsv,
        expect.objectContaining({ tone: 'error' }),
      ),
    );
  });

  it('disables the write actions for a read-only user', async () => {
    renderPage(pageApi(), '', true);
    await screen.findByRole('row', { name: /Ada Lovelace/ });
    expect(screen.getByRole('button', { name: 'Add invitee' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Import CSV' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Decline Ada Lovelace' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Delete Ada Lovelace' })).toBeDisabled();
  });

  describe('Add invitee', () => {
    /** Pastes a value (typing it key by key re-renders the 250 countries each time). */
    async function fill(user: UserEvent, field: HTMLElement, value: string) {
      await user.click(field);
      await user.paste(value);
    }

    async function openAdd(api = pageApi()) {
      const rendered = renderPage(api);
      await rendered.user.click(await screen.findByRole('button', { name: 'Add invitee' }));
      const dialog = await screen.findByRole('dialog', { name: 'Add invitee' });
      return { ...rendered, dialog };
    }

    it('requires a valid email, a valid phone and 150 characters at most', async () => {
      const { user, dialog, api } = await openAdd();
      const submit = () => user.click(within(dialog).getByRole('button', { name: 'Add invitee' }));
      await submit();
      expect(await within(dialog).findByText(PEOPLE_MESSAGES.required)).toBeInTheDocument();

      await fill(user, within(dialog).getByRole('textbox', { name: /Email/ }), 'not-an-email');
      await fill(user, within(dialog).getByRole('textbox', { name: 'Phone number' }), '12');
      await fill(user, within(dialog).getByRole('textbox', { name: 'Company' }), 'c'.repeat(151));
      await submit();
      expect(await within(dialog).findByText(PEOPLE_MESSAGES.invalidEmail)).toBeInTheDocument();
      expect(within(dialog).getByText(PEOPLE_MESSAGES.invalidPhone)).toBeInTheDocument();
      expect(within(dialog).getByText(PEOPLE_EXTRA_MESSAGES.fieldMax(150))).toBeInTheDocument();
      expect(api.callsTo('POST', paths.invitees)).toHaveLength(0);
    });

    it('adds an invitee with a country from the list and the chosen emails', async () => {
      const api = pageApi().on('POST', paths.invitees, reply({ status: 201, body: {} }));
      const { user, dialog, notify } = await openAdd(api);
      await fill(user, within(dialog).getByRole('textbox', { name: /Email/ }), ' ada@example.com ');
      await fill(user, within(dialog).getByRole('textbox', { name: 'First name' }), 'Ada');
      await fill(
        user,
        within(dialog).getByRole('textbox', { name: 'Phone number' }),
        '020 7946 0958',
      );
      fireEvent.change(nativeSelect('country'), { target: { value: 'GB' } });
      await user.click(await within(dialog).findByRole('checkbox', { name: 'Reminder' }));
      await user.click(within(dialog).getByRole('button', { name: 'Add invitee' }));
      await waitFor(() =>
        expect(notify).toHaveBeenCalledWith(
          PEOPLE_MESSAGES.inviteeAdded,
          expect.objectContaining({ tone: 'success' }),
        ),
      );
      expect(api.callsTo('POST', paths.invitees)[0]?.body).toEqual({
        email: 'ada@example.com',
        firstName: 'Ada',
        lastName: '',
        role: '',
        company: '',
        phoneNumber: '020 7946 0958',
        country: 'United Kingdom',
        communicationSettingIds: [12],
      });
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    });

    it("says 'Failed to add invitee' and keeps the form", async () => {
      const api = pageApi().on(
        'POST',
        paths.invitees,
        reply({ status: 409, body: { code: 'CONFLICT', message: 'exists' } }),
      );
      const { user, dialog, notify } = await openAdd(api);
      await fill(user, within(dialog).getByRole('textbox', { name: /Email/ }), 'ada@example.com');
      await user.click(within(dialog).getByRole('button', { name: 'Add invitee' }));
      await waitFor(() =>
        expect(notify).toHaveBeenCalledWith(
          PEOPLE_MESSAGES.failedToAddInvitee,
          expect.objectContaining({ tone: 'error' }),
        ),
      );
      expect(within(dialog).getByText(PEOPLE_EXTRA_MESSAGES.alreadyInList)).toBeInTheDocument();
      expect(within(dialog).getByRole('textbox', { name: /Email/ })).toHaveValue('ada@example.com');
    });
  });

  it('imports a CSV into this list with its id and the chosen emails', async () => {
    const api = pageApi()
      .on('POST', paths.files, { s3FileUrl: 'invite-files://more', fileName: 'more.csv' })
      .on('POST', paths.imports, reply({ status: 202, body: {} }))
      .on('GET', paths.imports, anImportStatus({ s3FileUrl: 'invite-files://more' }));
    const { user } = renderPage(api);
    await user.click(await screen.findByRole('button', { name: 'Import CSV' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import CSV' });
    expect(
      within(dialog).queryByRole('textbox', { name: /Audience name/ }),
    ).not.toBeInTheDocument();
    await user.upload(fileInput(), csvFile(inviteCsv('new@example.com,,,,,,'), 'more.csv'));
    await within(dialog).findByText('Read as UTF-8, columns separated by commas.');
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    await within(dialog).findByText('1 row ready to import.');
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Invitation' }));
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    await within(dialog).findByText(PEOPLE_MESSAGES.importInProgress);
    expect(api.callsTo('POST', paths.imports)[0]?.body).toEqual({
      s3FileUrl: 'invite-files://more',
      fileExtension: 'csv',
      audienceGroupId: LIST_ID,
      columnMapping: [...INVITE_CSV_COLUMNS],
      communicationSettingIds: [11],
      idempotencyKey: expect.any(String),
    });
  });
});
