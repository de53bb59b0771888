/** Test helpers of steps 4-5 and the checkout (used by *.test.tsx only). */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { PlatformProvider, i18n, queryClient, toaster, useAuth } from '@chargevalet/platform';
import type { Locale, Order, TimeSlotDayWithEntries, User, WizardCarForm, WizardUserForm } from '@chargevalet/contract';
import { initialWizardData, useWizardStore, type WizardData } from '../wizard/wizardStore';

export interface FakeAnswer {
  status?: number;
  body?: unknown;
}
export type Handler = (url: string, body: unknown) => FakeAnswer | undefined;

function fakeResponse({ status = 200, body }: FakeAnswer): Response {
  const text = body === undefined ? '' : JSON.stringify(body);
  return {
    status,
    ok: status >= 200 && status < 300,
    headers: { get: (name: string) => (name.toLowerCase() === 'content-type' ? 'application/json' : null) },
    text: async () => text,
    json: async () => body,
  } as unknown as Response;
}

/**
 * Mocks global fetch at the boundary: the CSRF call answers 204, every other call goes to `handler` (by path and
 * JSON body); an unhandled call answers 404. Returns the mock, whose calls can be inspected with `callsTo`.
 */
export function mockFetch(handler: Handler): jest.Mock {
  const mock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (url.endsWith('/sanctum/csrf-cookie')) return fakeResponse({ status: 204 });
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    return fakeResponse(handler(url, body) ?? { status: 404, body: { message: 'Not found' } });
  });
  global.fetch = mock as unknown as typeof fetch;
  return mock;
}

/** Bodies of the calls whose URL contains `path`. */
export const callsTo = (mock: jest.Mock, path: string): unknown[] =>
  mock.mock.calls.filter(([url]) => String(url).includes(path)).map(([, init]) => (init?.body ? JSON.parse(String(init.body)) : undefined));

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}
export const currentPath = () => screen.getByTestId('location').textContent ?? '';

/** Renders `ui` at `route` inside the platform providers and a router (other paths render nothing). */
export async function renderAt(ui: ReactElement, route: string, locale: Locale = 'en', { fakeTimers = false } = {}) {
  await i18n.changeLanguage(locale);
  const user = userEvent.setup(fakeTimers ? { advanceTimers: (ms) => jest.advanceTimersByTime(ms) } : {});
  const result = render(
    <PlatformProvider>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path={route.split('?')[0]} element={ui} />
          <Route path="*" element={null} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </PlatformProvider>,
  );
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  return { ...result, user };
}

/** Clears stores, caches, toasts and storage between tests. */
export function resetAll() {
  queryClient.clear();
  toaster.remove();
  useWizardStore.setState({ ...initialWizardData });
  localStorage.clear();
  sessionStorage.clear();
  useAuth.setState({ user: null, status: 'anonymous' });
}

export const customer: User = { id: 'u1', role: 'customer', first_name: 'Clara', last_name: 'Kunde', email: 'customer@chargevalet.test', locale: 'en' };

export const validCar: WizardCarForm = {
  car_type: 'electric',
  license_plate: 'D AB 123',
  brand: 'VW',
  model: 'ID.3',
  color: 'Blue',
  charging_level_id: 6,
  return_type_id: 1,
  pickup_address: { street: 'Königsallee 1, 40212 Düsseldorf', latitude: null, longitude: null },
  pickup_zip_code: '40212',
  return_address: { street: 'Königsallee 1, 40212 Düsseldorf', latitude: null, longitude: null },
  return_zip_code: '40212',
  return_same_as_pickup_address: true,
  wash_before_return: false,
  wash_before_return_id: null,
  should_use_fuel_card: false,
  should_send_bill: false,
  clean_car_before_returning: false,
  clean_car_before_returning_id: null,
};

export const validUser: WizardUserForm = {
  name: 'Gustav',
  surname: 'Gast',
  phone: '+49 211 1234567',
  email: 'gustav@example.com',
  billing_address: { street: 'Königsallee 1, 40212 Düsseldorf', latitude: null, longitude: null },
  billing_zip_code: '40212',
  is_email_verified: false,
  is_phone_verified: false,
};

/** Wizard data up to the time slots (steps 1-3 done). */
export function wizardUpToTimeSlots(extra: Partial<WizardData> = {}): void {
  useWizardStore.setState({ ...initialWizardData, packageId: 1, car: validCar, user: validUser, step: 3, ...extra });
}

const entry = (date: string, time: string, is_available: boolean, status: 'free' | 'booked' | 'blocked' = 'free') => ({
  time,
  date_time: `${date}T${time}:00.000Z`,
  is_available,
  status,
});

/** A day with slots 09:00 (free), 09:30 (booked), 10:00 (blocked), 13:00 (free), 18:00 (free, too soon flag off). */
export function day(date: string, options: { is_available?: boolean; is_past?: boolean; allFree?: boolean } = {}): TimeSlotDayWithEntries {
  const free = options.is_available ?? true;
  return {
    date,
    date_formatted: date,
    is_available: free,
    is_past: options.is_past ?? false,
    time_groups: [
      {
        name: 'morning',
        time_entries: [
          entry(date, '09:00', free),
          entry(date, '09:30', false, 'booked'),
          entry(date, '10:00', false, 'blocked'),
          entry(date, '10:30', false, 'free'),
        ],
      },
      { name: 'afternoon', time_entries: [entry(date, '13:00', free)] },
      { name: 'evening', time_entries: [entry(date, '18:00', free)] },
    ],
  };
}

export function order(overrides: Partial<Order> = {}): Order {
  return {
    id: '6f1f7a3e-8a77-4b55-9c55-2e5d1f0d8a11',
    identity: 'CV-7K4Q2M',
    state: 'created',
    status_history: [],
    driver: null,
    manager: null,
    car: { brand: 'VW', model: 'ID.3', car_type: 'electric', color: 'Blue', license_plate: 'D AB 123' },
    package: { id: 1, title: 'Basic', translations: { de: { title: 'Basis' }, en: { title: 'Basic' } } },
    charging_level: { id: 6, title: '80 %', translations: { de: { title: '80 %' }, en: { title: '80 %' } } },
    charging_level_id: 6,
    is_send_bill: false,
    return_type: null,
    is_wash_car: false,
    is_use_fuel_card: false,
    pickup_time_slot: { date_time: '2026-11-24T08:00:00.000Z' },
    return_time_slot: null,
    pickup_address: { street: 'Königsallee 1, 40212 Düsseldorf', latitude: null, longitude: null },
    return_address: { street: 'Königsallee 1, 40212 Düsseldorf', latitude: null, longitude: null },
    station_address: null,
    billing_address: { street: 'Königsallee 1, 40212 Düsseldorf' },
    customer: { name: 'Gustav Gast', firstname: 'Gustav', lastname: 'Gast', phone: '+49 211 1234567', email: 'gustav@example.com' },
    payment_method: { method_code: 'card', status: 'authorized' },
    is_guest_order: true,
    is_free: false,
    services: [1],
    created_at: '2026-11-21T12:00:00.000Z',
    can_cancel: true,
    can_update_status: false,
    estimated_service_total: 4900,
    estimated_electricity_total: 1500,
    estimated_grand_total: 6400,
    service_total: null,
    electricity_total: null,
    grand_total: null,
    paid_total: 0,
    refunded_total: 0,
    open_amount: 0,
    ...overrides,
  } as Order;
}
