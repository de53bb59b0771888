import { PlatformProvider, i18n, useAuth, type User } from '@chargevalet/platform';
import { act, render, screen, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { Locale } from '@chargevalet/contract';
import './i18n';

/** Shows where the router is, so tests can assert navigation. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export interface RenderOptions {
  /** Path the router starts at (default `/`); may carry a query string (`/login?sso_error=denied`). */
  route?: string;
  /** Route pattern the element is mounted at (default: the route). */
  path?: string;
  /** `location.state` of the first entry (e.g. `{ from: '/profile/settings' }`). */
  state?: unknown;
  locale?: Locale;
}

/**
 * Renders a feature screen inside the platform providers (Chakra, i18n, query client, toaster) and a MemoryRouter,
 * then lets the toaster settle its first (asynchronous) update.
 */
export async function renderWithProviders(
  ui: ReactElement,
  { route = '/', path, state, locale = 'de' }: RenderOptions = {},
): Promise<RenderResult & { user: ReturnType<typeof userEvent.setup> }> {
  await i18n.changeLanguage(locale);
  const [pathname = '/', query] = route.split('?');
  const user = userEvent.setup();
  const result = render(
    <PlatformProvider>
      <MemoryRouter initialEntries={[{ pathname, search: query ? `?${query}` : '', state }]}>
        <Routes>
          <Route path={path ?? pathname} element={ui} />
          <Route path="*" element={null} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </PlatformProvider>,
  );
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  return { ...result, user };
}

/** The router's current path as rendered by LocationProbe. */
export function currentPath(): string {
  return screen.getByTestId('location').textContent ?? '';
}

export function setAnonymous(): void {
  useAuth.setState({ user: null, status: 'anonymous' });
}

export function setSignedIn(role: User['role']): User {
  const user: User = { id: 'u1', role, first_name: 'Erika', last_name: 'Muster', email: `${role}@chargevalet.test`, locale: 'de' };
  useAuth.setState({ user, status: 'authenticated' });
  return user;
}

/** Removes every cookie jsdom holds for the page. */
export function clearCookies(): void {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
}
