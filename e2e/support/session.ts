import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './topology';

/** Signs in through the real login screen (German labels by default, English when switched). */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel(/^(E-Mail-Adresse|E-mail address)/).fill(email);
  await page.getByLabel(/^(Passwort|Password)/).first().fill(password);
  await page.getByRole('button', { name: /^(Anmelden|Sign in|Log in)$/ }).last().click();
  await expect(page).not.toHaveURL(/\/login/);
}

/** Accepts the cookie banner so it does not cover what a test looks at. */
export async function acceptCookies(page: Page): Promise<void> {
  const accept = page.getByRole('button', { name: /^(Alle akzeptieren|Accept all)$/ }).first();
  if (await accept.isVisible().catch(() => false)) await accept.click();
}
