import { screen, waitFor, within, fireEvent } from '@testing-library/react';
import { MESSAGES } from '@console/shared/contract';
import type { FetchRouter } from '@console/shared/testing';
import { AbandonedDetailPage } from '../detail/AbandonedDetailPage';
import { anAbandoned } from '../testing/fixtures';
import {
  currentSearch,
  defaultApi,
  nativeSelect,
  paths,
  REMINDER_PREVIEW,
  renderAbandoned,
  reply,
} from '../testing/render';
import {
  AbandonedRegistrationsPage,
  IncompleteRegistrationsPage,
} from './AbandonedRegistrationsPage';
import {
  ABANDONED_CSV_FILE,
  PEOPLE_MESSAGES,
  type AbandonedRegistration,
} from '@console/people-contract';
import { captureDownloads, downloadedText } from '@console/shared/testing';

const ADA = anAbandoned({
  flowContextMetadataId: 501,
  flowContextId: 'ctx-ada',
  flowId: 11,
  firstName: 'Ada',
  lastName: 'Lovelace',
  emailId: 'ada@example.com',
  flowName: 'VIP registration',
  abandonedStep: 'Payment',
  tickets: [{ name: 'VIP Pass', count: 2 }],
  createdAt: '2025-03-01T15:30:00.000Z',
});
const ALAN = anAbandoned({
  flowContextMetadataId: 502,
  firstName: 'Alan',
  lastName: 'Turing',
  emailId: 'alan@example.com',
});

function listApi(items: AbandonedRegistration[] = [ADA, ALAN], totalCount = items.length) {
  return defaultApi().on('GET', paths.list, { items, totalCount });
}

function renderPage(
  api: FetchRouter = listApi(),
  at = '',
  options: { readOnly?: boolean; eventType?: 'EVENT' | 'FIELD'; legacy?: boolean } = {},
) {
  const base = options.legacy
    ? 'people/incomplete-registrations'
    : 'people/abandoned-registrations';
  return renderAbandoned(
    options.legacy ? <IncompleteRegistrationsPage /> : <AbandonedRegistrationsPage />,
    {
      path: base,
      at: `${base}${at}`,
      fetch: api,
      event: { type: options.eventType ?? 'EVENT', tz: 'America/New_York' },
      context: { readOnly: options.readOnly ?? false },
      routes: [{ path: `${base}/:flowId/:flowContextId`, element: <AbandonedDetailPage /> }],
    },
  );
}

const listCalls = (api: FetchRouter) => api.callsTo('GET', paths.list);
const openMenu = async (user: ReturnType<typeof renderPage>['user'], name: string) =>
  user.click(await screen.findByRole('button', { name: `Actions for ${name}` }));

describe('AbandonedRegistrationsPage', () => {
  it('shows the count in the header and the columns of each row, dates in the event time zone', async () => {
    renderPage(listApi([ADA, ALAN], 1234));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Abandoned registrations (1,234)' }),
    ).toBeInTheDocument();
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    for (const name of [
      'Name',
      'Dropped off at',
      'Tickets',
      'Registration flow',
      'Registration start date and time',
    ])
      expect(headers).toContain(name);
    const row = screen.getByRole('row', { name: /Ada Lovelace/ });
    for (const text of ['ada@example.com', 'Payment', 'VIP Pass × 2', 'VIP registration'])
      expect(within(row).getByText(text)).toBeInTheDocument();
    expect(within(row).getByText(/10:30/)).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute(
      'href',
      '/event/42/people/abandoned-registrations/11/ctx-ada',
    );
  });

  it('asks for page 1 first and pages by 20 with the page in the URL', async () => {
    const { user, api } = renderPage(listApi([ADA], 45));
    expect(await screen.findByText('1–20 of 45')).toBeInTheDocument();
    expect(listCalls(api)[0]?.url.searchParams.get('pageNo')).toBe('1');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(currentSearch().get('page')).toBe('2'));
    await waitFor(() => expect(listCalls(api).at(-1)?.url.searchParams.get('pageNo')).toBe('2'));
  });

  it('reads the email search, filters and page from the URL', async () => {
    const { api } = renderPage(listApi([ADA], 45), '?q=ada&flowIds=11&ticketTypeIds=101&page=3');
    await screen.findByRole('row', { name: /Ada Lovelace/ });
    const params = listCalls(api)[0]?.url.searchParams;
    expect(params?.get('emailId')).toBe('ada');
    expect(params?.getAll('flowIds')).toEqual(['11']);
    expect(params?.getAll('ticketTypeIds')).toEqual(['101']);
    expect(params?.get('pageNo')).toBe('3');
    expect(screen.getByRole('searchbox', { name: 'Search by email' })).toHaveValue('ada');
  });

  it('searches by email after the typing stops, into the URL, back to page 1', async () => {
    const { user, api } = renderPage(listApi([ADA], 45), '?page=2');
    await screen.findByRole('row', { name: /Ada Lovelace/ });
    await user.type(screen.getByRole('searchbox', { name: 'Search by email' }), 'ada@');
    await waitFor(() => expect(currentSearch().get('q')).toBe('ada@'));
    expect(currentSearch().get('page')).toBeNull();
    await waitFor(() =>
      expect(listCalls(api).at(-1)?.url.searchParams.get('emailId')).toBe('ada@'),
    );
  });

  it('filters by registration flow and tickets into the URL', async () => {
    const { api } = renderPage();
    await screen.findByRole('row', { name: /Ada Lovelace/ });
    await waitFor(() => expect(nativeSelect('flowIds').options.length).toBeGreaterThan(1));
    fireEvent.change(nativeSelect('flowIds'), { target: { value: '11' } });
    await waitFor(() => expect(currentSearch().getAll('flowIds')).toEqual(['11']));
    fireEvent.change(nativeSelect('ticketTypeIds'), { target: { value: '100' } });
    await waitFor(() => expect(currentSearch().getAll('ticketTypeIds')).toEqual(['100']));
    await waitFor(() => {
      const params = listCalls(api).at(-1)?.url.searchParams;
      expect(params?.getAll('flowIds')).toEqual(['11']);
      expect(params?.getAll('ticketTypeIds')).toEqual(['100']);
    });
  });

  it('hides the tickets filter on a field event', async () => {
    renderPage(listApi(), '', { eventType: 'FIELD' });
    await screen.findByRole('row', { name: /Ada Lovelace/ });
    expect(document.querySelector('select[name="flowIds"]')).not.toBeNull();
    expect(document.querySelector('select[name="ticketTypeIds"]')).toBeNull();
  });

  it('shows the tickets filter on other events', async () => {
    renderPage();
    await screen.findByRole('row', { name: /Ada Lovelace/ });
    expect(document.querySelector('select[name="ticketTypeIds"]')).not.toBeNull();
  });

  it("says 'No abandoned registration yet' when there is none", async () => {
    renderPage(listApi([]));
    expect(await screen.findByText(PEOPLE_MESSAGES.noAbandonedRegistration)).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.noSearchResultsFound)).not.toBeInTheDocument();
  });

  it("says 'No search results found' for a search or filter with no rows", async () => {
    renderPage(listApi([]), '?flowIds=11');
    expect(await screen.findByText(MESSAGES.noSearchResultsFound)).toBeInTheDocument();
    expect(screen.queryByText(PEOPLE_MESSAGES.noAbandonedRegistration)).not.toBeInTheDocument();
  });

  it('shows a list that cannot be loaded, with Retry', async () => {
    renderPage(
      defaultApi().on(
        'GET',
        paths.list,
        reply({ status: 500, body: { code: 'INTERNAL', message: 'Down' } }),
      ),
    );
    expect(
      await screen.findByText('Abandoned registrations could not be loaded'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it("asks first with the email it sends, then sends a row's reminder by its id; focus back on the row's menu", async () => {
    const api = listApi().on('POST', paths.reminders, { count: 1 });
    const { user, notify } = renderPage(api);
    await openMenu(user, 'Ada Lovelace');
    await user.click(screen.getByRole('menuitem', { name: 'Send reminder' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Send reminder?' });
    expect(await within(dialog).findByText(REMINDER_PREVIEW.subject)).toBeInTheDocument();
    expect(within(dialog).getByText(/^Hi Ada,/)).toHaveTextContent(
      'You started registering for Demo Summit but did not finish.',
    );
    expect(dialog).toHaveTextContent('This email goes to 1 registrant:');
    expect(dialog).toHaveTextContent('Ada Lovelace ada@example.com');
    expect(api.callsTo('POST', paths.reminderPreview)[0]?.body).toEqual({
      flowContextMetadataIds: [501],
    });
    expect(api.callsTo('POST', paths.reminders)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Send reminder' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(PEOPLE_MESSAGES.reminderSent, expect.anything()),
    );
    expect(api.callsTo('POST', paths.reminders)[0]?.body).toEqual({
      flowContextMetadataIds: [501],
    });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Actions for Ada Lovelace' })).toHaveFocus(),
    );
  });

  it('sends nothing when the reminder is cancelled, and gives the focus back to the menu', async () => {
    const api = listApi().on('POST', paths.reminders, { count: 1 });
    const { user } = renderPage(api);
    await openMenu(user, 'Alan Turing');
    await user.click(screen.getByRole('menuitem', { name: 'Send reminder' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Send reminder?' });
    await within(dialog).findByText(REMINDER_PREVIEW.subject);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST', paths.reminders)).toHaveLength(0);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Actions for Alan Turing' })).toHaveFocus(),
    );
  });

  it("says why a reminder cannot be sent before sending it (the server's words), Send disabled", async () => {
    const off = 'The reminder email is turned off. Turn it on in Communication > Standard.';
    const api = listApi().on(
      'POST',
      paths.reminderPreview,
      reply({ status: 409, body: { code: 'EMAIL_OFF', message: off } }),
    );
    const { user } = renderPage(api);
    await openMenu(user, 'Ada Lovelace');
    await user.click(screen.getByRole('menuitem', { name: 'Send reminder' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Send reminder?' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(off);
    expect(within(dialog).getByRole('button', { name: 'Send reminder' })).toBeDisabled();
    expect(api.callsTo('POST', paths.reminders)).toHaveLength(0);
  });

  it("shows the server's words when a reminder is refused, else the spec's", async () => {
    const api = listApi().on(
      'POST',
      paths.reminders,
      reply({
        status: 409,
        body: { code: 'CONFLICT', message: 'Narrow the filters and try again.' },
      }),
    );
    const { user, notify } = renderPage(api);
    const confirmReminder = async () => {
      const dialog = await screen.findByRole('alertdialog', { name: 'Send reminder?' });
      await within(dialog).findByText(REMINDER_PREVIEW.subject);
      await user.click(within(dialog).getByRole('button', { name: 'Send reminder' }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    };
    await openMenu(user, 'Ada Lovelace');
    await user.click(screen.getByRole('menuitem', { name: 'Send reminder' }));
    await confirmReminder();
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith('Narrow the filters and try again.', expect.anything()),
    );
    api.on('POST', paths.reminders, reply({ status: 500, text: 'oops' }));
    await openMenu(user, 'Alan Turing');
    await user.click(screen.getByRole('menuitem', { name: 'Send reminder' }));
    await confirmReminder();
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        'Could not send email. Please try again.',
        expect.anything(),
      ),
    );
  });

  it('deletes a row only after the confirmation, then says so', async () => {
    const api = listApi().on('POST', paths.deletions, { count: 1 });
    const { user, notify } = renderPage(api);
    await openMenu(user, 'Ada Lovelace');
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(
      "This registrant won't be able to continue from where they dropped off earlier.",
    );
    expect(api.callsTo('POST', paths.deletions)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        'Selected registrant(s) deleted successfully',
        expect.objectContaining({ tone: 'success' }),
      ),
    );
    expect(api.callsTo('POST', paths.deletions)[0]?.body).toEqual({
      flowContextMetadataIds: [501],
    });
  });

  it('sends nothing when the deletion is cancelled', async () => {
    const api = listApi().on('POST', paths.deletions, { count: 1 });
    const { user } = renderPage(api);
    await openMenu(user, 'Ada Lovelace');
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }),
    );
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST', paths.deletions)).toHaveLength(0);
  });

  it('says the exact failure text when a delete fails', async () => {
    const api = listApi().on('POST', paths.deletions, reply({ status: 500, text: 'oops' }));
    const { user, notify } = renderPage(api);
    await openMenu(user, 'Ada Lovelace');
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        'Could not delete registrant . Please try again.',
        expect.objectContaining({ tone: 'error' }),
      ),
    );
  });

  it('acts on the selected rows in bulk with their ids, then clears the selection', async () => {
    const api = listApi([ADA, ALAN], 45).on('POST', paths.reminders, { count: 2 });
    const { user } = renderPage(api);
    await user.click(
      await screen.findByRole('checkbox', { name: 'Select Ada Lovelace (ada@example.com)' }),
    );
    await user.click(
      screen.getByRole('checkbox', { name: 'Select Alan Turing (alan@example.com)' }),
    );
    const bar = screen.getByRole('region', { name: 'Selected registrants' });
    expect(within(bar).getByText('2 selected')).toBeInTheDocument();
    api.on('POST', paths.reminderPreview, { ...REMINDER_PREVIEW, count: 2 });
    await user.click(within(bar).getByRole('button', { name: 'Send reminder' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Send reminder?' });
    expect(await within(dialog).findByText(/This email goes to 2 registrants/)).toBeInTheDocument();
    expect(api.callsTo('POST', paths.reminderPreview)[0]?.body).toEqual({
      flowContextMetadataIds: [501, 502],
    });
    expect(api.callsTo('POST', paths.reminders)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Send reminder' }));
    await waitFor(() =>
      expect(api.callsTo('POST', paths.reminders)[0]?.body).toEqual({
        flowContextMetadataIds: [501, 502],
      }),
    );
    await waitFor(() =>
      expect(
        screen.queryByRole('region', { name: 'Selected registrants' }),
      ).not.toBeInTheDocument(),
    );
  });

  it('selects all across pages and sends the filter instead of ids', async () => {
    const api = listApi([ADA, ALAN], 45).on('POST', paths.deletions, { count: 45 });
    const { user } = renderPage(api, '?q=example&flowIds=11');
    await user.click(
      await screen.findByRole('checkbox', { name: 'Select all registrants on this page' }),
    );
    const bar = screen.getByRole('region', { name: 'Selected registrants' });
    await user.click(within(bar).getByRole('button', { name: 'Select all 45' }));
    expect(within(bar).getByText('45 selected')).toBeInTheDocument();
    await user.click(within(bar).getByRole('button', { name: 'Delete' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() => expect(api.callsTo('POST', paths.deletions)).toHaveLength(1));
    const body = api.callsTo('POST', paths.deletions)[0]?.body as {
      filter: { emailId: string; flowIds: number[]; createdUntil: string };
    };
    expect(body.filter).toEqual({
      emailId: 'example',
      flowIds: [11],
      createdUntil: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    expect(body).not.toHaveProperty('flowContextMetadataIds');
  });

  it('downloads abandoned-registrations.csv of the filter, or of the selected rows', async () => {
    const downloads = captureDownloads();
    const api = listApi().on(
      'GET',
      paths.csv,
      reply({ text: 'Name,Email\r\nAda,ada@example.com', headers: { 'content-type': 'text/csv' } }),
    );
    const { user } = renderPage(api, '?q=ada&ticketTypeIds=101');
    await screen.findByRole('row', { name: /Ada Lovelace/ });
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0]?.fileName).toBe(ABANDONED_CSV_FILE);
    expect(await downloadedText(downloads)).toContain('ada@example.com');
    const byFilter = api.callsTo('GET', paths.csv)[0]?.url.searchParams;
    expect(byFilter?.get('emailId')).toBe('ada');
    expect(byFilter?.getAll('ticketTypeIds')).toEqual(['101']);
    expect(byFilter?.has('ids')).toBe(false);

    await user.click(
      screen.getByRole('checkbox', { name: 'Select Ada Lovelace (ada@example.com)' }),
    );
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(downloads).toHaveLength(2));
    const bySelection = api.callsTo('GET', paths.csv)[1]?.url.searchParams;
    expect(bySelection?.getAll('ids')).toEqual(['501']);
    expect(bySelection?.has('emailId')).toBe(false);
  });

  it("says 'Failed to download CSV' when the download fails", async () => {
    const api = listApi().on('GET', paths.csv, reply({ status: 500, text: 'oops' }));
    const { user, notify } = renderPage(api);
    await screen.findByRole('row', { name: /Ada Lovelace/ });
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith('Failed to download CSV', expect.anything()),
    );
  });

  it('disables the writes on a read-only event, viewing stays', async () => {
    const { user } = renderPage(listApi(), '', { readOnly: true });
    await openMenu(user, 'Ada Lovelace');
    expect(screen.getByRole('menuitem', { name: 'Send reminder' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(screen.getByRole('menuitem', { name: 'Delete' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(screen.getByRole('menuitem', { name: 'View details' })).not.toHaveAttribute(
      'aria-disabled',
    );
  });

  it("opens a row's details from its menu, within the legacy incomplete-registrations routes too", async () => {
    const api = listApi().on('GET', paths.detail(11, 'ctx-ada'), {
      registration: ADA,
      answers: [],
      remindersSent: 0,
      lastRemindedAt: null,
    });
    const { user } = renderPage(api, '', { legacy: true });
    await openMenu(user, 'Ada Lovelace');
    await user.click(screen.getByRole('menuitem', { name: 'View details' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/event/42/people/incomplete-registrations/11/ctx-ada',
    );
  });
});
