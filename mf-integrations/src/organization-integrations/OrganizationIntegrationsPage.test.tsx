import { screen, waitFor, within } from '@testing-library/react';
import { FetchRouter, type FakeRequest } from '@console/shared/testing';
import { organizationIntegration } from '../testing/fixtures';
import { paths, renderOrganizationPage, reply } from '../testing/render';
import {
  dropsApiToken,
  INTEGRATIONS_MESSAGES,
  type OrganizationIntegration,
  type UpdateOrganizationIntegration,
} from '@console/integrations-contract';

const hubspot = organizationIntegration();
const salesforce = organizationIntegration({
  integrationType: 'SALESFORCE',
  name: 'Salesforce',
  description: 'Opportunities from Salesforce.',
  status: 'DISABLE',
  connection: { baseUrl: null, hasApiToken: false, updatedAt: null },
  eventCount: 0,
  events: [],
});

/**
 * A fake API holding the organization's integrations: PATCH changes what GET answers next (a base
 * URL moved to another origin without a token drops the token, as the API does).
 */
function organizationApi(initial: OrganizationIntegration[] = [hubspot, salesforce]) {
  let integrations = initial;
  const api = new FetchRouter().on('GET', paths.organizationList, () => ({ integrations }));
  for (const item of initial) {
    api.on('PATCH', paths.organizationIntegration(item.integrationType), (request: FakeRequest) => {
      const update = request.body as UpdateOrganizationIntegration;
      const current = integrations.find((i) => i.integrationType === item.integrationType) ?? item;
      const saved: OrganizationIntegration = {
        ...current,
        status: update.status ?? current.status,
        connection: {
          baseUrl: update.baseUrl ?? current.connection.baseUrl,
          hasApiToken:
            update.apiToken !== undefined ||
            (current.connection.hasApiToken && !dropsApiToken(current.connection.baseUrl, update)),
          updatedAt: '2026-03-01T10:00:00.000Z',
        },
      };
      integrations = integrations.map((i) =>
        i.integrationType === saved.integrationType ? saved : i,
      );
      return saved;
    });
  }
  return api;
}

const card = (name: string) => screen.getByRole('region', { name });
const patchesTo = (api: FetchRouter, type: string) =>
  api.callsTo('PATCH', paths.organizationIntegration(type)).map((call) => call.body);

describe('OrganizationIntegrationsPage', () => {
  it('shows each integration with its description, status, events using it and switch', async () => {
    renderOrganizationPage(organizationApi());
    expect(screen.getByRole('heading', { level: 1, name: 'Integrations' })).toBeInTheDocument();
    const hub = await screen.findByRole('region', { name: 'HubSpot' });
    expect(hub).toHaveTextContent('Deals and contacts from your HubSpot CRM.');
    expect(within(hub).getByText('On')).toBeInTheDocument();
    expect(hub).toHaveTextContent('Used by 3 events');
    expect(within(hub).getByRole('switch', { name: 'HubSpot enabled' })).toBeChecked();
    const sf = card('Salesforce');
    expect(within(sf).getByText('Off')).toBeInTheDocument();
    expect(sf).toHaveTextContent('Used by 0 events');
    expect(within(sf).getByRole('switch', { name: 'Salesforce enabled' })).not.toBeChecked();
  });

  it('names the events using an integration, each linking to its own switch and marked when that is off', async () => {
    const { user } = renderOrganizationPage(organizationApi());
    const hub = await screen.findByRole('region', { name: 'HubSpot' });
    const used = within(hub).getByText('Used by 3 events');
    expect(within(hub).getByRole('link', { name: 'Demo City Expo' })).not.toBeVisible();
    await user.click(used);
    const links = within(hub).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Demo Virtual Summit', '/event/1/event-integration'],
      ['Demo City Expo', '/event/3/event-integration'],
      ['Product Webinar', '/webinar/7/event-integration'],
    ]);
    expect(links[1]?.closest('li')).toHaveTextContent('Demo City Expo (turned off for this event)');
    expect(links[0]?.closest('li')).not.toHaveTextContent(/turned off/);
  });

  it('says how many more events use it than it names', async () => {
    const many = organizationIntegration({ eventCount: 103 });
    const { user } = renderOrganizationPage(organizationApi([many, salesforce]));
    await user.click(await screen.findByText('Used by 103 events'));
    expect(within(card('HubSpot')).getByText('and 100 more')).toBeVisible();
    expect(within(card('Salesforce')).queryByRole('link')).not.toBeInTheDocument();
  });

  it('turns an integration on at once', async () => {
    const { api, user } = renderOrganizationPage(organizationApi());
    await user.click(await screen.findByRole('switch', { name: 'Salesforce enabled' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await waitFor(() => expect(patchesTo(api, 'SALESFORCE')).toEqual([{ status: 'ENABLE' }]));
    expect(await screen.findByText(INTEGRATIONS_MESSAGES.enabled('Salesforce'))).toHaveAttribute(
      'role',
      'status',
    );
    expect(within(card('Salesforce')).getByText('On')).toBeInTheDocument();
  });

  it('asks before turning one off, then sends DISABLE and returns focus to the switch', async () => {
    const { api, user } = renderOrganizationPage(organizationApi());
    const toggle = await screen.findByRole('switch', { name: 'HubSpot enabled' });
    await user.click(toggle);
    const dialog = await screen.findByRole('alertdialog', { name: 'Turn off HubSpot?' });
    expect(dialog).toHaveTextContent(
      'Events that use it stop syncing and their Integrations menu entry is hidden.',
    );
    expect(patchesTo(api, 'HUBSPOT')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    await waitFor(() => expect(patchesTo(api, 'HUBSPOT')).toEqual([{ status: 'DISABLE' }]));
    expect(await screen.findByText(INTEGRATIONS_MESSAGES.disabled('HubSpot'))).toHaveAttribute(
      'role',
      'status',
    );
    expect(within(card('HubSpot')).getByText('Off')).toBeInTheDocument();
    await waitFor(() => expect(toggle).toHaveFocus());
    expect(toggle).not.toBeChecked();
  });

  it('sends nothing when turning off is cancelled, and the switch stays on', async () => {
    const { api, user } = renderOrganizationPage(organizationApi());
    const toggle = await screen.findByRole('switch', { name: 'HubSpot enabled' });
    await user.click(toggle);
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await waitFor(() => expect(toggle).toHaveFocus());
    expect(toggle).toBeChecked();
    expect(patchesTo(api, 'HUBSPOT')).toEqual([]);
  });

  it('says so when a status change fails', async () => {
    const api = organizationApi().on('PATCH', paths.organizationIntegration('SALESFORCE'), () =>
      reply({ status: 500, body: { code: 'INTERNAL', message: 'Something went wrong' } }),
    );
    const { user } = renderOrganizationPage(api);
    await user.click(await screen.findByRole('switch', { name: 'Salesforce enabled' }));
    expect(await screen.findByText(INTEGRATIONS_MESSAGES.saveFailed)).toHaveAttribute(
      'role',
      'status',
    );
    expect(screen.getByRole('switch', { name: 'Salesforce enabled' })).not.toBeChecked();
  });

  describe('connection settings', () => {
    async function openSettings(name: string) {
      const rendered = renderOrganizationPage(organizationApi());
      const opener = await screen.findByRole('button', { name: `Connection settings for ${name}` });
      await rendered.user.click(opener);
      const panel = await screen.findByRole('dialog', { name: `${name} connection settings` });
      return { ...rendered, opener, panel };
    }

    it('says a token is set without showing it, and sends only the changed URL', async () => {
      const { api, user, panel, opener } = await openSettings('HubSpot');
      const token = within(panel).getByLabelText('API token');
      expect(token).toHaveValue('');
      expect(token).toHaveAttribute('type', 'password');
      expect(panel).toHaveTextContent('A token is set; enter a new one to replace it');
      const url = within(panel).getByLabelText('Base URL');
      expect(url).toHaveValue('https://crm.example.com');
      await user.clear(url);
      await user.type(url, 'https://new.example.com');
      await user.click(within(panel).getByRole('button', { name: 'Save' }));
      await waitFor(() =>
        expect(patchesTo(api, 'HUBSPOT')).toEqual([{ baseUrl: 'https://new.example.com' }]),
      );
      expect(await screen.findByText(INTEGRATIONS_MESSAGES.connectionSaved)).toHaveAttribute(
        'role',
        'status',
      );
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      await waitFor(() => expect(opener).toHaveFocus());
    });

    it('says when no token is set, and warns before Save that a base URL on another address drops the saved one', async () => {
      const none = await openSettings('Salesforce');
      expect(within(none.panel).getByLabelText('API token')).toHaveAccessibleDescription(
        'No token is set: syncs from this CRM fail until you enter one',
      );
      await none.user.click(within(none.panel).getByRole('button', { name: 'Cancel' }));

      const hubspotOpener = screen.getByRole('button', { name: 'Connection settings for HubSpot' });
      await none.user.click(hubspotOpener);
      const panel = await screen.findByRole('dialog', { name: 'HubSpot connection settings' });
      const url = within(panel).getByLabelText('Base URL');
      const token = within(panel).getByLabelText('API token');
      await none.user.clear(url);
      await none.user.type(url, 'https://crm.example.com/v2');
      expect(token).toHaveAccessibleDescription('A token is set; enter a new one to replace it');
      await none.user.clear(url);
      await none.user.type(url, 'https://crm.example.com:8443');
      const dropped =
        'The base URL moves to another address, so the saved token will be removed: enter the token again';
      expect(token).toHaveAccessibleDescription(dropped);
      await none.user.click(within(panel).getByRole('button', { name: 'Save' }));
      await screen.findByText(INTEGRATIONS_MESSAGES.connectionSaved);
      await none.user.click(hubspotOpener);
      const again = await screen.findByRole('dialog', { name: 'HubSpot connection settings' });
      expect(within(again).getByLabelText('API token')).toHaveAccessibleDescription(
        'No token is set: syncs from this CRM fail until you enter one',
      );
    });

    it('sends a typed token, then never shows it again', async () => {
      const { api, user, panel, opener } = await openSettings('Salesforce');
      expect(panel).not.toHaveTextContent('A token is set');
      await user.type(within(panel).getByLabelText('API token'), 's3cret-token');
      await user.click(within(panel).getByRole('button', { name: 'Save' }));
      await waitFor(() =>
        expect(patchesTo(api, 'SALESFORCE')).toEqual([{ apiToken: 's3cret-token' }]),
      );
      await screen.findByText(INTEGRATIONS_MESSAGES.connectionSaved);
      await user.click(opener);
      const again = await screen.findByRole('dialog', { name: 'Salesforce connection settings' });
      expect(within(again).getByLabelText('API token')).toHaveValue('');
      expect(again).toHaveTextContent('A token is set; enter a new one to replace it');
      expect(document.body).not.toHaveTextContent('s3cret-token');
    });

    it('cannot save when nothing changed, and Cancel sends nothing', async () => {
      const { api, user, panel } = await openSettings('HubSpot');
      expect(within(panel).getByRole('button', { name: 'Save' })).toBeDisabled();
      await user.click(within(panel).getByRole('button', { name: 'Cancel' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(patchesTo(api, 'HUBSPOT')).toEqual([]);
    });

    it('shows the server’s message under the field it names, and keeps the panel open', async () => {
      const api = organizationApi().on('PATCH', paths.organizationIntegration('HUBSPOT'), () =>
        reply({
          status: 400,
          body: {
            code: 'INVALID_INPUT',
            message: 'baseUrl: Enter a full URL starting with http:// or https://',
            field: 'baseUrl',
          },
        }),
      );
      const { user } = renderOrganizationPage(api);
      await user.click(
        await screen.findByRole('button', { name: 'Connection settings for HubSpot' }),
      );
      const panel = await screen.findByRole('dialog', { name: 'HubSpot connection settings' });
      const url = within(panel).getByLabelText('Base URL');
      await user.clear(url);
      await user.type(url, 'crm.example.com');
      await user.click(within(panel).getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(url).toHaveAttribute('aria-invalid', 'true'));
      expect(url).toHaveAccessibleDescription(
        expect.stringContaining('Enter a full URL starting with http:// or https://'),
      );
      expect(panel).not.toHaveTextContent('baseUrl:');
      expect(
        screen.getByRole('dialog', { name: 'HubSpot connection settings' }),
      ).toBeInTheDocument();
      expect(screen.queryByText(INTEGRATIONS_MESSAGES.connectionSaved)).not.toBeInTheDocument();
    });
  });

  it('tells a user outside the organization that only its organizers manage integrations', async () => {
    renderOrganizationPage(
      new FetchRouter().on('GET', paths.organizationList, () =>
        reply({ status: 403, body: { code: 'FORBIDDEN', message: 'Forbidden' } }),
      ),
    );
    expect(await screen.findByText(INTEGRATIONS_MESSAGES.notInOrganization)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('has an empty state, and an error state with Retry', async () => {
    const { unmount } = renderOrganizationPage(organizationApi([]));
    expect(await screen.findByText(INTEGRATIONS_MESSAGES.noIntegrations)).toBeInTheDocument();
    unmount();
    let fail = true;
    const api = new FetchRouter().on('GET', paths.organizationList, () =>
      fail
        ? reply({ status: 500, body: { code: 'INTERNAL', message: 'The server failed.' } })
        : { integrations: [hubspot] },
    );
    const { user } = renderOrganizationPage(api);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Integrations could not be loaded');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'HubSpot' })).toBeInTheDocument();
  });
});
