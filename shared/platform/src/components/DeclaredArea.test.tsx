import { act, render, renderHook, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { lazy, type ComponentType, type ReactNode } from 'react';
import { i18n } from '../i18n';
import { PlatformProvider } from '../PlatformProvider';
import { DeclaredArea, DeclaredAreaPlaceholder, useDeclaredHeading, type AreaDeclaration } from './DeclaredArea';
import { DeclaredRoutes } from './DeclaredRoutes';

const declaration: AreaDeclaration = {
  area: { title: { de: 'Disposition', en: 'Dispatch' }, subtitle: { de: 'Aufträge und Fahrer', en: 'Orders and drivers' }, navLabel: { de: 'Managerbereich', en: 'Manager area' } },
  pages: [
    { id: 'dashboard', title: { de: 'Übersicht', en: 'Overview' }, lead: { de: 'Der Tag auf einen Blick.', en: 'The day at a glance.' } },
    { id: 'orders', title: { de: 'Aufträge', en: 'Orders' } },
  ],
  nav: [{ to: '/orders', label: { de: 'Aufträge', en: 'Orders' }, roles: ['manager'], order: 10 }],
};

const wrapper = ({ children }: { children: ReactNode }) => (
  <PlatformProvider>
    <MemoryRouter>{children}</MemoryRouter>
  </PlatformProvider>
);

afterEach(async () => {
  await i18n.changeLanguage('de');
});

test("DeclaredArea: the area's name, sentence and tabs as declared, in the page's language", async () => {
  await i18n.changeLanguage('en');
  const { container } = render(<DeclaredArea remote="manager" declaration={declaration}>content</DeclaredArea>, { wrapper });
  expect(container.querySelector('[data-remote="manager"]')).toHaveTextContent('DispatchOrders and drivers');
  expect(screen.getByRole('navigation', { name: 'Manager area' })).toHaveTextContent('Orders');
  expect(screen.getByText('content')).toBeInTheDocument();
});

test("useDeclaredHeading: a page's title and its lead when it declares one; an unknown page is a programming error", () => {
  expect(renderHook(() => useDeclaredHeading(declaration, 'dashboard'), { wrapper }).result.current).toEqual({ title: 'Übersicht', description: 'Der Tag auf einen Blick.' });
  expect(renderHook(() => useDeclaredHeading(declaration, 'orders'), { wrapper }).result.current).toEqual({ title: 'Aufträge' });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  expect(() => renderHook(() => useDeclaredHeading(declaration, 'missing'), { wrapper })).toThrow('no page "missing"');
});

test('DeclaredAreaPlaceholder: the frame, busy, with a stand-in of the heading (no h1) only for a page with a lead', () => {
  const { container, unmount } = render(<DeclaredAreaPlaceholder remote="manager" declaration={declaration} pageId="dashboard" />, { wrapper });
  const frame = container.querySelector('[data-remote-loading="manager"]');
  expect(frame).toHaveAttribute('aria-busy', 'true');
  expect(container.querySelector('[data-remote]')).toBeNull();
  expect(frame).toHaveTextContent('Übersicht');
  expect(screen.getByText('Der Tag auf einen Blick.')).toBeInTheDocument();
  expect(screen.queryByRole('heading')).toBeNull();
  expect(screen.getByRole('status', { name: i18n.t('loading', { ns: 'platform' }) })).toBeInTheDocument();
  unmount();
  render(<DeclaredAreaPlaceholder remote="manager" declaration={declaration} pageId="orders" />, { wrapper });
  expect(screen.queryByText('Aufträge', { selector: 'p' })).toBeNull();
  expect(screen.getByText('Disposition')).toBeInTheDocument();
});

test("DeclaredRoutes: a page whose code loads on its own shows the shell's placeholder content meanwhile, then the page", async () => {
  let arrive: (page: { default: ComponentType }) => void = () => undefined;
  const Dashboard = lazy(() => new Promise<{ default: ComponentType }>((resolve) => (arrive = resolve)));
  const routes = { pages: declaration.pages.map((page) => ({ ...page, path: `/${page.id}` })) };
  render(
    <PlatformProvider>
      <MemoryRouter initialEntries={['/dashboard']}>
        <DeclaredRoutes declaration={routes} components={{ dashboard: Dashboard }} fallback="/dashboard" />
      </MemoryRouter>
    </PlatformProvider>,
  );
  // What DeclaredAreaPlaceholder showed inside the frame: the heading's stand-in and lead, and the spinner.
  expect(screen.getByText('Der Tag auf einen Blick.')).toBeInTheDocument();
  expect(screen.getByText('Übersicht', { selector: 'p' })).toBeInTheDocument();
  expect(screen.getByRole('status', { name: i18n.t('loading', { ns: 'platform' }) })).toBeInTheDocument();
  await act(async () => arrive({ default: () => <h1>Übersicht</h1> }));
  expect(screen.getByRole('heading', { level: 1, name: 'Übersicht' })).toBeInTheDocument();
  expect(screen.queryByText('Der Tag auf einen Blick.')).toBeNull();
});
