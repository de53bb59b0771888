import { expect, test, type Browser, type Page } from '@playwright/test';
import { DEMO_USERS } from '../support/topology';
import { acceptCookies, signIn } from '../support/session';
import { placeCardOrder, signedInApi } from '../support/orders';
import { recordHandover } from '../support/handover';

/**
 * Issue 32, a dispatch day as it happens: the manager finds an order as the caller says it ("0211 …", "mueller"),
 * assigns it from the list beside the calendar, the driver opens the order from a link on a phone and shares the
 * location across both legs of the trip with one switch, and after the car is back early the manager blocks the
 * driver's day, which the finished order no longer holds. German screens.
 */

/** The demo drivers by the name the calendar shows. */
const DRIVERS: Record<string, string> = {
  'Daniel Fahrer': 'driver1@chargevalet.test',
  'Dennis Steuer': 'driver2@chargevalet.test',
  'Dora Lenker': 'driver3@chargevalet.test',
};
const T = {
  photos: 'Fotos des Autos',
  mileage: 'Kilometerstand (km)',
  level: 'Ladestand (%)',
  notes: 'Schäden und Hinweise',
  save: 'Protokoll speichern',
  saved: 'Protokoll gespeichert',
  steps: ['Zur Abholung fahren', 'Zur Ladestation fahren', 'Laden starten', 'Zurück zum Kunden fahren', 'Auto übergeben'],
};
const STATES = ['on_the_way_to_pickup', 'on_the_way_to_station', 'charging', 'on_the_way_to_return', 'returned'] as const;

/** The calendar's label of a Berlin date ("Mo., 23. Nov."). */
const dayLabel = (date: string) => new Intl.DateTimeFormat('de-DE', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`));
const berlinDate = (instant: string) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date(instant));

async function managerPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await signIn(page, DEMO_USERS.manager);
  await acceptCookies(page);
  return page;
}

test('dispatch day: search as callers speak, assign beside the calendar, share the whole trip, block the day after an early return', async ({ browser }) => {
  test.setTimeout(300_000);
  // the last slot offered: a day the other journeys leave alone
  const { identity, phone } = await placeCardOrder({ first_name: 'Jörg', last_name: 'Müller' }, 'last');
  const national = phone.replace('+49 ', '0'); // "0211 1234567", as a caller reads it out

  // The manager finds the order by the phone as said and by the name as typed on a plain keyboard, without Enter.
  const manager = await managerPage(browser);
  await manager.goto('/orders');
  const search = manager.getByRole('searchbox', { name: 'Aufträge durchsuchen' });
  await search.fill(national);
  await expect(manager.getByRole('link', { name: identity })).toBeVisible();
  await search.fill('joerg mueller');
  await expect(manager.getByRole('link', { name: identity })).toBeVisible();

  // The week of its pickup: the order waits beside the calendar; the menu offers the free drivers.
  const api = await signedInApi(DEMO_USERS.manager);
  const listed = await (await api.get(`/api/manager/orders?query=${identity}`)).json();
  const { id, pickup_time_slot: pickup } = listed.data[0] as { id: string; pickup_time_slot: { date_time: string } };
  const date = berlinDate(pickup.date_time);
  await manager.goto(`/profile/manager-calendar?from=${date}`);
  const aside = manager.getByRole('region', { name: /^Ohne Fahrer in dieser Woche/ });
  await expect(aside.getByRole('link', { name: identity })).toBeVisible();
  await aside.getByRole('button', { name: `Auftrag ${identity} einem Fahrer zuweisen` }).click();
  // the free drivers, once they are there (the menu says it is loading them first)
  const choice = manager.getByRole('menuitem', { disabled: false }).first();
  const driverName = (await choice.textContent())!.trim();
  expect(Object.keys(DRIVERS)).toContain(driverName);
  await choice.click();
  await expect(manager.getByTestId('toast').filter({ hasText: `${identity} an ${driverName} zugewiesen` })).toBeVisible();
  await expect(aside.getByRole('link', { name: identity })).toHaveCount(0);

  // The driver opens the order from a link on a phone, position allowed, and switches sharing on once.
  const phoneContext = await browser.newContext({ viewport: { width: 390, height: 844 }, geolocation: { latitude: 51.2254, longitude: 6.7763 }, permissions: ['geolocation'] });
  const driver = await phoneContext.newPage();
  await signIn(driver, DRIVERS[driverName]!);
  await acceptCookies(driver);
  await driver.goto(`/orders/${identity}`);
  const next = driver.getByRole('region', { name: 'Nächster Schritt' });
  const position = async () => (await (await api.get(`/api/manager/order/${id}/position`)).json()).data as { lat: number } | null;
  for (const [index, state] of STATES.entries()) {
    if (state === 'on_the_way_to_station') await recordHandover(driver, T, 'Abholprotokoll', '42100');
    if (state === 'returned') await recordHandover(driver, T, 'Rückgabeprotokoll', '42131');
    await next.getByRole('button', { name: T.steps[index] }).click();
    await driver.getByRole('dialog').getByRole('button', { name: 'Ja, ändern' }).click();
    await expect(driver.locator(`[data-palette][data-state="${state}"]`)).toBeVisible();
    const sharing = driver.getByRole('region', { name: 'Standort teilen' });
    if (state === 'on_the_way_to_pickup') {
      await sharing.getByRole('switch', { name: 'Meinen Standort teilen' }).click();
      await expect(sharing.getByRole('status')).toContainText('zuletzt gesendet');
      await expect.poll(position).not.toBeNull();
    }
    if (state === 'charging') await expect(sharing.getByRole('status')).toContainText('pausiert an der Ladestation');
    if (state === 'on_the_way_to_return') {
      // the way back is shared without another tap (the position of the way to the pickup went at the station)
      await expect(sharing.getByRole('switch', { name: 'Meinen Standort teilen' })).toHaveAttribute('aria-checked', 'true');
      await expect.poll(position, { timeout: 20_000 }).not.toBeNull();
    }
  }
  await phoneContext.close();

  // Back early: the order no longer holds the driver's day, which the manager now blocks.
  await manager.goto(`/profile/manager-calendar?from=${date}`);
  const day = manager.getByRole('group', { name: `${driverName}, ${dayLabel(date)}` });
  await day.getByRole('button', { name: 'Tag sperren' }).click();
  await expect(manager.getByTestId('toast').filter({ hasText: 'Tag gesperrt' })).toBeVisible();
  await expect(day.getByRole('button', { name: 'Tag freigeben' })).toBeVisible();
  // leave the demo driver's schedule as it was for the journeys after this one
  await day.getByRole('button', { name: 'Tag freigeben' }).click();
  await expect(manager.getByTestId('toast').filter({ hasText: 'Tag freigegeben' })).toBeVisible();
  await api.dispose();
  await manager.context().close();
});
