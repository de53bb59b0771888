import { expect, test, type Page } from '@playwright/test';
import { DEMO_USERS } from '../support/topology';
import { acceptCookies, signIn, signInAsNewCustomer } from '../support/session';

/** A Berlin calendar date `days` from today. */
const berlinDate = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(Date.now() + days * 86_400_000));

/** Places a free FIRSTORDER order as the page's signed-in customer, on the first free slot it finds; its { id, identity }. */
async function placeFreeOrder(page: Page, customer: { email: string; phone: string }): Promise<{ id: string; identity: string }> {
  await page.request.get('/sanctum/csrf-cookie');
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const response = await page.request.post('/api/free-order/place', {
      headers: { 'X-XSRF-TOKEN': decodeURIComponent(token) },
      data: {
        car: { car_type: 'electric', license_plate: 'D CV 2026', brand: 'VW', model: 'ID.3', color: 'white' },
        package_id: 1,
        selected_services: [1],
        charging_level_id: 6,
        is_use_fuel_card: false,
        is_send_bill: false,
        discount_code: 'FIRSTORDER',
        pickup_address: { street: 'Königsallee 1', zip_code: '40212' },
        return_address: { street: 'Schadowstraße 5', zip_code: '40212', latitude: 51.226, longitude: 6.781 },
        user: { first_name: 'Erika', last_name: 'Neukundin', phone: customer.phone, email: customer.email, billing_address: { street: 'Hauptstraße 1', zip_code: '40212' } },
        pickup_time_slot: { date: berlinDate(2 + (attempt % 10)), time: `${String(8 + (attempt % 11)).padStart(2, '0')}:30` },
        return_time_slot: null,
        payment_method: { method_code: 'free' },
      },
    });
    if (response.status() === 201) return (await response.json()).data;
    expect(response.status(), await response.text()).toBe(422); // a taken slot: try another
  }
  throw new Error('no free slot found');
}

test('a manager’s bell counts a new order live, lists it and opens it', async ({ page, browser }) => {
  test.setTimeout(90_000); // two people sign in, one registers and books
  const streamOpen = page.waitForResponse((response) => response.url().endsWith('/api/manager/notifications/stream'));
  await signIn(page, DEMO_USERS.manager);
  await acceptCookies(page);
  // exact: the open panel's close button ("Benachrichtigungen schließen") starts with the same word
  const bell = page.getByRole('button', { name: /^Benachrichtigungen(, \d+ ungelesen)?$/ });
  await expect(bell).toBeVisible();
  const unread = async () => Number(/(\d+) ungelesen/.exec((await bell.getAttribute('aria-label')) ?? '')?.[1] ?? 0);
  expect((await streamOpen).status()).toBe(200);
  const before = await unread();

  // a new customer books in another browser
  const other = await browser.newContext();
  const customerPage = await other.newPage();
  const order = await placeFreeOrder(customerPage, await signInAsNewCustomer(customerPage));
  await other.close();

  // the count rises without a reload, and the arrival is announced
  await expect(bell).toHaveAttribute('aria-label', `Benachrichtigungen, ${before + 1} ungelesen`);
  await expect(page.getByRole('status').filter({ hasText: `Neue Benachrichtigung: Neuer Auftrag ${order.identity} ist eingegangen.` })).toHaveCount(1);

  await bell.click();
  const panel = page.getByRole('dialog', { name: 'Benachrichtigungen' });
  await expect(panel.getByText(`Neuer Auftrag ${order.identity} ist eingegangen.`)).toBeVisible();
  await panel.getByRole('link', { name: `Auftrag ${order.identity} öffnen` }).first().click();
  await expect(page).toHaveURL(new RegExp(`/orders/${order.id}$`));
  await expect(bell).toHaveAttribute('aria-label', before === 0 ? 'Benachrichtigungen' : `Benachrichtigungen, ${before} ungelesen`);
});
