import { expect, test, type Locator, type Page } from '@playwright/test';
import { CALENDAR_ROUTES, LOCALE_COOKIE, calendarPaths, dispatchPaths, type CalendarResponse, type Locale, type ManagerOrderItem, type TimeSlotsResponse } from '@chargevalet/contract';
import { DEMO_PASSWORD, DEMO_USERS, SHELL_URL } from '../support/topology';
import { acceptCookies, signIn } from '../support/session';
import { placeCardOrder } from '../support/orders';
import { readMail } from '../support/outbox';
import { expectNoSeriousA11yViolations } from '../support/a11y';

/**
 * Issue 16, the manager's week: blocks a driver's day in the calendar (with every driver's day blocked the customers
 * see no slot that day), assigns a customer's order from a free slot of the calendar, corrects the order with the
 * live estimate, and invites a driver who sets a password through the mailed link and signs in.
 */

const T = {
  de: {
    calendar: 'Kalender',
    driverSelect: 'Fahrer',
    dayChoice: 'Tag',
    blockDay: 'Tag sperren',
    unblockDay: 'Tag freigeben',
    free: (time: string) => `${time}, frei`,
    booked: (time: string, identity: string) => `${time}, gebucht: Auftrag ${identity}`,
    assign: 'Auftrag zuweisen',
    assigned: 'Auftrag erfolgreich zugewiesen',
    close: 'Schließen',
    orderTitle: 'Auftragsdetails',
    editTitle: 'Auftrag bearbeiten',
    washCar: 'Autowäsche',
    save: 'Änderungen speichern',
    updated: 'Auftragsdetails erfolgreich aktualisiert',
    history: 'Statusverlauf',
    edited: 'Angaben bearbeitet',
    drivers: 'Fahrer',
    addDriver: 'Fahrer hinzufügen',
    firstName: /^Vorname/,
    lastName: /^Nachname/,
    phone: /^Telefon/,
    email: /^E-Mail/,
    saveDriver: 'Speichern',
    added: 'Fahrer hinzugefügt: die Einladung ist unterwegs',
    resetTitle: 'Neues Passwort festlegen',
    newPassword: 'Neues Passwort',
    repeatPassword: /^Neues Passwort wiederholen/,
    savePassword: 'Passwort speichern',
    passwordSaved: 'Passwort erfolgreich aktualisiert',
    active: 'Aktiver Auftrag',
  },
  en: {
    calendar: 'Calendar',
    driverSelect: 'Driver',
    dayChoice: 'Day',
    blockDay: 'Block the day',
    unblockDay: 'Unblock the day',
    free: (time: string) => `${time}, free`,
    booked: (time: string, identity: string) => `${time}, booked: order ${identity}`,
    assign: 'Assign order',
    assigned: 'Order assigned successfully',
    close: 'Close',
    orderTitle: 'Orders Details',
    editTitle: 'Edit order',
    washCar: 'Car wash',
    save: 'Save changes',
    updated: 'Order details successfully updated',
    history: 'Status history',
    edited: 'Details edited',
    drivers: 'Drivers',
    addDriver: 'Add driver',
    firstName: /^First name/,
    lastName: /^Last name/,
    phone: /^Phone/,
    email: /^E-mail/,
    saveDriver: 'Save',
    added: 'Driver added: the invitation is on its way',
    resetTitle: 'Create a new password',
    newPassword: 'New password',
    repeatPassword: /^Repeat new password/,
    savePassword: 'Save password',
    passwordSaved: 'Password successfully updated',
    active: 'Active order',
  },
} as const;
type Texts = (typeof T)[Locale];

const DAY_MS = 86_400_000;
const berlinDate = (instant: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin', year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
const addDays = (date: string, days: number) => new Date(new Date(`${date}T12:00:00Z`).getTime() + days * DAY_MS).toISOString().slice(0, 10);

/** The manager's calls from the test, with the CSRF token as the browser's API client sends it. */
async function managerPost(page: Page, path: string, data: unknown) {
  await page.request.get('/sanctum/csrf-cookie');
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  return page.request.post(path, { data, headers: { 'X-XSRF-TOKEN': decodeURIComponent(token) } });
}

async function calendar(page: Page, from: string, days = 7): Promise<CalendarResponse['data']> {
  const response = await page.request.get(calendarPaths.timeSlots(from, days));
  expect(response.ok(), `calendar: ${response.status()}`).toBe(true);
  return ((await response.json()) as CalendarResponse).data;
}

/** The customers' free pickup slots on `date` (package 1), as the booking wizard asks for them. */
async function customerFreeSlots(page: Page, date: string): Promise<number> {
  const response = await page.request.get('/api/order/pick-up/time-slots/1');
  expect(response.ok()).toBe(true);
  const day = ((await response.json()) as TimeSlotsResponse).data.days.find((candidate) => candidate.date === date);
  return day ? day.time_groups.flatMap((group) => group.time_entries).filter((entry) => entry.is_available).length : 0;
}

/** The page's own formats (the browser's Intl): the calendar's day label and a slot's Berlin time. */
const dayLabelIn = (page: Page, date: string, locale: Locale) =>
  page.evaluate(
    ([d, l]) => new Intl.DateTimeFormat(l === 'de' ? 'de-DE' : 'en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(`${d}T12:00:00Z`)),
    [date, locale] as const,
  );
const slotTimeIn = (page: Page, dateTime: string) =>
  page.evaluate(
    (instant) => new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Berlin', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(instant)),
    dateTime,
  );

/** Opens the calendar's week holding `date` and returns that driver's day (at 400 px chosen by driver and day). */
async function showDay(page: Page, t: Texts, wide: boolean, driver: string, date: string, dayLabel: string): Promise<Locator> {
  await page.goto(`/profile/manager-calendar?from=${date}`);
  await expect(page.getByRole('heading', { level: 1, name: t.calendar })).toBeVisible({ timeout: 30_000 });
  if (!wide) {
    await page.getByRole('combobox', { name: t.driverSelect }).selectOption({ label: driver });
    await page.getByRole('group', { name: t.dayChoice }).getByRole('button', { name: dayLabel, exact: true }).click();
  }
  const day = page.getByRole('group', { name: `${driver}, ${dayLabel}`, exact: true });
  await expect(day).toBeVisible();
  return day;
}

const letters = (n: string) => n.replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]!);

for (const { locale, width } of [
  { locale: 'de', width: 1280 },
  { locale: 'en', width: 400 },
] as const) {
  test(`manager runs the week: calendar, assignment, order edit, new driver (${locale}, ${width} px)`, async ({ page, context }) => {
    test.setTimeout(300_000);
    const t = T[locale];
    const wide = width >= 768;
    await page.setViewportSize({ width, height: 900 });
    await context.addCookies([{ name: LOCALE_COOKIE, value: locale, url: SHELL_URL }]);
    const { identity, plate } = await placeCardOrder();

    await signIn(page, DEMO_USERS.manager);
    await acceptCookies(page);

    // 1. A day 2–6 days ahead on which no driver has a booking (other journeys book the first and last free slots).
    const today = berlinDate(new Date());
    const ahead = await calendar(page, addDays(today, 2), 5);
    const driverIds = ahead.map((item) => item.driver.id);
    const quietDays = ahead[0]!.days
      .map((day) => day.date)
      .filter((date) =>
        ahead.every((item) => {
          const day = item.days.find((candidate) => candidate.date === date)!;
          const entries = day.time_groups.flatMap((group) => group.time_entries);
          return !day.is_blocked && entries.length > 0 && entries.every((entry) => entry.status === 'free');
        }),
      );
    const date = quietDays.at(-1);
    expect(date, 'a day ahead without bookings').toBeDefined();
    const last = ahead.at(-1)!.driver;
    const dayLabel = await dayLabelIn(page, date!, locale);
    const freeBefore = await customerFreeSlots(page, date!);
    expect(freeBefore).toBeGreaterThan(0);

    const blockedByApi: string[] = [];
    try {
      let day = await showDay(page, t, wide, last.name, date!, dayLabel);
      await expectNoSeriousA11yViolations(page, 'the calendar');
      await day.getByRole('button', { name: t.blockDay }).click();
      await expect(day.getByRole('button', { name: t.unblockDay })).toBeVisible();
      expect((await calendar(page, date!, 1)).find((item) => item.driver.id === last.id)!.days[0]!.is_blocked).toBe(true);

      // With every driver's day blocked the customers see no slot that day.
      for (const id of driverIds.filter((candidate) => candidate !== last.id)) {
        const response = await managerPost(page, CALENDAR_ROUTES.blockDay, { driver_id: id, date });
        expect(response.ok(), `block ${id}: ${response.status()} ${await response.text()}`).toBe(true);
        blockedByApi.push(id);
      }
      expect(await customerFreeSlots(page, date!)).toBe(0);
      for (const id of blockedByApi.splice(0)) {
        const response = await managerPost(page, CALENDAR_ROUTES.unblockDay, { driver_id: id, date });
        expect(response.ok(), `unblock ${id}: ${response.status()}`).toBe(true);
      }

      // The manager unblocks the day again: the customers' slots are back.
      day = await showDay(page, t, wide, last.name, date!, dayLabel);
      await day.getByRole('button', { name: t.unblockDay }).click();
      await expect(day.getByRole('button', { name: t.blockDay })).toBeVisible();
      await expect.poll(() => customerFreeSlots(page, date!)).toBe(freeBefore);
    } finally {
      for (const id of [...blockedByApi, last.id]) await managerPost(page, CALENDAR_ROUTES.unblockDay, { driver_id: id, date });
    }

    // 2. Assign the customer's order from a free slot at its pickup time.
    const found = await page.request.get(dispatchPaths.managerOrders({ query: plate }));
    const order = ((await found.json()) as { data: ManagerOrderItem[] }).data.find((item) => item.identity === identity)!;
    expect(order, `order ${identity} in the manager's list`).toBeDefined();
    const pickup = order.pickup_time_slot.date_time;
    const pickupDate = berlinDate(new Date(pickup));
    const slotDay = await calendar(page, pickupDate, 1);
    const freeDriver = [...slotDay]
      .reverse()
      .find((item) => item.days[0]!.time_groups.some((group) => group.time_entries.some((entry) => entry.date_time === pickup && entry.status === 'free')))!;
    expect(freeDriver, 'a driver free at the pickup slot').toBeDefined();
    const time = await slotTimeIn(page, pickup);
    const pickupDay = await showDay(page, t, wide, freeDriver.driver.name, pickupDate, await dayLabelIn(page, pickupDate, locale));
    await pickupDay.getByRole('button', { name: t.free(time), exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(new RegExp(`^${identity} · `)).click();
    await dialog.getByRole('button', { name: t.assign, exact: true }).click();
    const assigned = page.getByRole('dialog', { name: t.assigned });
    await expect(assigned).toBeVisible();
    await assigned.getByRole('button', { name: t.close }).first().click();
    const booked = pickupDay.getByRole('link', { name: t.booked(time, identity) });
    await expect(booked).toBeVisible();
    await booked.click();
    await expect(page).toHaveURL(new RegExp(`/orders/${order.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: t.orderTitle })).toBeVisible();

    // 3. Correct the order: the car wash changes the live estimate; saved, it is an "edited" history entry.
    await page.goto(`/orders/${order.id}/edit`);
    await expect(page.getByRole('heading', { level: 1, name: t.editTitle })).toBeVisible({ timeout: 30_000 });
    const total = page.getByTestId('estimate-total');
    await expect(total).toHaveText(/\d/);
    const before = (await total.textContent())!;
    await page.getByText(t.washCar, { exact: true }).click();
    await expect(total).not.toHaveText(before, { timeout: 15_000 });
    await expect(total).toHaveText(/\d/);
    await expectNoSeriousA11yViolations(page, 'the order edit page');
    await page.getByRole('button', { name: t.save }).click();
    await expect(page.getByTestId('toast').filter({ hasText: t.updated })).toBeVisible();
    await page.goto(`/orders/${order.id}`);
    const edited = page.getByRole('region', { name: t.history }).locator('li[data-kind="edited"]');
    await expect(edited.last()).toContainText(t.edited);

    // 4. Invite a driver, who sets a password through the mailed link and signs in.
    const stamp = `${Date.now()}`.slice(-8);
    const email = `e2e.fahrer.${stamp}@example.test`;
    // The demo password: a later journey (the day plan) signs in as whichever driver the planner chose, this one too.
    const password = DEMO_PASSWORD;
    await page.goto('/profile/drivers');
    await expect(page.getByRole('heading', { level: 1, name: t.drivers })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('table')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'the drivers');
    await page.getByRole('button', { name: t.addDriver }).click();
    const add = page.getByRole('dialog');
    await add.getByLabel(t.firstName).fill('Jona');
    await add.getByLabel(t.lastName).fill(`Neu${letters(stamp)}`);
    await add.getByLabel(t.phone).fill(`0151${stamp}`);
    await add.getByLabel(t.email).fill(email);
    await add.getByRole('button', { name: t.saveDriver, exact: true }).click();
    await expect(page.getByTestId('toast').filter({ hasText: t.added })).toBeVisible();
    await expect(add).toBeHidden();

    const mail = await readMail(page, email, /.+/);
    const link = new URL(/https?:\/\/\S+\/reset-password\?[^\s"<]+/.exec(mail.text)![0]);
    await context.clearCookies();
    await context.addCookies([{ name: LOCALE_COOKIE, value: locale, url: SHELL_URL }]);
    await page.goto(`${link.pathname}${link.search}`);
    await expect(page.getByRole('heading', { level: 1, name: t.resetTitle })).toBeVisible();
    await page.getByRole('textbox', { name: t.newPassword, exact: true }).fill(password);
    await page.getByLabel(t.repeatPassword).fill(password);
    await page.getByRole('button', { name: t.savePassword }).click();
    await expect(page.getByText(t.passwordSaved)).toBeVisible();

    await context.clearCookies();
    await context.addCookies([{ name: LOCALE_COOKIE, value: locale, url: SHELL_URL }]);
    await signIn(page, email, password);
    await expect(page).toHaveURL(`${SHELL_URL}/profile/active-order`);
    await expect(page.getByRole('heading', { level: 1, name: t.active })).toBeVisible({ timeout: 30_000 });
  });
}
