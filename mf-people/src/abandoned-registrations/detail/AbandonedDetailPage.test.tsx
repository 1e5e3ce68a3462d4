import { screen, waitFor, within } from '@testing-library/react';
import type { FetchRouter } from '@console/shared/testing';
import { aDetail } from '../testing/fixtures';
import { defaultApi, paths, REMINDER_PREVIEW, renderAbandoned, reply } from '../testing/render';
import { AbandonedDetailPage, IncompleteDetailPage } from './AbandonedDetailPage';
import { PEOPLE_MESSAGES } from '@console/people-contract';

const DETAIL = aDetail();
const { flowId, flowContextId, flowContextMetadataId } = DETAIL.registration;

function renderDetail(api: FetchRouter, options: { legacy?: boolean; readOnly?: boolean } = {}) {
  const base = options.legacy
    ? 'people/incomplete-registrations'
    : 'people/abandoned-registrations';
  return renderAbandoned(options.legacy ? <IncompleteDetailPage /> : <AbandonedDetailPage />, {
    path: `${base}/:flowId/:flowContextId`,
    at: `${base}/${flowId}/${flowContextId}`,
    fetch: api,
    context: { readOnly: options.readOnly ?? false },
    routes: [{ path: base, element: <p>The list</p> }],
  });
}

const detailApi = () => defaultApi().on('GET', paths.detail(flowId, flowContextId), DETAIL);

describe('AbandonedDetailPage', () => {
  it('shows who, the flow, the step, the tickets, the start, the answers and the reminders sent', async () => {
    renderDetail(detailApi());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' }),
    ).toBeInTheDocument();
    const registrant = screen.getByRole('region', { name: 'Registrant' });
    for (const text of ['ada@example.com', 'Public registration', 'Payment', 'VIP Pass × 2'])
      expect(within(registrant).getByText(text)).toBeInTheDocument();
    const reminders = within(registrant).getByText('Reminders sent').nextElementSibling;
    expect(reminders?.textContent).toMatch(/^1 \(last on .*\)$/);
    const started = within(registrant).getByText('Registration start date and time');
    expect(started.nextElementSibling?.textContent).toMatch(/UTC/);
    const answers = screen.getByRole('region', { name: 'Answers so far' });
    expect(within(answers).getByText('Company')).toBeInTheDocument();
    expect(within(answers).getByText('Analytical Engines')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to abandoned registrations' })).toHaveAttribute(
      'href',
      '/event/42/people/abandoned-registrations',
    );
  });

  it('goes back within the legacy incomplete-registrations routes', async () => {
    renderDetail(detailApi(), { legacy: true });
    expect(
      await screen.findByRole('link', { name: 'Back to abandoned registrations' }),
    ).toHaveAttribute('href', '/event/42/people/incomplete-registrations');
  });

  it('sends a reminder for this registration after showing it, and says so', async () => {
    const api = detailApi().on('POST', paths.reminders, { count: 1 });
    const { user, notify } = renderDetail(api);
    const open = await screen.findByRole('button', { name: 'Send reminder' });
    await user.click(open);
    const dialog = await screen.findByRole('alertdialog', { name: 'Send reminder?' });
    expect(await within(dialog).findByText(REMINDER_PREVIEW.subject)).toBeInTheDocument();
    expect(api.callsTo('POST', paths.reminders)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Send reminder' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(PEOPLE_MESSAGES.reminderSent, expect.anything()),
    );
    await waitFor(() => expect(open).toHaveFocus());
    expect(api.callsTo('POST', paths.reminders)[0]?.body).toEqual({
      flowContextMetadataIds: [flowContextMetadataId],
    });
  });

  it('deletes after the confirmation and goes back to the list', async () => {
    const api = detailApi().on('POST', paths.deletions, { count: 1 });
    const { user, notify } = renderDetail(api);
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(PEOPLE_MESSAGES.abandonedDeleteConfirmation);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The list')).toBeInTheDocument();
    expect(notify).toHaveBeenCalledWith(PEOPLE_MESSAGES.registrantsDeleted, expect.anything());
    expect(api.callsTo('POST', paths.deletions)[0]?.body).toEqual({
      flowContextMetadataIds: [flowContextMetadataId],
    });
  });

  it('disables the actions on a read-only event', async () => {
    renderDetail(detailApi(), { readOnly: true });
    expect(await screen.findByRole('button', { name: 'Send reminder' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeDisabled();
  });

  it('says when the registration cannot be found', async () => {
    renderDetail(
      defaultApi().on(
        'GET',
        paths.detail(flowId, flowContextId),
        reply({
          status: 404,
          body: { code: 'NOT_FOUND', message: 'Abandoned registration not found' },
        }),
      ),
    );
    expect(await screen.findByText('Abandoned registration not found')).toBeInTheDocument();
  });
});
