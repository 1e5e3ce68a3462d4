import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { createConsoleClients } from './app/clients';
import { ensureRemotesRegistered } from './remotes/registry';
import './shell.css';

// Fetch and register the remote registry early; a failure only affects remote areas (retried on demand).
ensureRemotesRegistered().catch((error: unknown) =>
  console.error('[shell] remote registry unavailable', error),
);

const root = document.getElementById('root');
if (!root) throw new Error('The shell needs a #root element');
createRoot(root).render(
  <StrictMode>
    <App clients={createConsoleClients()} />
  </StrictMode>,
);
