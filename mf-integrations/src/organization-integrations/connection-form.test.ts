import { ApiError } from '@console/shared/react';
import { connectionErrors, connectionUpdate } from './connection-form';
import { INTEGRATIONS_MESSAGES } from '@console/integrations-contract';

const saved = { baseUrl: 'https://crm.example.com', hasApiToken: true, updatedAt: null };

describe('connectionUpdate: what Save sends', () => {
  it.each([
    ['nothing changed', { baseUrl: 'https://crm.example.com', apiToken: '' }, null],
    [
      'the same URL with spaces around it',
      { baseUrl: ' https://crm.example.com ', apiToken: '' },
      null,
    ],
    [
      'a new base URL, no token typed',
      { baseUrl: 'https://new.example.com', apiToken: '' },
      { baseUrl: 'https://new.example.com' },
    ],
    [
      'a token typed, URL unchanged',
      { baseUrl: 'https://crm.example.com', apiToken: 'secret' },
      { apiToken: 'secret' },
    ],
    [
      'both changed',
      { baseUrl: 'https://new.example.com', apiToken: 'secret' },
      { baseUrl: 'https://new.example.com', apiToken: 'secret' },
    ],
    ['the URL cleared', { baseUrl: '', apiToken: '' }, { baseUrl: '' }],
  ])('%s', (_case, form, expected) => {
    expect(connectionUpdate(form, saved)).toEqual(expected);
  });

  it('sends a first base URL when none was saved', () => {
    const none = { baseUrl: null, hasApiToken: false, updatedAt: null };
    expect(connectionUpdate({ baseUrl: '', apiToken: '' }, none)).toBeNull();
    expect(connectionUpdate({ baseUrl: 'https://a.example', apiToken: '' }, none)).toEqual({
      baseUrl: 'https://a.example',
    });
  });
});

describe('connectionErrors: where a refusal shows', () => {
  it.each([
    [
      'a bad URL, under the URL field without the field prefix',
      new ApiError(400, 'INVALID_INPUT', 'baseUrl: Enter a full URL', 'baseUrl'),
      { baseUrl: 'Enter a full URL' },
    ],
    [
      'a bad token, under the token field',
      new ApiError(400, 'INVALID_INPUT', 'apiToken: Enter the API token', 'apiToken'),
      { apiToken: 'Enter the API token' },
    ],
    [
      'a field of no input here, above the form',
      new ApiError(400, 'INVALID_INPUT', 'status: Invalid option', 'status'),
      { form: 'status: Invalid option' },
    ],
    [
      'not an organizer of the organization',
      new ApiError(403, 'FORBIDDEN', 'Forbidden'),
      { form: INTEGRATIONS_MESSAGES.notInOrganization },
    ],
    [
      'a server failure',
      new ApiError(500, 'INTERNAL', 'Something went wrong'),
      { form: INTEGRATIONS_MESSAGES.saveFailed },
    ],
    ['anything else', new Error('boom'), { form: INTEGRATIONS_MESSAGES.saveFailed }],
  ])('%s', (_case, error, expected) => {
    expect(connectionErrors(error)).toEqual(expected);
  });
});
