import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, DEMO_USERS, ROOT, SHELL_PORT, SHELL_URL, remoteUrl } from '../support/topology';
import { acceptCookies, signIn } from '../support/session';
import { startRemote, stopServer, waitForUrl } from '../support/servers';

test.describe('landing page', () => {
  test('speaks German by default and English after switching', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Wir laden dein E-Auto');
    await expect(page.getByRole('heading', { name: 'Häufige Fragen' })).toBeVisible();
    await acceptCookies(page);

    await page.getByRole('button', { name: 'Switch to English' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('We charge your EV');
    await expect(page.getByRole('link', { name: /create account/i }).first()).toBeVisible();

    // The choice is a cookie: a reload keeps English.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('We charge your EV');
  });
});

test("a form's validation messages come with its schemas: the sign-in form sent empty says what is missing, in both languages", async ({ page }) => {
  await page.goto('/login');
  await acceptCookies(page);
  await page.getByRole('button', { name: /^Anmelden$/ }).last().click();
  await expect(page.getByText('Bitte gib dein Passwort ein')).toBeVisible();
  await page.getByRole('button', { name: 'Switch to English' }).click();
  await expect(page.getByText('Please enter your password')).toBeVisible();
  await expect(page.getByText(/validation\./)).toHaveCount(0);
});

test.describe('sign-in by role', () => {
  const cases = [
    { role: 'customer', email: DEMO_USERS.customer, path: '/profile/orders', remote: 'profile' },
    { role: 'manager', email: DEMO_USERS.manager, path: '/dashboard', remote: 'manager' },
    { role: 'driver', email: DEMO_USERS.driver, path: '/profile/active-order', remote: 'driver' },
  ] as const;
  for (const { role, email, path, remote } of cases) {
    test(`a ${role} lands in the ${remote} area`, async ({ page }) => {
      await signIn(page, email);
      await expect(page).toHaveURL(`${SHELL_URL}${path}`);
      // The area inside <main> (a customer's sidebar also holds the profile remote's account card).
      await expect(page.locator(`main [data-remote="${remote}"]`)).toBeVisible();
    });
  }

  test('a customer never downloads staff code', async ({ page }) => {
    const staffOrigins = [remoteUrl('manager'), remoteUrl('driver')];
    const staffRequests: string[] = [];
    page.on('request', (request) => {
      if (staffOrigins.some((origin) => request.url().startsWith(origin))) staffRequests.push(request.url());
    });
    await signIn(page, DEMO_USERS.customer);
    await page.goto('/dashboard');
    await expect(page).not.toHaveURL(/\/dashboard$/);
    expect(staffRequests).toEqual([]);
  });
});

test('one React, one i18n instance and one TanStack Query while two remotes are on screen', async ({ page }) => {
  await signIn(page, DEMO_USERS.customer);
  await page.goto('/book-a-service/select-package');
  await expect(page.locator('main [data-remote="booking"]')).toBeVisible();
  // The profile remote's account card in the sidebar (profile/CustomerCard).
  await expect(page.locator('aside [data-remote="profile"]')).toBeVisible();
  const singletons = await page.evaluate(() => window.__chargevalet?.singletons());
  expect(singletons).toEqual({ react: true, i18n: true, query: true, platform: true, remotes: expect.arrayContaining(['booking', 'profile']) });
});

test('a stopped remote shows the fallback while the shell and another remote still work', async ({ page }) => {
  await stopServer('profile');
  try {
    await signIn(page, DEMO_USERS.customer);
    await page.goto('/profile/orders');
    await expect(page.getByText('Hoppla, da ist etwas schiefgelaufen.').or(page.getByText('Oops, something went wrong.'))).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('button', { name: /^(Erneut versuchen|Retry)$/ })).toBeVisible();
    // The shell still navigates, and the booking remote still loads.
    await page.getByRole('link', { name: /Service buchen|Book a service|Jetzt buchen|Book now/ }).first().click();
    await expect(page.locator('[data-remote="booking"]')).toBeVisible();
  } finally {
    await startRemote('profile');
  }
});

test('a remote that accepts the request but never answers shows its fallback within 7 s; Retry loads it', async ({ page }) => {
  await signIn(page, DEMO_USERS.customer);
  await expect(page.locator('main [data-remote="profile"]')).toBeVisible();
  // The booking remote's entry script is requested and never answered (its manifest, read for the sidebar, came).
  const entry = `${remoteUrl('booking')}/remoteEntry.js`;
  await page.route(entry, () => undefined);
  await page.getByRole('link', { name: /^(Service buchen|Book a service)$/ }).first().click();
  const started = Date.now();
  // waitFor watches the page itself (no coarse polling): the fallback is there within 7 s of the click
  await page.getByRole('button', { name: /^(Erneut versuchen|Retry)$/ }).waitFor({ state: 'visible', timeout: 7_000 });
  expect(Date.now() - started).toBeLessThan(7_000);
  await page.unroute(entry);
  await page.getByRole('button', { name: /^(Erneut versuchen|Retry)$/ }).click();
  await expect(page.locator('main [data-remote="booking"]')).toBeVisible();
});

test('a remote built for another platform says the area is being updated', async ({ page }) => {
  await page.route(`${remoteUrl('booking')}/mf-manifest.json`, async (route) => {
    const response = await route.fetch();
    const manifest = (await response.json()) as { metaData: Record<string, unknown> };
    manifest.metaData.platformContract = '99.0.0';
    await route.fulfill({ response, json: manifest });
  });
  const reported = page.waitForRequest((request) => request.url().endsWith('/api/remote-refusals') && request.method() === 'POST');
  await signIn(page, DEMO_USERS.customer);
  await page.getByRole('link', { name: /^(Service buchen|Book a service)$/ }).first().click();
  await expect(page.getByText('Dieser Bereich wird gerade aktualisiert; bitte lade die Seite in ein paar Minuten neu.')).toBeVisible();
  expect((await reported).postDataJSON()).toEqual({ remote: 'booking', required: '99.0.0', provided: expect.any(String) });
});

test('cookie settings persist across a reload', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: /^(Einstellungen|Settings)$/ }).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  // The switch's input is visually hidden; a person clicks its label.
  await dialog.locator('label', { hasText: /^(Leistung|Performance)$/ }).click();
  await expect(dialog.getByRole('checkbox', { name: /^(Leistung|Performance)$/ })).toBeChecked();
  await dialog.getByRole('button', { name: /^(Einstellungen speichern|Save settings)$/ }).click();
  await expect(dialog).toBeHidden();

  await page.reload();
  await expect(page.getByRole('button', { name: /^(Alle akzeptieren|Accept all)$/ })).toBeHidden();
  const cookie = (await page.context().cookies()).find((c) => c.name === 'cookie_consent');
  expect(JSON.parse(decodeURIComponent(cookie!.value))).toMatchObject({ strictly_necessary: true, performance: true, targeting: false });
});

/** Holds the app's code back until the returned function is called: the build-time page is all there is meanwhile. */
async function holdBackTheAppsCode(page: Page): Promise<() => void> {
  let release!: () => void;
  const codeMayLoad = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.js(\?|$)/, async (route) => {
    await codeMayLoad;
    await route.continue();
  });
  return release;
}

test('order tracking: text typed into the build-time form and its submit before the app hydrates are what the app submits', async ({ page }) => {
  // The app's code waits until the visitor has typed and submitted.
  const release = await holdBackTheAppsCode(page);
  await page.goto('/track-my-number', { waitUntil: 'commit' });
  await expect(page.locator('#root[data-ssr]')).toHaveCount(1); // the build-time page (React's server render)
  await page.getByRole('textbox', { name: /^Auftragsnummer/ }).fill('CV-E2E-0000');
  await page.getByRole('textbox', { name: /^Kennzeichen oder E-Mail-Adresse/ }).fill('nobody@example.test');
  await page.getByRole('button', { name: 'Auftrag suchen' }).click();
  // The browser's own submit would have loaded the page anew, with the values in its address.
  expect(new URL(page.url()).search).toBe('');
  release();
  // Submitted with both values once the app is there (empty fields would show "required" instead): the server
  // knows no such order.
  await expect(page.getByRole('alert')).toContainText('Wir konnten keinen Auftrag mit diesen Angaben finden');
  await expect(page.getByRole('textbox', { name: /^Auftragsnummer/ })).toHaveValue('CV-E2E-0000');
  await expect(page.getByRole('textbox', { name: /^Kennzeichen oder E-Mail-Adresse/ })).toHaveValue('nobody@example.test');
  expect(new URL(page.url()).search).toBe('');
});

test('cookie banner: a choice tapped before the app hydrates takes effect at the tap and is stored once the app is there', async ({ page }) => {
  const release = await holdBackTheAppsCode(page);
  await page.goto('/', { waitUntil: 'commit' });
  await expect(page.locator('#root[data-ssr]')).toHaveCount(1);
  const banner = page.getByRole('region', { name: 'Wir respektieren deine Privatsphäre' });
  await expect(banner).toBeVisible();
  await page.getByRole('button', { name: 'Nur notwendige Cookies' }).click();
  // Gone at the tap, not when the app arrives (its going would then move the page under the visitor's next tap).
  await expect(banner).toBeHidden({ timeout: 1_000 });
  const consent = async () => (await page.context().cookies()).find((c) => c.name === 'cookie_consent')?.value;
  expect(await consent()).toBeUndefined();
  release();
  await expect.poll(consent).toBeTruthy();
  expect(JSON.parse(decodeURIComponent((await consent())!))).toMatchObject({ strictly_necessary: true, performance: false, targeting: false });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner).toHaveCount(0);
});

test("the wizard's first step on a wide screen: the build-time page shows the desktop layout, and hydration swaps nothing", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const release = await holdBackTheAppsCode(page);
  await page.goto('/book-a-service/select-package', { waitUntil: 'commit' });
  await expect(page.locator('#root[data-ssr]')).toHaveCount(1);
  // Before the app's code: the comparison table and the side summary, not the phone's cards and bottom bar.
  const table = page.getByTestId('package-table');
  await expect(table).toBeVisible();
  await expect(page.getByTestId('package-cards')).toBeHidden();
  const summary = page.getByRole('complementary', { name: 'Bestellübersicht' });
  await expect(summary).toBeVisible();
  await expect(page.getByTestId('summary-bar')).toBeHidden();
  const before = await table.boundingBox();
  await table.evaluate((element) => element.setAttribute('data-from-the-build', ''));
  release();
  await expect(page.locator('form[data-build-time-form]')).toHaveJSProperty('cvLive', true);
  // Hydrated: the phone layout is gone from the page; the table is the build's element, where it was.
  await expect(page.getByTestId('package-cards')).toHaveCount(0);
  await expect(page.getByTestId('summary-bar')).toHaveCount(0);
  await expect(table).toHaveAttribute('data-from-the-build', '');
  expect(await table.boundingBox()).toEqual(before);
  await expect(summary).toBeVisible();
});

test("the system's global CSS comes once, in the page's head, on a build-time page and on a signed-in one", async ({ page }) => {
  // The style sheets that define the token variables (Chakra's global CSS), by where their element is.
  const copies = () =>
    page.evaluate(() =>
      [...document.styleSheets]
        .filter((sheet) => [...sheet.cssRules].some((rule) => rule.cssText.includes('--chakra-colors-brand-600:')))
        .map((sheet) => `${sheet.ownerNode?.parentElement?.tagName}#${(sheet.ownerNode as Element | null)?.id ?? ''}`),
    );
  await page.goto('/book-a-service/select-package');
  await expect(page.locator('form[data-build-time-form]')).toHaveJSProperty('cvLive', true);
  expect(await copies()).toEqual(['HEAD#cv-global-css']);
  await signIn(page, DEMO_USERS.customer); // the sign-in page and the customer's area: the app renders them in the browser
  await expect(page.locator('main [data-remote="profile"]')).toBeVisible();
  expect(await copies()).toEqual(['HEAD#cv-global-css']);
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--chakra-colors-brand-600'))).toBe('#0b7352');
});

test.describe('a signed-in page rendered by the API', () => {
  // Both deployments: an API that serves the remotes itself (`npm start` and the API's image) reads a page's remote
  // from their files; the suite's own API points at remotes on other origins (as compose does) and fetches their
  // manifests (api/src/routes/page-remote.ts). Either renders the page's frame (api/src/routes/frontend.ts).
  const port = SHELL_PORT + 20;
  const singleOrigin = `http://localhost:${port}`;
  const topologies = [
    { name: 'the API serves the remotes', origin: singleOrigin },
    { name: 'remotes on other origins', origin: SHELL_URL },
  ];
  let api: ChildProcess | undefined;
  let dataDir = '';
  test.beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'chargevalet-e2e-ssr-'));
    const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
    delete env.DATABASE_URL;
    api = spawn('node', ['api/dist/server.js'], { cwd: ROOT, env, stdio: 'ignore' });
    await waitForUrl(`${singleOrigin}/health`);
  });
  test.afterAll(() => {
    api?.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  });

  for (const { name, origin } of topologies) test(`${name}: its frame and declared heading before the app's code, hydrated in place`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${origin}/login`);
    await page.getByLabel(/^E-Mail-Adresse/).fill(DEMO_USERS.customer);
    await page.getByLabel(/^Passwort/).first().fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Nur notwendige Cookies' }).click();
    await page.getByRole('button', { name: /^Anmelden$/ }).last().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Meine Aufträge' })).toBeVisible();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    const release = await holdBackTheAppsCode(page);
    await page.goto(`${origin}/profile/orders`, { waitUntil: 'commit' });
    await expect(page.locator('#root[data-ssr]')).toHaveCount(1);
    // Before any of the app's code: the frame, the area and the page's declared heading and lead, no cookie banner
    await expect(page.getByRole('button', { name: /Clara Kundin/ })).toBeVisible();
    await expect(page.getByText('Mein Konto', { exact: true })).toBeVisible();
    await expect(page.getByText('Alle deine Aufträge, die neueste Abholung zuerst.')).toBeVisible();
    await expect(page.locator('[data-remote-loading="profile"]')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Wir respektieren deine Privatsphäre' })).toHaveCount(0);
    await expect(page).toHaveTitle('Meine Aufträge – ChargeValet');
    const header = page.locator('header').first();
    await header.evaluate((element) => element.setAttribute('data-from-the-server', ''));
    release();
    // The remote's page, in the area the server drew; the header is the server's element (hydrated, not drawn again)
    await expect(page.getByRole('heading', { level: 1, name: 'Meine Aufträge' })).toBeVisible();
    await expect(page.locator('main [data-remote="profile"]')).toBeVisible();
    await expect(header).toHaveAttribute('data-from-the-server', '');
    expect(errors).toEqual([]);
  });
});
