import { formErrorsOf } from '@console/shared/testing';
import { MESSAGES } from '@console/shared/contract';
import { connectionFormSchema } from './connection-form';
import { INTEGRATIONS_MESSAGES } from './messages';
import { UpdateOrganizationIntegrationSchema } from './schemas';

const SAVED = 'https://crm.example.com';
const long = (n: number) => `https://${'a'.repeat(n - 12)}.com`;

describe('the connection settings form (what Save may send)', () => {
  it.each<[string, string | null, object, Record<string, string>]>([
    ['nothing typed', SAVED, { baseUrl: SAVED, apiToken: '' }, {}],
    ['a new http URL', SAVED, { baseUrl: 'http://127.0.0.1:3007', apiToken: '' }, {}],
    [
      'a new URL with spaces around it',
      SAVED,
      { baseUrl: ' https://a.example ', apiToken: '' },
      {},
    ],
    ['a token typed', SAVED, { baseUrl: SAVED, apiToken: 's3cret' }, {}],
    ['no URL saved, none typed', null, { baseUrl: '', apiToken: 's3cret' }, {}],
    [
      'a URL without a scheme',
      SAVED,
      { baseUrl: 'crm.example.com', apiToken: '' },
      { baseUrl: INTEGRATIONS_MESSAGES.enterFullUrl },
    ],
    [
      'another scheme',
      SAVED,
      { baseUrl: 'ftp://crm.example.com', apiToken: '' },
      { baseUrl: INTEGRATIONS_MESSAGES.enterFullUrl },
    ],
    [
      'the saved URL cleared',
      SAVED,
      { baseUrl: '  ', apiToken: '' },
      { baseUrl: INTEGRATIONS_MESSAGES.enterFullUrl },
    ],
    ['a URL of 500', SAVED, { baseUrl: long(500), apiToken: '' }, {}],
    [
      'a URL of 501',
      SAVED,
      { baseUrl: long(501), apiToken: '' },
      { baseUrl: MESSAGES.textTooLong(500) },
    ],
    [
      'a token of 501',
      SAVED,
      { baseUrl: SAVED, apiToken: 't'.repeat(501) },
      { apiToken: MESSAGES.textTooLong(500) },
    ],
    [
      'a NUL in the token',
      SAVED,
      { baseUrl: SAVED, apiToken: 'a\u0000b' },
      { apiToken: MESSAGES.textHasNul },
    ],
  ])('%s', (_case, saved, values, expected) => {
    expect(formErrorsOf(connectionFormSchema(saved), values)).toEqual(expected);
  });

  it.each([
    'crm.example.com',
    'ftp://crm.example.com',
    '',
    'https://crm.example.com',
    long(501),
    'https://a\u0000.example',
  ])('gives the API’s first message for the base URL %p', (typed) => {
    const api = UpdateOrganizationIntegrationSchema.safeParse({ baseUrl: typed.trim() });
    const form = formErrorsOf(connectionFormSchema(SAVED + '/old'), {
      baseUrl: typed,
      apiToken: '',
    }).baseUrl;
    expect(form).toBe(api.error?.issues[0]?.message);
  });
});
