import { expect, test, type Page } from '@playwright/test';
import { LOCALE_COOKIE, type ManagerOrderItem } from '@chargevalet/contract';
import { DEMO_USERS, SHELL_URL } from '../support/topology';
import { acceptCookies, signIn } from '../support/session';
import { placeCardOrder } from '../support/orders';
import { expectNoSeriousA11yViolations } from '../support/a11y';

/**
 * Issue 36, plan the day in one click: two customers book, the manager opens "Tag planen" in the calendar on the
 * day of their pickups, sees the plan per driver with the estimated kilometres, applies it, and the driver the plan
 * gave the first order finds it in their week.
 */
const T = {
  calendar: 'Kalender',
  open: 'Tag planen',
  day: 'Tag',
  estimated: 'Die Kilometer sind geschätzt: die Luftlinie zwischen den Adressen mal einem Straßenfaktor.',
  apply: 'Plan übernehmen',
  // one order or several: the second order's pickup may fall on another day (late in the day, when slots run out)
  applied: /^Plan übernommen: (1 Auftrag|\d+ Aufträge) zugewiesen$/,
  week: 'Meine Woche',
  openOrder: (identity: string) => `Auftrag ${identity} öffnen`,
};

const berlinDate = (instant: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(instant));

async function orderByNumber(page: Page, identity: string): Promise<ManagerOrderItem> {
  const response = await page.request.get(`/api/manager/orders?query=${identity}`);
  expect(response.ok(), `orders: ${response.status()}`).toBe(true);
  return ((await response.json()) as { data: ManagerOrderItem[] }).data.find((item) => item.identity === identity)!;
}

test('manager plans the day in one click, applies it, and the driver sees the job (de, 1280 px)', async ({ page, context, browser }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await context.addCookies([{ name: LOCALE_COOKIE, value: 'de', url: SHELL_URL }]);
  const first = await placeCardOrder();
  const second = await placeCardOrder();

  await signIn(page, DEMO_USERS.manager);
  await acceptCookies(page);
  const order = await orderByNumber(page, first.identity);
  expect(order.driver).toBeNull();
  const date = berlinDate(order.pickup_time_slot.date_time);

  await page.goto(`/profile/manager-calendar?from=${date}`);
  await expect(page.getByRole('heading', { level: 1, name: T.calendar })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: T.open }).click();
  const dialog = page.getByRole('dialog', { name: T.open });
  await dialog.getByLabel(T.day).selectOption(date);
  await expect(dialog.getByText(T.estimated)).toBeVisible();
  // the first order's pickup is in some driver's plan
  await expect(dialog.getByText(new RegExp(`Abholung · ${first.identity}`))).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the day plan');
  await dialog.getByRole('button', { name: T.apply }).click();
  await expect(page.getByTestId('toast').filter({ hasText: T.applied })).toBeVisible();
  await expect(dialog).toHaveCount(0);

  const assigned = await orderByNumber(page, first.identity);
  expect(assigned.state).toBe('assigned');
  expect(assigned.driver).not.toBeNull();
  const secondAfter = await orderByNumber(page, second.identity);
  if (berlinDate(secondAfter.pickup_time_slot.date_time) === date) expect(secondAfter.driver).not.toBeNull();
  const details = await page.request.get(`/api/manager/driver/${assigned.driver!.id}`);
  const email = ((await details.json()) as { data: { email: string } }).data.email;

  // the driver (another browser context) finds the job in their week
  const driverContext = await browser.newContext({ locale: 'de-DE', timezoneId: 'Europe/Berlin' });
  try {
    await driverContext.addCookies([{ name: LOCALE_COOKIE, value: 'de', url: SHELL_URL }]);
    const driverPage = await driverContext.newPage();
    await signIn(driverPage, email);
    await acceptCookies(driverPage);
    await driverPage.goto(`/profile/calendar`);
    await expect(driverPage.getByRole('heading', { level: 1, name: T.week })).toBeVisible();
    await expect(driverPage.getByRole('link', { name: T.openOrder(first.identity) }).first()).toBeVisible();
  } finally {
    await driverContext.close();
  }
});
