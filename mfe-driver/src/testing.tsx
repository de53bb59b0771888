import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { PlatformProvider, RouteFocus, i18n, queryClient, toaster } from '@chargevalet/platform';
import App from './App';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

/** Renders the driver remote at `path` as the shell would (with its frame's RouteFocus), in `locale`; `location()` reads the address bar. */
export async function renderDriver(path: string, locale: 'de' | 'en' = 'en') {
  queryClient.clear();
  toaster.remove();
  await i18n.changeLanguage(locale);
  const user = userEvent.setup();
  const view = render(
    <PlatformProvider>
      <MemoryRouter initialEntries={[path]}>
        <RouteFocus />
        <App />
        <LocationProbe />
      </MemoryRouter>
    </PlatformProvider>,
  );
  return { user, view, location: () => screen.getByTestId('location').textContent };
}
