import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './topology';
import { readMail } from './outbox';

/** Signs in through the real login screen (German labels by default, English when switched). */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel(/^(E-Mail-Adresse|E-mail address)/).fill(email);
  await page.getByLabel(/^(Passwort|Password)/).first().fill(password);
  await page.getByRole('button', { name: /^(Anmelden|Sign in|Log in)$/ }).last().click();
  await expect(page).not.toHaveURL(/\/login/);
}

/** POST through the page's context (its cookies) with the CSRF token, as the browser's API client does. */
async function postAs(page: Page, path: string, data: Record<string, unknown>): Promise<void> {
  await page.request.get('/sanctum/csrf-cookie');
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const response = await page.request.post(path, { data, headers: { 'X-XSRF-TOKEN': decodeURIComponent(token) } });
  expect(response.ok(), `${path}: ${response.status()} ${await response.text()}`).toBe(true);
}

/** Signs the page's context in through the API (no login screen): for journeys that only need the session. */
export async function signInThroughApi(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await postAs(page, '/login', { email, password });
}

/** Accepts the cookie banner so it does not cover what a test looks at. */
export async function acceptCookies(page: Page): Promise<void> {
  const accept = page.getByRole('button', { name: /^(Alle akzeptieren|Accept all)$/ }).first();
  if (await accept.isVisible().catch(() => false)) await accept.click();
}

/**
 * Registers a brand-new customer through the real calls (e-mail code read from the outbox) and leaves the page's
 * context signed in as them: for journeys that need a customer without orders (first-order discounts).
 */
export async function signInAsNewCustomer(page: Page): Promise<{ email: string; phone: string }> {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const email = `e2e-${id}@example.test`;
  const phone = `+49 211 ${String(Math.floor(1_000_000 + Math.random() * 8_999_999))}`;
  const post = (path: string, data: Record<string, unknown>) => postAs(page, path, data);
  await post('/email/verification/send', { email });
  const mail = await readMail(page, email, /\d{4}/);
  await post('/email/verify', { email, code: /(\d{4})/.exec(mail.subject ?? '')![1] });
  await post('/register', {
    firstname: 'Erika',
    lastname: 'Neukundin',
    phone,
    email,
    address: 'Königsallee 1',
    zip_code: '40212',
    password: DEMO_PASSWORD,
    password_confirmation: DEMO_PASSWORD,
    accept_terms_and_conditions: true,
    is_email_verified: true,
  });
  return { email, phone };
}
