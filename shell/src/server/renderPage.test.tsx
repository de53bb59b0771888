import { bookingPaths, type Package, type PageStart, type RemotePages, type User } from '@chargevalet/contract';
import { renderFrame, renderPage, withGlobalCss } from './renderPage';

// React's server renderer in Node, as the build runs it (shared/build/prerender.mjs): no browser, no document.
const comfort: Package = {
  id: 2,
  title: 'Comfort',
  description: 'Charging and a wash.',
  cost: 4900,
  is_popular: true,
  is_preselected: true,
  service_ids: [],
  translations: { de: { title: 'Komfort', description: 'Laden und Wäsche.' }, en: { title: 'Comfort', description: 'Charging and a wash.' } },
};
const answers = (path: string, locale: 'de' | 'en') => {
  if (path === bookingPaths.packages()) return { data: [{ ...comfort, title: comfort.translations[locale].title }] };
  if (path === bookingPaths.services()) return { data: [] };
  return undefined;
};
const none: RemotePages = { pages: [], redirects: [], nav: [] };
const booking: RemotePages = {
  pages: [{ id: 'wizard', path: '/book-a-service/*', roles: ['guest', 'customer', 'manager', 'driver'], title: { de: 'Service buchen', en: 'Book a service' } }],
  redirects: [],
  nav: [],
};
const catalog = { answers, remotePages: { booking, profile: none, manager: none, driver: none } };
const text = (html: string) => html.replace(/<style[^>]*>[\s\S]*?<\/style>/g, '').replace(/<[^>]+>/g, ' ');

test('the order tracking page renders its form in German and in English', async () => {
  const de = await renderPage('/track-my-number', 'de', catalog);
  expect(text(de.html)).toContain('Auftrag suchen');
  expect(de.html).toContain('aria-labelledby="cookie-banner-title"');
  const en = await renderPage('/track-my-number', 'en', catalog);
  expect(text(en.html)).toContain('Find order');
  expect(en.title).toBe('Track your order – ChargeValet');
});

test('the landing page holds its words, not a loading state', async () => {
  const { html } = await renderPage('/', 'de', catalog);
  expect(text(html)).toContain('Wir laden dein E-Auto.');
  expect(html).not.toContain('data-testid="remote-loading"');
});

test("the wizard's first step renders through the booking remote's server entry, with the catalogue it hands to the browser", async () => {
  const { html, title, state } = await renderPage('/book-a-service/select-package', 'en', catalog);
  expect(title).toBe('Select package – ChargeValet');
  // No window to measure: both layouts, each hidden outside its width by CSS, so nothing swaps at hydration.
  expect(html).toContain('data-testid="package-cards"');
  expect(html).toContain('data-testid="package-table"');
  expect(html).toContain('@media not all and (min-width: 768px){');
  expect(html).toContain('aria-labelledby="order-summary-title"');
  expect(html).toContain('data-testid="summary-bar"');
  expect(text(html)).toContain('Comfort');
  expect(state.queries.queries.map((query) => query.queryKey)).toContainEqual(['booking', 'packages']);
  expect(state.remotePages.booking.pages[0]?.path).toBe('/book-a-service/*');
});

test("the system's global CSS goes into the page's head once, and the pages render without it", async () => {
  const page = '<!doctype html><html lang="de"><head><title>ChargeValet</title></head><body><div id="root"></div></body></html>';
  const built = withGlobalCss(page);
  const css = /<style id="cv-global-css">([\s\S]*?)<\/style><\/head>/.exec(built)?.[1] ?? '';
  // Chakra's layer order first (a later layer statement cannot reorder them), then reset, global styles and tokens.
  expect(css.startsWith('@layer reset,base,tokens,recipes;')).toBe(true);
  expect(css).toContain('--chakra-colors-brand-600:#0b7352');
  expect(css).toContain('*:focus-visible');
  expect(withGlobalCss(built)).toBe(built); // the build run again on the same page adds no second copy
  const { html } = await renderPage('/', 'de', catalog);
  expect(html).not.toContain('--chakra-colors-brand-600:');
  expect(html).toContain('var(--chakra-colors-brand-'); // the components' own styles stay beside them
});

// The API's request-time render of a signed-in page (api/src/routes/frontend.ts): the start it puts into the page.
const remotes = { booking: '/remotes/booking/mf-manifest.json', profile: '/remotes/profile/mf-manifest.json', manager: '/remotes/manager/mf-manifest.json', driver: '/remotes/driver/mf-manifest.json' };
const customer: User = { id: '7', role: 'customer', first_name: 'Anna', last_name: 'Schmidt', email: 'anna@example.de', locale: 'de' };
const manager: User = { id: '9', role: 'manager', first_name: 'Max', last_name: 'Leitung', email: 'max@example.de', locale: 'en' };
// Declarations as the remotes' pages.json hold them (the shell reads them from their manifests)
const profilePages = {
  area: { title: { de: 'Mein Konto', en: 'My account' }, subtitle: { de: 'Deine Aufträge', en: 'Your orders' }, navLabel: { de: 'Kontobereich', en: 'Account area' } },
  pages: [
    { id: 'orders', path: '/profile/orders', roles: ['customer'], title: { de: 'Meine Aufträge', en: 'My orders' }, lead: { de: 'Alle deine Aufträge, die neueste Abholung zuerst.', en: 'All your orders, newest pickup first.' } },
  ],
  redirects: [],
  nav: [{ to: '/profile/orders', label: { de: 'Meine Aufträge', en: 'My orders' }, roles: ['customer'], order: 10 }],
};
const managerPages = {
  area: { title: { de: 'Leitstand', en: 'Operations' }, subtitle: { de: 'Aufträge und Fahrer', en: 'Orders and drivers' }, navLabel: { de: 'Leitstand', en: 'Operations' } },
  pages: [{ id: 'dashboard', path: '/dashboard', roles: ['manager'], title: { de: 'Dashboard', en: 'Dashboard' } }],
  redirects: [],
  nav: [{ to: '/dashboard', label: { de: 'Dashboard', en: 'Dashboard' }, roles: ['manager'], order: 10 }],
};
const startOf = (user: User, remote: 'profile' | 'manager', pages: unknown): PageStart => ({ user, remotes, manifests: { [remotes[remote]]: { metaData: { pages } } } });
const accepted = JSON.stringify({ strictly_necessary: true, performance: true, targeting: true, functionality: true, unclassified: true });

test("a signed-in page's frame and declared heading, in the request's language, the remote's area left to the browser", () => {
  const de = renderFrame('/profile/orders', { start: startOf(customer, 'profile', profilePages), locale: 'de', consentCookie: accepted });
  // the area's frame and the page's heading and lead from pages.json, in a stand-in (a p, not the page's h1)
  expect(text(de)).toContain('Mein Konto');
  expect(de).toMatch(/<p[^>]*>Meine Aufträge<\/p>/);
  expect(text(de)).toContain('Alle deine Aufträge, die neueste Abholung zuerst.');
  expect(de).toContain('data-remote-loading="profile"');
  expect(text(de)).toContain('Anna'); // the user's menu in the header
  expect(de).not.toContain('aria-labelledby="cookie-banner-title"'); // consent given: no banner, as in the browser
  // the remote's Suspense boundary is marked for the browser to render (startApp.tsx expects React's report of it)
  expect(de).toContain('<!--$!-->');
  const en = renderFrame('/profile/orders', { start: startOf(customer, 'profile', profilePages), locale: 'en', consentCookie: undefined });
  expect(text(en)).toContain('My account');
  expect(text(en)).toContain('All your orders, newest pickup first.');
  expect(en).toContain('aria-labelledby="cookie-banner-title"'); // no choice yet: the banner
});

test("each request renders its own user and declarations, nothing of the one before", () => {
  // a page of the booking remote first: its declaration (and its link in the sidebar) is not the next page's
  const bookingPages = { ...booking, nav: [{ to: '/book-a-service/select-package', label: { de: 'Service buchen', en: 'Book a service' }, roles: ['customer'], order: 5 }] };
  const bookingStart: PageStart = { user: customer, remotes, manifests: { [remotes.booking]: { metaData: { pages: bookingPages } } } };
  expect(renderFrame('/book-a-service/select-package', { start: bookingStart, locale: 'de', consentCookie: accepted })).toContain('href="/book-a-service/select-package"');
  const orders = renderFrame('/profile/orders', { start: startOf(customer, 'profile', profilePages), locale: 'de', consentCookie: accepted });
  expect(orders).toContain('href="/profile/orders"');
  expect(orders).not.toContain('href="/book-a-service/select-package"');
  const html = renderFrame('/dashboard', { start: startOf(manager, 'manager', managerPages), locale: 'en', consentCookie: 'not json' });
  expect(text(html)).toContain('Max');
  expect(text(html)).not.toContain('Anna');
  expect(html).not.toContain('data-remote-loading="profile"');
  expect(html).toContain('data-remote-loading="manager"');
  expect(html).not.toContain('href="/profile/orders"'); // the customer's navigation is not the manager's
  expect(html).toContain('aria-labelledby="cookie-banner-title"'); // a cookie that is no valid choice: the banner
});

test("each render's HTML carries its own styles, written without vendor prefixes", async () => {
  const first = await renderPage('/track-my-number', 'de', catalog);
  const second = await renderPage('/track-my-number', 'de', catalog);
  const styles = (html: string) => [...html.matchAll(/<style data-emotion="css [^"]*"[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]).join('');
  // a cache shared between requests would have left out of the second page what the first one inserted
  expect(styles(second.html)).toBe(styles(first.html));
  expect(styles(first.html)).toContain('display:flex;');
  expect(styles(first.html)).not.toMatch(/-webkit-box|-ms-flexbox|-webkit-flex/);
});

test("a page's emotion styles come in one tag that names every rule, where the first was, the rules in their order", async () => {
  const { html } = await renderPage('/', 'de', catalog);
  const tags = [...html.matchAll(/<style data-emotion="css ([^"]+)">([\s\S]*?)<\/style>/g)];
  expect(tags).toHaveLength(1);
  const [, names = '', css = ''] = tags[0]!;
  const classes = names.split(' ');
  expect(classes.length).toBeGreaterThan(20);
  // every class the markup uses from emotion has its rule in the tag, in the order the tags had
  for (const name of classes) expect(css).toContain(`.css-${name}{`);
  const positions = classes.map((name) => css.indexOf(`.css-${name}{`));
  expect(positions).toEqual([...positions].sort((a, b) => a - b));
  // where the first was: before the first element it styles
  expect(html.indexOf(tags[0]![0])).toBeLessThan(html.indexOf(`class="css-${classes[0]}`));
});
