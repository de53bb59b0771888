import { expect, test, type Page } from '@playwright/test';
import { LOCALE_COOKIE, type Locale } from '@chargevalet/contract';
import { DEMO_PASSWORD, SHELL_URL } from '../support/topology';
import { acceptCookies, signInAsNewCustomer } from '../support/session';
import { placeCustomerCardOrder } from '../support/orders';
import { assignSuggestedDriver, driveToReturned } from '../support/staff';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { expectFocusPlaced } from '../support/focus';

/**
 * Issue 15, the customer's journey: a customer books two orders; the e-mail link of the first one brings them to
 * sign-in and back to the order; while that page stays open a manager assigns a driver and the driver works the
 * order to returned (their calls, with the handover records the states need), and the page shows each new state
 * without a reload while the bell counts up. Then the list shows both, and the customer cancels the second one.
 */

/** A real 64 × 48 JPEG (the server checks the bytes and decodes them). */

// The real texts of mfe-profile/src/orders/texts.ts, shell/src/app/i18n.ts and the platform's order texts.
const T = {
  de: {
    email: 'E-Mail-Adresse',
    password: 'Passwort',
    signIn: 'Anmelden',
    title: 'Auftragsdetails',
    listTitle: 'Meine Aufträge',
    allOrders: 'Alle Aufträge',
    activeOrders: 'Aktive Aufträge',
    back: '← Zurück zu meinen Aufträgen',
    show: (identity: string) => `Auftrag ${identity} anzeigen`,
    cancel: 'Auftrag stornieren',
    confirm: 'Ja, Auftrag stornieren',
    cancelled: 'Auftrag erfolgreich storniert',
    bell: /^Benachrichtigungen(, (\d+) ungelesen)?$/,
    returned: 'Zurückgebracht',
    handovers: 'Übergabeprotokolle',
    rate: 'Bewerte deinen Fahrer',
    fiveStars: '5 Sterne',
    feedback: /^Dein Feedback/,
    send: 'Senden',
    rated: /^Vielen Dank für dein Feedback!/,
  },
  en: {
    email: 'E-mail address',
    password: 'Password',
    signIn: 'Sign in',
    title: 'Orders Details',
    listTitle: 'My orders',
    allOrders: 'All orders',
    activeOrders: 'Active orders',
    back: '← Back to my orders',
    show: (identity: string) => `Show order ${identity}`,
    cancel: 'Cancel order',
    confirm: 'Yes, cancel order',
    cancelled: 'Order successfully canceled',
    bell: /^Notifications(, (\d+) unread)?$/,
    returned: 'Returned',
    handovers: 'Handover records',
    rate: 'Rate your driver',
    fiveStars: '5 stars',
    feedback: /^Your feedback/,
    send: 'Send',
    rated: /^Thank you for your feedback!/,
  },
} as const;

/** The bell's unread count (0 when its name has none). */
async function unread(page: Page, t: (typeof T)[Locale]): Promise<number> {
  const label = (await page.getByRole('button', { name: t.bell }).getAttribute('aria-label')) ?? '';
  return Number(t.bell.exec(label)?.[2] ?? 0);
}

for (const { locale, width } of [
  { locale: 'de', width: 1280 },
  { locale: 'en', width: 400 },
] as const) {
  test(`a customer follows an order live from booking to returned and cancels another (${locale}, ${width} px)`, async ({ page, context, browser }) => {
    test.setTimeout(240_000);
    const t = T[locale];
    await page.setViewportSize({ width, height: 900 });
    await context.addCookies([{ name: LOCALE_COOKIE, value: locale, url: SHELL_URL }]);

    // A new customer registers and books two orders (in their own browser); the second is hours ahead, still cancellable.
    const booking = await browser.newContext();
    await booking.addCookies([{ name: LOCALE_COOKIE, value: locale, url: SHELL_URL }]);
    const bookingPage = await booking.newPage();
    const customer = await signInAsNewCustomer(bookingPage);
    const first = await placeCustomerCardOrder(bookingPage.request, customer, 'first');
    const second = await placeCustomerCardOrder(bookingPage.request, customer, 'last');
    await booking.close();

    // The e-mail's order link, signed out: sign-in first, then back to the order.
    await page.goto(`/orders/${first.id}`);
    await expect(page).toHaveURL(/\/login$/);
    await acceptCookies(page);
    await page.getByLabel(new RegExp(`^${t.email}`)).fill(customer.email);
    await page.getByLabel(new RegExp(`^${t.password}`)).first().fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: t.signIn, exact: true }).last().click();
    await expect(page).toHaveURL(new RegExp(`/orders/${first.id}$`));
    // The first visit loads the profile remote from its own origin.
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 2, name: new RegExp(first.identity) })).toBeVisible();
    const badge = page.locator('span[data-palette][data-state]');
    await expect(badge).toHaveAttribute('data-state', 'created');
    const bell = page.getByRole('button', { name: t.bell });
    await expect(bell).toBeVisible();
    await expectNoSeriousA11yViolations(page, `the order ${first.identity}`);
    // Marks this document: a reload would lose it.
    await page.evaluate(() => (document.documentElement.dataset.journey = 'open'));
    let count = await unread(page, t);

    // A manager assigns a driver, who then works the order; the open page follows each step by itself.
    const driverEmail = await assignSuggestedDriver(first.id);
    await expect(badge).toHaveAttribute('data-state', 'assigned');
    await expect.poll(() => unread(page, t)).toBe(count + 1);
    count += 1;
    await driveToReturned(driverEmail, first, async (state) => {
      await expect(badge).toHaveAttribute('data-state', state);
      // one notification per change; the return's is counted once the rating card is answered
      if (state !== 'returned') {
        await expect.poll(() => unread(page, t)).toBe(count + 1);
        count += 1;
      }
    });
    await expect(badge).toHaveText(t.returned);
    // The return brings the rate request: the rating card shows by itself, inline on the same page (no dialog).
    const rating = page.getByRole('region', { name: t.rate });
    await expect(rating).toBeVisible();
    await rating.locator('label').filter({ hasText: t.fiveStars }).click();
    await expect(rating.getByRole('radio', { name: t.fiveStars })).toBeChecked();
    await rating.getByLabel(t.feedback).fill('Pünktlich und freundlich.');
    await rating.getByRole('button', { name: t.send }).click();
    await expect(page.getByTestId('toast').filter({ hasText: t.rated })).toBeVisible();
    await expect(rating).toBeHidden();
    // The dialog had opened by itself: focus goes to the page's heading, not to <body>.
    await expectFocusPlaced(page, 'sending the rating');
    // the return and its rate request both reached the bell
    await expect.poll(() => unread(page, t)).toBeGreaterThanOrEqual(count + 1);
    // The records appeared with the states that needed them.
    await expect(page.getByRole('region', { name: t.handovers })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.dataset.journey)).toBe('open');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

    // The list: both orders, the second still active.
    await page.getByRole('link', { name: t.back }).click();
    await expect(page).toHaveURL(/\/profile\/orders$/);
    await expect(page.getByRole('heading', { level: 1, name: t.listTitle })).toBeVisible();
    // A new page: its h1 has focus (the link that was followed went with the old page).
    await expect(page.getByRole('heading', { level: 1, name: t.listTitle })).toBeFocused();
    const all = page.getByRole('region', { name: t.allOrders });
    await expect(all.getByRole('link', { name: t.show(first.identity) })).toBeVisible();
    await expect(all.getByRole('link', { name: t.show(second.identity) })).toBeVisible();
    await expect(all.getByRole('listitem').filter({ hasText: first.identity }).locator('[data-state]')).toHaveAttribute('data-state', 'returned');
    await expect(page.getByRole('region', { name: t.activeOrders }).getByRole('article').filter({ hasText: second.identity })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'the orders list');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

    // Cancel the second one from its page, with the confirmation.
    await all.getByRole('link', { name: t.show(second.identity) }).click();
    await expect(page).toHaveURL(new RegExp(`/orders/${second.id}$`));
    await expect(badge).toHaveAttribute('data-state', 'created');
    await page.getByRole('button', { name: t.cancel }).click();
    const dialog = page.getByRole('alertdialog', { name: t.cancel });
    await expect(dialog).toContainText(second.identity);
    await dialog.getByRole('button', { name: t.confirm }).click();
    await expect(page.getByTestId('toast').filter({ hasText: t.cancelled })).toBeVisible();
    await expect(page).toHaveURL(/\/profile\/orders$/);
    // Back on the list: its h1 has focus.
    await expectFocusPlaced(page, 'cancelling the order');
    await expect(page.getByRole('heading', { level: 1, name: t.listTitle })).toBeFocused();
    await expect(all.getByRole('listitem').filter({ hasText: second.identity }).locator('[data-state]')).toHaveAttribute('data-state', 'cancelled');
    await expect(page.getByRole('region', { name: t.activeOrders })).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.dataset.journey)).toBe('open');
  });
}
