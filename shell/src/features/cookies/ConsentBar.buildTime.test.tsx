import { readFileSync } from 'node:fs';
import path from 'node:path';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { COOKIE_CONSENT_COOKIE } from '@chargevalet/contract';
import { PlatformProvider, i18n, readCookie } from '@chargevalet/platform';
import { clearCookies } from '../test-utils';
import { CookieBanner } from './CookieBanner';
import { ALL_ACCEPTED, NECESSARY_ONLY, useCookieConsent } from './cookieConsentStore';

// The pair under test: the inline script of the shell's page (index.html), which hides the banner of a build-time page
// at the tap and notes the choice, and ConsentBar, which stores the noted choice once the app hydrated the banner.
const pageScript = /<script>([\s\S]*?)<\/script>/.exec(readFileSync(path.join(__dirname, '../../../index.html'), 'utf8'))![1]!;

const tree = (
  <PlatformProvider>
    <MemoryRouter>
      <CookieBanner />
    </MemoryRouter>
  </PlatformProvider>
);

/** The build's markup of the banner in the document, with the page's script running, as before the app's code arrived. */
function buildTimePage() {
  const root = document.createElement('div');
  root.innerHTML = renderToString(tree);
  document.body.append(root);
  const region = root.querySelector<HTMLElement>('[data-build-time-banner]')!;
  const button = (name: string) => [...root.querySelectorAll('button')].find((b) => b.textContent === name)!;
  return { root, region, button };
}

beforeAll(async () => {
  await i18n.changeLanguage('de');
  new Function(pageScript)();
});
beforeEach(() => {
  clearCookies();
  useCookieConsent.getState().reload();
});
afterEach(() => {
  document.body.innerHTML = '';
});

test.each([
  ['Alle akzeptieren', ALL_ACCEPTED],
  ['Nur notwendige Cookies', NECESSARY_ONLY],
])('"%s" tapped before the app hydrated the page: the banner goes at once, the app stores the choice', async (name, stored) => {
  const page = buildTimePage();
  page.button(name).click();
  // No layout shift later, at hydration, under the visitor's next tap: the banner is gone now.
  expect(page.region).not.toBeVisible();
  expect(readCookie(COOKIE_CONSENT_COOKIE)).toBeNull();

  await act(async () => {
    hydrateRoot(page.root, tree);
  });
  expect(JSON.parse(readCookie(COOKIE_CONSENT_COOKIE)!)).toEqual(stored);
  expect(useCookieConsent.getState().hasDecided).toBe(true);
  expect(page.root.querySelector('[data-build-time-banner]')).toBeNull();
});

test('"Einstellungen" tapped before the app hydrated the page: the banner stays, the app opens the settings', async () => {
  const page = buildTimePage();
  page.button('Einstellungen').click();
  expect(page.region).toBeVisible();
  expect(useCookieConsent.getState().settingsOpen).toBe(false);

  let app!: ReturnType<typeof hydrateRoot>;
  await act(async () => {
    app = hydrateRoot(page.root, tree);
  });
  expect(useCookieConsent.getState().settingsOpen).toBe(true);
  expect(useCookieConsent.getState().hasDecided).toBe(false);
  expect(readCookie(COOKIE_CONSENT_COOKIE)).toBeNull();
  // The settings dialog lives in a portal: closed and unmounted before the next test empties the page.
  await act(async () => {
    useCookieConsent.getState().closeSettings();
    app.unmount();
  });
});

test('once the app has the banner, the page’s script leaves its buttons to the app', async () => {
  const page = buildTimePage();
  await act(async () => {
    hydrateRoot(page.root, tree);
  });
  const region = page.root.querySelector<HTMLElement>('[data-build-time-banner]')!;
  expect(region).toBeVisible();
  await act(async () => page.button('Alle akzeptieren').click());
  expect(JSON.parse(readCookie(COOKIE_CONSENT_COOKIE)!)).toEqual(ALL_ACCEPTED);
  expect(page.root.querySelector('[data-build-time-banner]')).toBeNull();
});
