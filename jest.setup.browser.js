// jsdom lacks TextEncoder/TextDecoder, which react-router 7 needs at import time.
const { TextDecoder, TextEncoder } = require('node:util');
Object.assign(globalThis, { TextEncoder, TextDecoder });
require('@testing-library/jest-dom');
// jsdom lacks the fetch Request, which a data router (createBrowserRouter / createMemoryRouter)
// builds for every navigation; the router only reads its url, method and signal.
if (typeof globalThis.Request === 'undefined') {
  globalThis.Request = function Request(input, init = {}) {
    this.url = String(input);
    this.method = (init.method ?? 'GET').toUpperCase();
    this.signal = init.signal ?? new AbortController().signal;
  };
}
require('./jest.setup.node.js');
// On a busy machine a render can take seconds: waits for the screen are generous too.
require('@testing-library/react').configure({ asyncUtilTimeout: 5_000 });
// jsdom's default styles lack <wbr> (a line-break opportunity, inline in browsers): without this
// an accessible name is computed with a space at each one ("ada @example. com").
document.head.insertAdjacentHTML('beforeend', '<style>wbr { display: inline; }</style>');
