import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType, ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { RouteFocus } from '../components/RouteFocus';
import { PlatformProvider } from '../PlatformProvider';
import { i18n } from '../i18n';
import { queryClient } from '../query';
import { toaster } from '../toaster';

const visited: string[] = [];

function LocationProbe() {
  const location = useLocation();
  if (visited.at(-1) !== location.pathname) visited.push(location.pathname);
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/**
 * Renders a remote's App at `path` as the shell would, in `locale`, with a fresh query cache and no toasts;
 * `shell` is what the shell adds around the remote (its frame's RouteFocus is always there) (e.g. the bell's notification stream). `location()` reads the
 * address bar, `visited()` every path the router showed (a path outside the remote's routes is left again at once).
 */
export async function renderRemoteAt(App: ComponentType, path: string, locale: 'de' | 'en' = 'en', shell?: ReactNode) {
  visited.length = 0;
  queryClient.clear();
  toaster.remove();
  await i18n.changeLanguage(locale);
  const user = userEvent.setup();
  render(
    <PlatformProvider>
      <MemoryRouter initialEntries={[path]}>
        <RouteFocus />
        <App />
        <LocationProbe />
        {shell}
      </MemoryRouter>
    </PlatformProvider>,
  );
  return { user, location: () => screen.getByTestId('location').textContent, visited: () => [...visited] };
}
