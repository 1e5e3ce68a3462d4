import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ERROR_CODES,
  MESSAGES,
  OUTBOX_API,
  OUTBOX_PAGE_SIZE,
  type OutboxList,
} from '@console/shared/contract';
import {
  FetchRouter,
  renderWithShell,
  reply,
  testShellContext,
  type FakeRequest,
} from '@console/shared/testing';
import { OutboxPage } from './OutboxPage';
import { anEmail, anOutboxPage } from './testing';

const PATH = OUTBOX_API.list(7);

function renderOutbox(answer: (before: string | null) => OutboxList | ReturnType<typeof reply>) {
  const api = new FetchRouter().on('GET', PATH, ({ url }: FakeRequest) =>
    answer(url.searchParams.get('before')),
  );
  api.install();
  renderWithShell(<OutboxPage />, {
    path: '/event/:eventId/communication/outbox',
    initialUrl: '/event/7/communication/outbox',
    context: testShellContext(),
  });
  return { api, user: userEvent.setup() };
}

const table = () => screen.getByRole('grid', { name: 'Email outbox' });
const recipients = () =>
  within(table())
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

describe('OutboxPage', () => {
  it('lists the emails with their status and dates, and says they are kept, not sent', async () => {
    const { api } = renderOutbox(() => anOutboxPage({ deliveryConfigured: false }));
    expect(screen.getByRole('heading', { level: 1, name: 'Email outbox' })).toBeInTheDocument();
    expect(screen.getByText('Loading the outbox…')).toBeInTheDocument();
    const row = await screen.findByRole('row', { name: /ada@example.com/ });
    expect(
      within(row).getByRole('button', { name: 'Your registration is confirmed: Spring Summit' }),
    ).toBeInTheDocument();
    expect(within(row).getByText('Not sent')).toBeInTheDocument();
    expect(within(row).getByText('Mar 1, 2026, 9:00 AM UTC')).toBeInTheDocument();
    expect(within(row).getByText('—')).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.outboxKeptNotSent)).toHaveAttribute('role', 'status');
    const query = api.callsTo('GET', PATH)[0]?.url.searchParams;
    expect(query?.get('limit')).toBe(String(OUTBOX_PAGE_SIZE));
    expect(query?.has('before')).toBe(false);
  });

  it('shows no banner when delivery is set up, and when an email was sent', async () => {
    renderOutbox(() =>
      anOutboxPage({
        deliveryConfigured: true,
        emails: [anEmail({ status: 'SENT', attempts: 1, sentAt: '2026-03-01T09:05:00Z' })],
      }),
    );
    const row = await screen.findByRole('row', { name: /ada@example.com/ });
    expect(within(row).getByText('Sent')).toBeInTheDocument();
    expect(within(row).getByText('Mar 1, 2026, 9:05 AM UTC')).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.outboxKeptNotSent)).not.toBeInTheDocument();
  });

  it('loads the next page with the keyset of the previous one, until there is none', async () => {
    const { api, user } = renderOutbox((before) =>
      before === null
        ? anOutboxPage({
            emails: [anEmail({ emailId: 12, to: 'a@x.io' }), anEmail({ emailId: 9, to: 'b@x.io' })],
            nextBefore: 9,
          })
        : anOutboxPage({ emails: [anEmail({ emailId: 4, to: 'c@x.io' })], nextBefore: null }),
    );
    await screen.findByText('a@x.io');
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('c@x.io')).toBeInTheDocument();
    expect(recipients()).toEqual(['a@x.io', 'b@x.io', 'c@x.io']);
    expect(api.callsTo('GET', PATH).map((c) => c.url.searchParams.get('before'))).toEqual([
      null,
      '9',
    ]);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('says so when the next page cannot be loaded, keeping the rows and offering a retry', async () => {
    let failNext = true;
    const { user } = renderOutbox((before) => {
      if (before === null)
        return anOutboxPage({ emails: [anEmail({ emailId: 12, to: 'a@x.io' })], nextBefore: 12 });
      if (failNext)
        return reply({
          status: 500,
          body: { code: ERROR_CODES.internal, message: 'The database is not reachable' },
        });
      return anOutboxPage({ emails: [anEmail({ emailId: 3, to: 'z@x.io' })] });
    });
    await screen.findByText('a@x.io');
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('More emails could not be loaded');
    expect(alert).toHaveTextContent('The database is not reachable');
    expect(screen.getByText('a@x.io')).toBeInTheDocument();
    failNext = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('z@x.io')).toBeInTheDocument();
  });

  it('opens an email in a slide-out with its body as plain text, never as HTML', async () => {
    const email = anEmail({
      subject: 'Welcome',
      body: 'Hi Ada,\n\n<b>bold</b> <img src=x onerror="alert(1)">',
      status: 'FAILED',
      attempts: 5,
      lastError: 'SMTP 550 mailbox unavailable',
    });
    const { user } = renderOutbox(() =>
      anOutboxPage({ emails: [email], deliveryConfigured: true }),
    );
    await user.click(await screen.findByRole('button', { name: 'Welcome' }));
    const panel = screen.getByRole('dialog', { name: 'Welcome' });
    const body = within(panel).getByTestId('email-body');
    expect(body.textContent).toBe(email.body);
    expect(body.querySelector('b, img')).toBeNull();
    expect(panel).toHaveTextContent('ada@example.com');
    expect(within(panel).getByText('Failed')).toBeInTheDocument();
    expect(panel).toHaveTextContent('SMTP 550 mailbox unavailable');
    await user.click(within(panel).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the empty state when the event has no email yet', async () => {
    renderOutbox(() => anOutboxPage({ emails: [], deliveryConfigured: true }));
    expect(await screen.findByText(MESSAGES.noEmailsYet)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.noEmailsYetBody)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it("shows the API's message when the outbox cannot be loaded", async () => {
    renderOutbox(() =>
      reply({
        status: 403,
        body: { code: ERROR_CODES.forbidden, message: 'You do not have access to this event' },
      }),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The outbox could not be loaded');
    expect(alert).toHaveTextContent('You do not have access to this event');
  });
});
