import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { LOCALE_COOKIE, type Locale, type TimeSlotsResponse } from '@chargevalet/contract';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { placeCustomerCardOrder, post, signedInApi } from '../support/orders';
import { acceptCookies, signInThroughApi } from '../support/session';
import { DEMO_USERS, SHELL_URL } from '../support/topology';
import { seedWizard, uniqueGuest } from '../support/wizard';

/**
 * Issue 12: every route of the product, in German and in English, has no serious or critical axe violation (WCAG 2.2
 * AA) and a document title in the page's language. The table below is the product's routes (the shell's route table,
 * each remote's App.tsx): a new route is one line. One browser context per role and language, signed in once.
 */

type Role = 'guest' | 'customer' | 'manager' | 'driver';
/** Records the journey creates so the pages with an id have something to show. */
type Ids = { order: { id: string; identity: string }; driver: { id: string; email: string } };
/** `state`: brings the page into a state worth checking too (field errors, a dialog); then the page reloads. */
type RouteCase = { role: Role; path: string | ((ids: Ids) => string); state?: { name: string; reach: (page: Page) => Promise<void> } };

/** Sends the page's first form empty: every required field shows its error (the error text's contrast). */
const FIELD_ERRORS = {
  name: 'field errors',
  reach: async (page: Page) => {
    await page.locator('main form button[type=submit]').first().click();
    await expect(page.locator('main [aria-invalid=true]').first()).toBeVisible();
  },
};
/** The payment step's checkout dialog (the sandbox's test-mode badge). */
const CHECKOUT_DIALOG = {
  name: 'checkout dialog',
  reach: async (page: Page) => {
    // the box is a visually hidden input: ticked from the keyboard
    await page.getByTestId('consent-accept_terms').focus();
    await page.keyboard.press('Space');
    await page.locator('button[form][type=submit]').click();
    await expect(page.getByTestId('test-mode-badge')).toBeVisible();
  },
};

const ROUTES: RouteCase[] = [
  // the shell's own pages
  { role: 'guest', path: '/' },
  { role: 'guest', path: '/login' },
  { role: 'guest', path: '/login', state: FIELD_ERRORS },
  { role: 'guest', path: '/register' },
  { role: 'guest', path: '/forgot-password' },
  { role: 'guest', path: '/reset-password?token=e2e&email=guest%40example.com' },
  { role: 'guest', path: '/terms-and-conditions' },
  { role: 'guest', path: '/privacy-policy' },
  { role: 'guest', path: '/cookie-policy' },
  { role: 'guest', path: '/imprint' },
  { role: 'guest', path: '/track-my-number' },
  { role: 'guest', path: '/not-found' },
  // the booking wizard (mfe-booking), each step as a guest (the wizard's data is seeded)
  { role: 'guest', path: '/book-a-service/select-package' },
  { role: 'guest', path: '/book-a-service/car-and-order-details' },
  { role: 'guest', path: '/book-a-service/user-details' },
  { role: 'guest', path: '/book-a-service/time-slots' },
  { role: 'guest', path: '/book-a-service/payment-method' },
  { role: 'guest', path: '/book-a-service/payment-method', state: CHECKOUT_DIALOG },
  // the customer (mfe-profile), and the wizard inside the signed-in frame
  { role: 'customer', path: '/profile/orders' },
  { role: 'customer', path: '/profile/active-order' },
  { role: 'customer', path: '/profile/settings' },
  { role: 'customer', path: '/profile/calendar' },
  { role: 'customer', path: (ids) => `/orders/${ids.order.id}` },
  { role: 'customer', path: '/book-a-service/select-package' },
  // the manager (mfe-manager)
  { role: 'manager', path: '/dashboard' },
  { role: 'manager', path: '/orders' },
  { role: 'manager', path: (ids) => `/orders/${ids.order.id}` },
  { role: 'manager', path: (ids) => `/orders/${ids.order.id}/edit` },
  { role: 'manager', path: '/profile/manager-calendar' },
  { role: 'manager', path: '/profile/drivers' },
  { role: 'manager', path: (ids) => `/profile/drivers/${ids.driver.id}` },
  { role: 'manager', path: (ids) => `/profile/drivers/${ids.driver.id}/edit` },
  { role: 'manager', path: '/profile/active-orders' },
  // the driver (mfe-driver)
  { role: 'driver', path: '/profile/active-order' },
  { role: 'driver', path: '/profile/calendar' },
  { role: 'driver', path: (ids) => `/orders/${ids.order.identity}` },
];

const LOCALES: Locale[] = ['de', 'en'];

/** A card order of the demo customer, assigned by the manager to a free driver (so every order page has it). */
async function prepareOrder(): Promise<Ids> {
  const customer = await signedInApi(DEMO_USERS.customer);
  const manager = await signedInApi(DEMO_USERS.manager);
  try {
    const order = await placeCustomerCardOrder(customer, { email: DEMO_USERS.customer, phone: '+49 211 5550199' });
    // whoever is free then (earlier journeys may have booked driver1): the driver's pages are seen as them
    const suggestions = (await (await manager.get(`/api/manager/order/${order.id}/driver-suggestions`)).json()).data as { id: string; email: string }[];
    const driver = suggestions[0];
    expect(driver, 'a driver is free at that time').toBeDefined();
    await post(manager, `/api/manager/order/${order.id}/assign/driver/${driver!.id}`, {});
    return { order, driver: driver! };
  } finally {
    await customer.dispose();
    await manager.dispose();
  }
}

/** One context per role and language: the language cookie, cookies accepted, signed in (once). */
async function contextFor(browser: Browser, role: Role, locale: Locale, ids: Ids): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: SHELL_URL, locale: locale === 'de' ? 'de-DE' : 'en-GB' });
  await context.addCookies([{ name: LOCALE_COOKIE, value: locale, url: SHELL_URL }]);
  const page = await context.newPage();
  page.on('pageerror', (error) => console.log(`[pageerror ${role}/${locale}] ${error.message}`));
  if (role === 'guest') {
    // steps 1-3 saved, and a pickup slot for step 5
    const slots = (await (await page.request.get('/api/order/pick-up/time-slots/1')).json()) as TimeSlotsResponse;
    // not today's first free slot: it is gone 75 minutes before it starts, which a run can cross (back to step 4)
    const free = slots.data.days.filter((d) => d.time_groups.some((g) => g.time_entries.some((e) => e.is_available)));
    const day = (free[1] ?? free[0])!;
    // one slot per language: both open the checkout at once, and a slot with room for one would send the other back
    const entries = day.time_groups.flatMap((g) => g.time_entries).filter((e) => e.is_available);
    const time = entries[LOCALES.indexOf(locale) % entries.length]!.time;
    await seedWizard(page, uniqueGuest(), { timeSlots: { pickup_time_slot: { date: day.date, time }, return_time_slot: null } });
  } else {
    await signInThroughApi(page, role === 'driver' ? ids.driver.email : DEMO_USERS[role]);
    await page.goto('/');
    await acceptCookies(page);
  }
  return { context, page };
}

/**
 * Opens a route as a click on a link would (the router follows history; no reload of the shell and the remotes once
 * the page is up) and waits until it shows its heading and nothing is loading any more.
 */
async function openRoute(page: Page, path: string): Promise<void> {
  if (page.url().startsWith(SHELL_URL)) {
    await page.evaluate((to) => {
      history.pushState(null, '', to);
      dispatchEvent(new PopStateEvent('popstate'));
    }, path);
  } else await page.goto(path);
  await expect(page.locator('main h1').first()).toBeVisible();
  // What is on screen: the wizard renders its next step ahead, hidden, and that one waits with its skeleton until shown.
  await expect(page.locator('main [aria-busy="true"], main .chakra-skeleton, main .chakra-spinner').filter({ visible: true })).toHaveCount(0);
}

const routePath = (route: RouteCase, ids: Ids) => (typeof route.path === 'string' ? route.path : route.path(ids));

let ids: Ids;
test.beforeAll(async () => {
  ids = await prepareOrder();
});

for (const role of ['guest', 'customer', 'manager', 'driver'] as const) {
  test(`every ${role} route: no serious axe violation and a title in the page's language (de, en)`, async ({ browser }) => {
    test.setTimeout(150_000);
    const sessions = Object.fromEntries(await Promise.all(LOCALES.map(async (l) => [l, await contextFor(browser, role, l, ids)] as const)));
    try {
      for (const route of ROUTES.filter((r) => r.role === role)) {
        const path = routePath(route, ids);
        // both languages at once: one page per language context
        const seen = await Promise.all(
          LOCALES.map((locale) =>
            test.step(`${path}${route.state ? ` with ${route.state.name}` : ''} (${locale})`, async () => {
              const { page } = sessions[locale]!;
              await openRoute(page, path);
              await expect(page.locator('html')).toHaveAttribute('lang', locale);
              await route.state?.reach(page);
              await expectNoSeriousA11yViolations(page, `${path}${route.state ? ` with ${route.state.name}` : ''} as ${role} (${locale})`);
              const seen = { title: await page.title(), heading: await page.locator('main h1').first().innerText() };
              // a fresh page after a state (no dialog or error left over for the next route)
              if (route.state) await page.goto('about:blank');
              return seen;
            }),
          ),
        );
        const [de, en] = seen as [(typeof seen)[number], (typeof seen)[number]];
        expect(de.title, `title of ${path}`).toBeTruthy();
        // Where the heading is translated, the tab's title is too ("Dashboard" is German as well).
        if (de.heading !== en.heading) expect(en.title, `the English title of ${path} differs from the German one`).not.toBe(de.title);
      }
    } finally {
      await Promise.all(Object.values(sessions).map((s) => s.context.close()));
    }
  });
}

test('the landing page with the cookie banner open (de, en)', async ({ browser }) => {
  for (const locale of LOCALES) {
    const context = await browser.newContext({ baseURL: SHELL_URL });
    await context.addCookies([{ name: LOCALE_COOKIE, value: locale, url: SHELL_URL }]);
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('button', { name: /^(Alle akzeptieren|Accept all)$/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page, `the cookie banner (${locale})`);
    await context.close();
  }
});

test('one account navigation on screen: the sidebar from md up, the area tabs below (customer, manager; 1280 and 400 px)', async ({ browser }) => {
  for (const [role, href] of [
    ['customer', '/profile/settings'],
    ['manager', '/profile/drivers'],
  ] as const) {
    const { context, page } = await contextFor(browser, role, 'de', ids);
    for (const width of [1280, 400]) {
      await page.setViewportSize({ width, height: 800 });
      await openRoute(page, href);
      await expect(page.locator(`a[href="${href}"]:visible`), `${role} at ${width} px`).toHaveCount(1);
    }
    await context.close();
  }
});
