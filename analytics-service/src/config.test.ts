import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CONFIG_DEFAULTS, readConfig } from './config';

describe('service configuration', () => {
  it('refuses to start without the embed secret, saying which variable to set', () => {
    for (const secret of [undefined, '', '   ']) {
      const result = readConfig({ ANALYTICS_EMBED_SECRET: secret });
      assert.equal(result.ok, false);
      assert.match(result.ok ? '' : result.error, /ANALYTICS_EMBED_SECRET is not set/);
    }
  });

  it('uses the defaults around the secret', () => {
    assert.deepEqual(readConfig({ ANALYTICS_EMBED_SECRET: 's3cret' }), {
      ok: true,
      config: { ...CONFIG_DEFAULTS, embedSecret: 's3cret' },
    });
    assert.equal(CONFIG_DEFAULTS.port, 3006);
  });

  it('reads the variables, keeping only the origin of CONSOLE_ORIGIN', () => {
    const result = readConfig({
      ANALYTICS_EMBED_SECRET: 's3cret',
      PORT: '0',
      HOST: '0.0.0.0',
      API_URL: 'http://api.internal:4000',
      CONSOLE_ORIGIN: 'https://console.example.com/dashboard',
      LOG_LEVEL: 'warn',
    });
    assert.deepEqual(result, {
      ok: true,
      config: {
        port: 0,
        host: '0.0.0.0',
        apiUrl: 'http://api.internal:4000',
        consoleOrigin: 'https://console.example.com',
        embedSecret: 's3cret',
        logLevel: 'warn',
      },
    });
  });

  for (const [name, env] of [
    ['a port that is not a number', { PORT: 'http' }],
    ['a port out of range', { PORT: '70000' }],
    ['an API URL that is not http', { API_URL: 'ftp://x' }],
    ['a console origin that is not a URL', { CONSOLE_ORIGIN: 'localhost:3000' }],
  ] as const) {
    it(`refuses ${name}`, () => {
      assert.equal(readConfig({ ANALYTICS_EMBED_SECRET: 's', ...env }).ok, false);
    });
  }
});
