import { expect, request, type APIRequestContext } from '@playwright/test';
import { SANDBOX_CARDS, SERVICE_OPTION_IDS, type TimeSlotsResponse } from '@chargevalet/contract';
import { DEMO_PASSWORD, SHELL_URL } from './topology';

/** POST with the CSRF cookie's token, as the browser's API client does. */
export async function post(api: APIRequestContext, path: string, data: unknown) {
  await api.get('/sanctum/csrf-cookie');
  const token = (await api.storageState()).cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const response = await api.post(path, { data, headers: { 'X-XSRF-TOKEN': decodeURIComponent(token) } });
  expect(response.ok(), `${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return response.json();
}

/** A request context signed in as `email` (dispose it when done). */
export async function signedInApi(email: string): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL: SHELL_URL });
  await post(api, '/login', { email, password: DEMO_PASSWORD });
  return api;
}

/** A guest's name as booked (issue 32's journey searches for it); a phone of their own by default. */
type GuestName = { first_name?: string; last_name?: string };
/** Who books: a new guest (an account is created for them), or the customer signed in on `api`. */
type Booker = ({ guest: true } & GuestName) | { guest: false; api: APIRequestContext; email: string; phone: string };

/**
 * Places a card order as a new guest through the real calls (first free pickup slot, sandbox card authorised), for
 * journeys that start after booking. Returns the order's id and number, the licence plate and the guest's e-mail address.
 */
export async function placeCardOrder(guest: GuestName = {}, slot: 'first' | 'last' = 'first'): Promise<{ id: string; identity: string; plate: string; email: string; phone: string }> {
  const api = await request.newContext({ baseURL: SHELL_URL });
  try {
    return await placeCardOrderAs({ guest: true, ...guest }, api, slot);
  } finally {
    await api.dispose();
  }
}

/**
 * Places a card order as the customer signed in on `api` (e.g. `page.request`), on the first free pickup slot or the
 * last one offered (hours ahead: still cancellable by the customer), paid with the sandbox's `card` (e.g. one whose
 * later charge above the authorisation is declined). Returns the order's id, number and plate.
 */
export async function placeCustomerCardOrder(
  api: APIRequestContext,
  customer: { email: string; phone: string },
  slot: 'first' | 'last' = 'first',
  card: string = SANDBOX_CARDS.success,
): Promise<{ id: string; identity: string; plate: string }> {
  const { id, identity, plate } = await placeCardOrderAs({ guest: false, api, ...customer }, api, slot, card);
  return { id, identity, plate };
}

async function placeCardOrderAs(booker: Booker, api: APIRequestContext, slot: 'first' | 'last', card: string = SANDBOX_CARDS.success): Promise<{ id: string; identity: string; plate: string; email: string; phone: string }> {
  const n = `${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-7);
  const guestEmail = `manager-journey-${n}@example.com`;
  const plate = `D MJ ${n.slice(-4)}`;
  const slots = (await (await api.get('/api/order/pick-up/time-slots/1')).json()) as TimeSlotsResponse;
  const free = slots.data.days.flatMap((day) => day.time_groups.flatMap((group) => group.time_entries.map((e) => ({ day, e })))).filter(({ e }) => e.is_available);
  const entry = slot === 'first' ? free[0] : free.at(-1);
  expect(entry, 'a free pickup slot').toBeDefined();
  const address = { street: 'Königsallee 1, 40212 Düsseldorf', latitude: 51.2254, longitude: 6.7763, zip_code: '40212' };
  const order = {
    car: { car_type: 'electric', license_plate: plate, brand: 'VW', model: 'ID.3', color: 'Blau' },
    package_id: 1,
    selected_services: [SERVICE_OPTION_IDS.returnKeyInPerson],
    charging_level_id: 6,
    is_use_fuel_card: false,
    is_send_bill: false,
    pickup_address: address,
    return_address: address,
    pickup_time_slot: { date: entry!.day.date, time: entry!.e.time },
    return_time_slot: null,
    payment_method: { method_code: 'card' },
    discount_code: null,
  };
  const start = booker.guest
    ? await post(api, '/api/guest/payment/stripe/start-checkout/embedded', {
        ...order,
        user: { first_name: booker.first_name ?? 'Mara', last_name: booker.last_name ?? 'Journey', phone: `+49 211 ${n}`, email: guestEmail, billing_address: address },
        create_account: true,
        accept_terms: true,
        marketing_consent: false,
      })
    : await post(api, '/api/payment/stripe/start-checkout/embedded', {
        ...order,
        user: { first_name: 'Erika', last_name: 'Neukundin', phone: booker.phone, email: booker.email, billing_address: address },
      });
  const { session_id, client_secret, order_id, order_identity } = start.data as { session_id: string; client_secret: string; order_id: string; order_identity: string };
  await post(api, `/api/payment/sandbox/${session_id}/pay`, { client_secret, card_number: card, expiry: '12/30', cvc: '123' });
  await post(api, `/api/payment/stripe/complete-checkout/${session_id}`, { session_id });
  return { id: order_id, identity: order_identity, plate, email: booker.guest ? guestEmail : booker.email, phone: booker.guest ? `+49 211 ${n}` : booker.phone };
}
