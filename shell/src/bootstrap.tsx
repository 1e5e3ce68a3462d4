import { createRoot } from 'react-dom/client';
import { CONTRACT_VERSION } from '@console/shared/contract';
import { QueryClient } from '@tanstack/react-query';
new QueryClient();
createRoot(document.getElementById('root') as HTMLElement).render(<p>shell {CONTRACT_VERSION}</p>);
