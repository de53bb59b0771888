import { render, screen, type RenderResult } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { remotePagesSchema } from '@chargevalet/contract';
import { PlatformProvider } from '../PlatformProvider';
import { i18n } from '../i18n';

/** Renders a remote's App inside the platform provider and a router at `path`, as the shell would. */
export function renderRemoteApp(App: ComponentType, path: string): RenderResult {
  return render(
    <PlatformProvider>
      <MemoryRouter initialEntries={[path]}>
        <App />
      </MemoryRouter>
    </PlatformProvider>,
  );
}

/**
 * The remote's page declaration (src/pages.json, which its build puts into mf-manifest.json for the shell) is valid,
 * and each declared page has its component in `components` and each component a declared page.
 */
export function pageDeclarationTests(declaration: unknown, components: Record<string, ComponentType>): void {
  test('declares its pages, titles and sidebar entries in the shape the shell reads; each page has its component', () => {
    const { pages, nav } = remotePagesSchema.parse(declaration);
    expect(pages.map((page) => page.id).sort()).toEqual(Object.keys(components).sort());
    expect(new Set(pages.map((page) => page.id)).size).toBe(pages.length);
    // every sidebar entry leads to a page of the area that its roles may enter
    for (const entry of nav) {
      const page = pages.find((p) => new RegExp(`^${p.path.replace(/:[^/]+/g, '[^/]+').replace('/*', '(/.*)?')}$`).test(entry.to));
      expect({ entry: entry.to, roles: entry.roles.filter((role) => !page?.roles.includes(role)) }).toEqual({ entry: entry.to, roles: [] });
    }
  });
}

export interface AreaRemoteSmokeTests {
  /** The remote's name: its frame carries `data-remote="<remote>"` and diagnostics list it. */
  remote: string;
  App: ComponentType;
  /** The area's home route, its level-1 heading (English) and its sub-navigation link texts in order. */
  home: { path: string; heading: string; nav: string[] };
  /** A route with a parameter, its level-1 heading (English) and the parameter text shown on the screen. */
  withParams: { path: string; heading: string; text: RegExp };
}

/**
 * The smoke tests every area remote (profile, manager, driver) runs on its App: frame, sub-navigation, a route with
 * parameters, German texts and the singletons it received.
 */
export function areaRemoteSmokeTests({ remote, App, home, withParams }: AreaRemoteSmokeTests): void {
  const renderAt = (path: string) => renderRemoteApp(App, path);

  beforeEach(() => i18n.changeLanguage('en'));

  test("renders the area frame, its sub-navigation and the route's screen", async () => {
    const { container } = renderAt(home.path);
    expect(container.querySelector(`[data-remote="${remote}"]`)).not.toBeNull();
    // found, not got: a page may arrive in its own chunk (React.lazy)
    expect(await screen.findByRole('heading', { level: 1, name: home.heading })).toBeInTheDocument();
    const nav = screen.getByRole('navigation');
    const links = [...nav.querySelectorAll('a')];
    expect(links.map((a) => a.textContent)).toEqual(home.nav);
    expect(links.find((a) => a.getAttribute('aria-current') === 'page')?.getAttribute('href')).toBe(home.path);
  });

  test('routes with parameters', async () => {
    renderAt(withParams.path);
    expect(await screen.findByRole('heading', { level: 1, name: withParams.heading })).toBeInTheDocument();
    expect(screen.getByText(withParams.text)).toBeInTheDocument();
  });

  test('German texts; diagnostics record the React and i18n it received', async () => {
    await i18n.changeLanguage('de');
    renderAt(home.path);
    expect(document.documentElement.lang).toBe('de');
    expect(screen.queryByRole('heading', { level: 1, name: home.heading })).not.toBeInTheDocument();
    expect(window.__chargevalet?.singletons()).toMatchObject({ react: true, i18n: true, platform: true, remotes: [remote] });
  });
}
