import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { Box, Container, PlatformProvider, useAuth } from '@chargevalet/platform';
import App from './App';

// Standalone mode for the team that owns this remote: the platform providers and a router around the App
// (the API is proxied by the dev server, so sign-in works as in the shell).
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
        <Container maxW="6xl" py="8">
          <Box as="main">
            <App />
          </Box>
        </Container>
      </BrowserRouter>
    </PlatformProvider>
  </StrictMode>,
);
