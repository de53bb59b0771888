import { expect, test } from '@playwright/test';
import { LOCALE_COOKIE } from '@chargevalet/contract';
import { acceptCookies, signInThroughApi } from '../support/session';
import { DEMO_USERS, SHELL_URL } from '../support/topology';
import { seedWizard, uniqueGuest } from '../support/wizard';

const DIR = '/tmp/wta-shots';
for (const locale of ['de', 'en'] as const) {
  for (const width of [1280, 400]) {
    test(`shots ${locale} ${width}`, async ({ browser }) => {
      test.setTimeout(120_000);
      const ctx = async () => {
        const c = await browser.newContext({ baseURL: SHELL_URL, viewport: { width, height: 900 } });
        await c.addCookies([{ name: LOCALE_COOKIE, value: locale, url: SHELL_URL }]);
        return c;
      };
      const g = await ctx();
      const page = await g.newPage();
      await seedWizard(page, uniqueGuest());
      await page.goto('/book-a-service/select-package');
      await expect(page.locator('main h1')).toBeVisible();
      await page.waitForTimeout(800);
      await page.screenshot({ path: `${DIR}/packages-${locale}-${width}.png`, fullPage: false });
      await page.goto('/book-a-service/car-and-order-details');
      await page.getByRole('button', { name: /Wie läuft die Rückgabe ab|How does the return work/ }).click();
      await page.waitForTimeout(500);
      await page.screenshot({ path: `${DIR}/return-dialog-${locale}-${width}.png` });
      const m = await ctx();
      const mp = await m.newPage();
      await signInThroughApi(mp, DEMO_USERS.manager);
      await mp.goto('/dashboard');
      await acceptCookies(mp);
      await expect(mp.locator('main dl').first()).toBeVisible();
      await mp.waitForTimeout(1500);
      await mp.screenshot({ path: `${DIR}/dashboard-${locale}-${width}.png`, fullPage: true });
      const c = await ctx();
      const cp = await c.newPage();
      await signInThroughApi(cp, DEMO_USERS.customer);
      await cp.goto('/profile/settings');
      await acceptCookies(cp);
      await expect(cp.locator('main h1')).toBeVisible();
      await cp.waitForTimeout(800);
      await cp.screenshot({ path: `${DIR}/settings-${locale}-${width}.png`, fullPage: true });
      console.log('TITLE', locale, await cp.title());
      await cp.goto('/profile/calendar');
      await expect(cp.locator('main h1')).toBeVisible();
      console.log('TITLE', locale, await cp.title());
    });
  }
}
