import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { PlatformProvider, useAuth } from '@chargevalet/platform';
import { App } from './app/App';
import { startRemotesConfigFetch } from './app/remotes/remotesConfig';

// /remotes.json is fetched at start; it is validated and registered on the first navigation to a remote.
startRemotesConfigFetch();
void useAuth
  .getState()
  .fetchUser()
  .catch(() => undefined);

const root = document.getElementById('root');
if (!root) throw new Error('#root missing');
createRoot(root).render(
  <StrictMode>
    <PlatformProvider>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </PlatformProvider>
  </StrictMode>,
);
