import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { prefetchBootQueries } from './app/boot-queries';
import { createConsoleClients } from './app/clients';
import './shell.css';

/** Starts the boot's queries and renders the console into #root. */
export function startShell(): void {
  const root = document.getElementById('root');
  if (!root) throw new Error('The shell needs a #root element');
  const clients = createConsoleClients();
  prefetchBootQueries(clients.queryClient, window.location.pathname);
  createRoot(root).render(
    <StrictMode>
      <App clients={clients} />
    </StrictMode>,
  );
}
