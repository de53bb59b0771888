import { expect, request, test, type Page } from '@playwright/test';
import { LOCALE_COOKIE } from '@chargevalet/contract';
import { DEMO_PASSWORD, DEMO_USERS, SHELL_URL } from '../support/topology';
import { acceptCookies, signIn } from '../support/session';
import { placeCardOrder } from '../support/orders';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { expectFocusPlaced } from '../support/focus';
import { recordHandover } from '../support/handover';

/**
 * Issue 14, the driver's journey on a phone: a booked order is assigned to a driver, who signs in at 390 × 844 (issue 14),
 * finds it in the week, records the pickup with a photo, and moves it through every state to returned (the return
 * record before handing the car back). SCREENS_DIR=… also saves the screens for a person to look at.
 */

const T = {
  de: {
    week: 'Meine Woche',
    open: (identity: string) => `Auftrag ${identity} öffnen`,
    next: 'Nächster Schritt',
    confirm: 'Ja, ändern',
    changed: 'Auftragsstatus erfolgreich geändert',
    photos: 'Fotos des Autos',
    mileage: 'Kilometerstand (km)',
    level: 'Ladestand (%)',
    notes: 'Schäden und Hinweise',
    save: 'Protokoll speichern',
    saved: 'Protokoll gespeichert',
    pickupRecord: 'Abholprotokoll',
    returnRecord: 'Rückgabeprotokoll',
    steps: ['Zur Abholung fahren', 'Zur Ladestation fahren', 'Laden starten', 'Zurück zum Kunden fahren', 'Auto übergeben'],
    active: 'Aktiver Auftrag',
  },
  en: {
    week: 'My week',
    open: (identity: string) => `Open order ${identity}`,
    next: 'Next step',
    confirm: 'Yes, change',
    changed: 'Order status successfully changed',
    photos: 'Photos of the car',
    mileage: 'Mileage (km)',
    level: 'Charge level (%)',
    notes: 'Damage and notes',
    save: 'Save record',
    saved: 'Record saved',
    pickupRecord: 'Pickup record',
    returnRecord: 'Return record',
    steps: ['On the way to pickup', 'On the way to the station', 'Start charging', 'On the way back', 'Car handed over'],
    active: 'Active order',
  },
} as const;
const STATES = ['on_the_way_to_pickup', 'on_the_way_to_station', 'charging', 'on_the_way_to_return', 'returned'] as const;

/** The manager assigns the order to the suggested (least booked) driver through the real calls; returns their e-mail. */
async function assignSuggestedDriver(identity: string): Promise<string> {
  const api = await request.newContext({ baseURL: SHELL_URL });
  try {
    const csrf = async () => {
      await api.get('/sanctum/csrf-cookie');
      return { 'X-XSRF-TOKEN': decodeURIComponent((await api.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '') };
    };
    expect((await api.post('/login', { data: { email: DEMO_USERS.manager, password: DEMO_PASSWORD }, headers: await csrf() })).ok()).toBe(true);
    const list = await (await api.get(`/api/manager/orders?query=${identity}`)).json();
    const orderId = list.data[0].id as string;
    const suggestions = await (await api.get(`/api/manager/order/${orderId}/driver-suggestions`)).json();
    // Earlier journeys booked driver1 at the first free slot: whoever is free there works this one.
    const driver = (suggestions.data as { id: string; email: string }[])[0];
    expect(driver, 'a driver is free at that time').toBeDefined();
    const assigned = await api.post(`/api/manager/order/${orderId}/assign/driver/${driver!.id}`, { headers: await csrf() });
    expect((await assigned.json()).data?.state).toBe('assigned');
    return driver!.email;
  } finally {
    await api.dispose();
  }
}

async function shot(page: Page, name: string) {
  if (process.env.SCREENS_DIR) await page.screenshot({ path: `${process.env.SCREENS_DIR}/${name}.png`, fullPage: true });
}

const runs = process.env.SCREENS_DIR
  ? ([{ locale: 'de', width: 390 }, { locale: 'en', width: 390 }, { locale: 'de', width: 1280 }, { locale: 'en', width: 1280 }] as const)
  : ([{ locale: 'de', width: 390 }, { locale: 'en', width: 390 }] as const);

for (const { locale, width } of runs) {
  test(`driver works an order from assigned to returned on a phone (${locale}, ${width} px)`, async ({ page, context }) => {
    test.setTimeout(240_000);
    const t = T[locale];
    const tag = `${locale}-${width}`;
    await page.setViewportSize({ width, height: 844 });
    await context.addCookies([{ name: LOCALE_COOKIE, value: locale, url: SHELL_URL }]);
    const { identity } = await placeCardOrder();
    const driver = await assignSuggestedDriver(identity);

    await signIn(page, driver);
    await acceptCookies(page);
    await page.goto('/profile/active-order');
    await expect(page.getByRole('heading', { level: 1, name: t.active })).toBeVisible();
    await shot(page, `active-order-${tag}`);

    // The week lists it; a tap opens it by its number.
    await page.goto('/profile/calendar');
    await expect(page.getByRole('heading', { level: 1, name: t.week })).toBeVisible();
    await page.getByRole('link', { name: t.open(identity) }).first().click();
    await expect(page).toHaveURL(new RegExp(`/orders/${identity}$`));
    // the week (with the badges of the driver's other orders) may still be on screen while the order loads
    await expect(page.getByRole('heading', { level: 1, name: t.week })).toHaveCount(0);
    await expect(page.locator('[data-palette][data-state="assigned"]')).toBeVisible();
    await shot(page, `order-assigned-${tag}`);

    const next = page.getByRole('region', { name: t.next });
    for (const [index, state] of STATES.entries()) {
      if (state === 'on_the_way_to_station') {
        // The move to the station waits for the pickup record.
        await expect(next.getByRole('button', { name: t.steps[index] })).toBeDisabled();
        await shot(page, `pickup-record-${tag}`);
        await expectNoSeriousA11yViolations(page, `the order with the pickup form (${tag})`);
        await recordHandover(page, t, t.pickupRecord, '42100');
      }
      if (state === 'returned') {
        await expect(next.getByRole('button', { name: t.steps[index] })).toBeDisabled();
        await recordHandover(page, t, t.returnRecord, '42131');
      }
      await next.getByRole('button', { name: t.steps[index] }).click();
      await page.getByRole('dialog').getByRole('button', { name: t.confirm }).click();
      await expect(page.getByTestId('toast').filter({ hasText: t.changed })).toBeVisible();
      await expect(page.locator(`[data-palette][data-state="${state}"]`)).toBeVisible();
      // Focus is on the order's heading beside the new state (not on <body>, not under a sticky bar).
      await expectFocusPlaced(page, `the change to ${state}`);
      if (state === 'charging') await shot(page, `order-charging-${tag}`);
    }
    // Returned: nothing left for the driver to do.
    await expect(next).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.goto('/profile/calendar');
    await expect(page.getByRole('link', { name: t.open(identity) }).first()).toBeVisible();
    await shot(page, `week-${tag}`);
    await expectNoSeriousA11yViolations(page, `the week (${tag})`);
  });
}
