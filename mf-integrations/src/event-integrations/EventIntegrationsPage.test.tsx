import { screen, waitFor, within } from '@testing-library/react';
import { queryKeys } from '@console/shared/react';
import { FetchRouter, type FakeRequest } from '@console/shared/testing';
import { eventIntegration, withRevenueSync } from '../testing/fixtures';
import { EVENT_ID, paths, renderEventIntegrations, reply } from '../testing/render';
import { INTEGRATIONS_MESSAGES, type UpdateEventIntegration } from '@console/integrations-contract';

const hubspot = eventIntegration({ revenueDashboardDataSyncAt: '2026-03-02T15:00:00.000Z' });
const zapier = withRevenueSync(
  eventIntegration({ integrationType: 'ZAPIER', solutionStatus: 'DISABLE' }),
  true,
);

/** A fake API holding the event's integrations: PATCH changes what GET answers next. */
function eventApi(initial = [hubspot, zapier]) {
  let integrations = initial;
  const api = new FetchRouter().on('GET', paths.eventList, () => ({ integrations }));
  for (const item of initial) {
    api.on('PATCH', paths.eventIntegration(item.integrationType), (request: FakeRequest) => {
      const update = request.body as UpdateEventIntegration;
      const current = integrations.find((i) => i.integrationType === item.integrationType) ?? item;
      const statusSaved = {
        ...current,
        solutionStatus: update.solutionStatus ?? current.solutionStatus,
      };
      const saved =
        update.revenueDataSync === undefined
          ? statusSaved
          : withRevenueSync(statusSaved, update.revenueDataSync);
      integrations = integrations.map((i) =>
        i.integrationType === saved.integrationType ? saved : i,
      );
      return saved;
    });
  }
  return api;
}

const patchesTo = (api: FetchRouter, type: string) =>
  api.callsTo('PATCH', paths.eventIntegration(type)).map((call) => call.body);

describe('EventIntegrationsPage', () => {
  it('shows each integration with its status, last revenue sync in the event’s zone, and switches', async () => {
    renderEventIntegrations(eventApi());
    expect(screen.getByRole('heading', { level: 1, name: 'Integrations' })).toBeInTheDocument();
    const hub = await screen.findByRole('region', { name: 'HubSpot' });
    expect(within(hub).getByText('On')).toBeInTheDocument();
    expect(within(hub).getByText('Mar 2, 2026, 10:00 AM EST')).toBeInTheDocument();
    expect(within(hub).getByRole('switch', { name: 'HubSpot enabled' })).toBeChecked();
    expect(
      within(hub).getByRole('switch', { name: 'Revenue dashboard data sync for HubSpot' }),
    ).not.toBeChecked();
    const zap = screen.getByRole('region', { name: 'Zapier' });
    expect(within(zap).getByText('Off')).toBeInTheDocument();
    expect(zap).toHaveTextContent('Never');
    expect(within(zap).getByRole('switch', { name: 'Zapier enabled' })).not.toBeChecked();
    expect(
      within(zap).getByRole('switch', { name: 'Revenue dashboard data sync for Zapier' }),
    ).toBeChecked();
  });

  it('turns an integration off for the event, says so, and reloads the event’s sidebar', async () => {
    const { api, user, notify, queryClient } = renderEventIntegrations(eventApi());
    queryClient.setQueryData(queryKeys.eventContext(EVENT_ID), { loaded: true });
    await user.click(await screen.findByRole('switch', { name: 'HubSpot enabled' }));
    await waitFor(() => expect(patchesTo(api, 'HUBSPOT')).toEqual([{ solutionStatus: 'DISABLE' }]));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(INTEGRATIONS_MESSAGES.disabled('HubSpot'), {
        tone: 'success',
        durationMs: 2000,
      }),
    );
    expect(queryClient.getQueryState(queryKeys.eventContext(EVENT_ID))?.isInvalidated).toBe(true);
  });

  it('turns one on for the event', async () => {
    const { api, user, notify } = renderEventIntegrations(eventApi());
    await user.click(await screen.findByRole('switch', { name: 'Zapier enabled' }));
    await waitFor(() => expect(patchesTo(api, 'ZAPIER')).toEqual([{ solutionStatus: 'ENABLE' }]));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(INTEGRATIONS_MESSAGES.enabled('Zapier'), {
        tone: 'success',
        durationMs: 2000,
      }),
    );
  });

  it('permits and stops the revenue dashboard data sync', async () => {
    const { api, user } = renderEventIntegrations(eventApi());
    const hubSync = await screen.findByRole('switch', {
      name: 'Revenue dashboard data sync for HubSpot',
    });
    await user.click(hubSync);
    await waitFor(() => expect(patchesTo(api, 'HUBSPOT')).toEqual([{ revenueDataSync: true }]));
    await waitFor(() => expect(hubSync).toBeChecked());
    await user.click(
      screen.getByRole('switch', { name: 'Revenue dashboard data sync for Zapier' }),
    );
    await waitFor(() => expect(patchesTo(api, 'ZAPIER')).toEqual([{ revenueDataSync: false }]));
  });

  it('says why a change was refused and shows the saved state again', async () => {
    const api = eventApi().on('PATCH', paths.eventIntegration('HUBSPOT'), () =>
      reply({ status: 500, body: { code: 'INTERNAL', message: 'Something went wrong' } }),
    );
    const { user, notify } = renderEventIntegrations(api);
    const toggle = await screen.findByRole('switch', { name: 'HubSpot enabled' });
    await user.click(toggle);
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(INTEGRATIONS_MESSAGES.saveFailed, {
        tone: 'error',
        durationMs: 5000,
      }),
    );
    expect(toggle).toBeChecked();
  });

  it('disables every switch for a read-only user', async () => {
    const { api, user } = renderEventIntegrations(eventApi(), { readOnly: true });
    await screen.findByRole('region', { name: 'HubSpot' });
    const switches = screen.getAllByRole('switch');
    expect(switches).toHaveLength(4);
    for (const toggle of switches) expect(toggle).toBeDisabled();
    for (const toggle of switches) await user.click(toggle);
    expect(api.calls.filter((call) => call.method === 'PATCH')).toEqual([]);
  });

  it('has an empty state linking to the organization’s integrations', async () => {
    const { user } = renderEventIntegrations(eventApi([]));
    expect(await screen.findByText(INTEGRATIONS_MESSAGES.noIntegrations)).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Manage your organization’s integrations' });
    expect(link).toHaveAttribute('href', '/dashboard/integration/list');
    await user.click(link);
    expect(await screen.findByText('Elsewhere')).toBeInTheDocument();
  });

  it('has an error state with Retry', async () => {
    let fail = true;
    const api = new FetchRouter().on('GET', paths.eventList, () =>
      fail
        ? reply({ status: 500, body: { code: 'INTERNAL', message: 'The server failed.' } })
        : { integrations: [hubspot] },
    );
    const { user } = renderEventIntegrations(api);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The event’s integrations could not be loaded');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'HubSpot' })).toBeInTheDocument();
  });
});
