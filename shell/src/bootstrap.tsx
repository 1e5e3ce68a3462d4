import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { createConsoleClients } from './app/clients';
import { loadRemoteApp } from './remotes/load-remote-app';
import { ensureRemotesRegistered } from './remotes/registry';
import { remoteForLocation } from './remotes/remote-for-location';
import './shell.css';

// Fetch and register the remote registry early; a failure only affects remote areas (retried on demand).
ensureRemotesRegistered().catch((error: unknown) =>
  console.error('[shell] remote registry unavailable', error),
);
// The page's remote loads beside the session and event requests instead of after them; its
// area reads the same promise (and shows the fallback if this load failed).
const pageRemote = remoteForLocation(window.location.pathname);
if (pageRemote) loadRemoteApp(pageRemote).catch(() => undefined);

const root = document.getElementById('root');
if (!root) throw new Error('The shell needs a #root element');
createRoot(root).render(
  <StrictMode>
    <App clients={createConsoleClients()} />
  </StrictMode>,
);
