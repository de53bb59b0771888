import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from './router';
import { PlatformProvider } from './PlatformProvider';
import { useAuth } from './auth';
import { Box, Container } from './ui';

/**
 * Standalone mode for the team that owns a remote (`pnpm --filter <remote> dev`): the platform providers and a
 * router around the remote's App, mounted on #root. The dev server proxies the API, so sign-in works as in the shell.
 */
export function mountStandalone(App: ComponentType): void {
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
}
