import { bookingPaths, type Package, type RemotePages } from '@chargevalet/contract';
import { renderPage, withGlobalCss } from './renderPage';

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
