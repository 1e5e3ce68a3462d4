import { dropsApiToken } from './token-origin';

describe('dropsApiToken: a token stays with the origin it was saved for', () => {
  const saved = 'https://crm.example.com/v1';
  it.each([
    [
      'another path on the same origin',
      saved,
      { baseUrl: 'https://CRM.example.com:443/v2' },
      false,
    ],
    ['another scheme', saved, { baseUrl: 'http://crm.example.com/v1' }, true],
    ['another host', saved, { baseUrl: 'https://evil.example.net/v1' }, true],
    ['another port', saved, { baseUrl: 'https://crm.example.com:8443/v1' }, true],
    [
      'a move with a new token',
      saved,
      { baseUrl: 'https://evil.example.net', apiToken: 't' },
      false,
    ],
    ['no base URL change', saved, { apiToken: 't' }, false],
    ['nothing about the connection', saved, {}, false],
    ['a first base URL after a token alone', null, { baseUrl: 'https://crm.example.com' }, true],
  ])('%s', (_case, savedBaseUrl, change, drops) => {
    expect(dropsApiToken(savedBaseUrl, change)).toBe(drops);
  });
});
