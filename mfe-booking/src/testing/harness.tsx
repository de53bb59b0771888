import { configure, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { PlatformProvider, i18n, queryClient, useAuth, type User } from '@chargevalet/platform';
import type { ChargingLevel, Package, PackageService, Service } from '@chargevalet/contract';
import App from '../App';
import { useWizardStore } from '../wizard/wizardStore';

// Chakra in jsdom is slow on a loaded machine: give async queries time.
configure({ asyncUtilTimeout: 5000 });

const tr = (en: string, de = en) => ({ en: { title: en }, de: { title: de } });
const trd = (en: [string, string], de: [string, string] = en) => ({ en: { title: en[0], description: en[1] }, de: { title: de[0], description: de[1] } });

export const PACKAGES: Package[] = [
  { id: 1, title: 'Basic', description: 'Pickup, charging and return.', cost: 2900, is_popular: false, is_preselected: false, service_ids: [1], translations: trd(['Basic', 'Pickup, charging and return.'], ['Basis', 'Abholen, laden, zurückbringen.']) },
  { id: 2, title: 'Comfort', description: 'With a wash.', cost: 4900, is_popular: true, is_preselected: true, service_ids: [1, 2], translations: trd(['Comfort', 'With a wash.'], ['Komfort', 'Mit Wäsche.']) },
  { id: 3, title: 'Premium', description: 'Everything.', cost: 6900, is_popular: false, is_preselected: false, service_ids: [1, 2, 3], translations: trd(['Premium', 'Everything.']) },
  { id: 4, title: 'Business', description: 'Everything, mailbox free.', cost: 8900, is_popular: false, is_preselected: false, service_ids: [1, 2, 3], translations: trd(['Business', 'Everything, mailbox free.']) },
  { id: 5, title: 'Fleet', description: 'For fleets.', cost: 9900, is_popular: false, is_preselected: false, service_ids: [1], translations: trd(['Fleet', 'For fleets.']) },
  { id: 6, title: 'Sixth', description: 'Wraps the gradients.', cost: 10900, is_popular: false, is_preselected: false, service_ids: [1], translations: trd(['Sixth', 'Wraps the gradients.']) },
];
export const SERVICES: Service[] = [
  { id: 1, title: 'Return type', description: 'How you get your car back.', translations: trd(['Return type', 'How you get your car back.'], ['Rückgabeart', 'Wie du dein Auto zurückbekommst.']) },
  { id: 2, title: 'Car wash', description: 'An exterior wash before the return.', translations: trd(['Car wash', 'An exterior wash before the return.'], ['Autowäsche', 'Außenwäsche.']) },
  { id: 3, title: 'Cleaning', description: 'Inside and outside.', translations: trd(['Cleaning', 'Inside and outside.'], ['Reinigung', 'Innen und außen.']) },
];
export const packageServices = (packageId: number): PackageService[] => {
  const includes = (id: number) => PACKAGES.find((p) => p.id === packageId)!.service_ids.includes(id);
  const option = (id: number, title: string, cost: number, on: boolean) => ({ service_id: id, title, default_enabled: on, cost, translations: tr(title) });
  return [
    { id: 1, title: 'Return type', input_type: 'select', translations: tr('Return type'), options: [option(1, 'Key in person', 0, true), option(2, 'Key at reception', 0, false), option(3, 'Mailbox, street', 490, false), option(4, 'Mailbox, parking space', 490, false)] },
    { id: 2, title: 'Car wash', input_type: 'toggle', translations: tr('Car wash'), options: [option(5, 'Wash before return', includes(2) ? 0 : 1490, includes(2))] },
    { id: 3, title: 'Cleaning', input_type: 'toggle', translations: tr('Cleaning'), options: [option(6, 'Clean before return', includes(3) ? 0 : 2990, includes(3))] },
  ];
};
export const LEVELS: ChargingLevel[] = [30, 40, 50, 60, 70, 80, 90, 100].map((percent, i) => ({
  id: i + 1,
  title: `${percent} %`,
  battery_percent: percent,
  translations: tr(i + 1 === 6 ? `${percent} % (recommended)` : `${percent} %`),
}));

export interface ApiCall {
  method: string;
  path: string;
  body: unknown;
}
type Handler = (body: unknown, path: string) => { status?: number; body?: unknown } | undefined;

/** Fetch mocked at the boundary: the catalogue by default, `overrides` by "METHOD /path" (exact or prefix with *). */
export function mockApi(overrides: Record<string, Handler> = {}) {
  const calls: ApiCall[] = [];
  const defaults: Record<string, Handler> = {
    'GET /sanctum/csrf-cookie': () => ({ status: 204 }),
    'GET /api/user': () => ({ status: 401, body: { message: 'Unauthenticated.' } }),
    'GET /api/packages': () => ({ body: { data: PACKAGES } }),
    'GET /api/services': () => ({ body: { data: SERVICES } }),
    'GET /api/charging-levels': () => ({ body: { data: LEVELS } }),
    'GET /api/packages/*': (_b, path) => ({ body: { data: packageServices(Number(path.split('/')[3])) } }),
    'POST /api/order/cost-calculation/*': (body) => {
      const b = body as { selected_services: number[]; discount_code: string | null; is_use_fuel_card: boolean };
      const service = 4900 + (b.selected_services.includes(6) ? 2990 : 0) + (b.selected_services.includes(3) ? 490 : 0);
      const free = b.discount_code === 'FIRSTORDER';
      return { body: { data: { electricity_total: free || b.is_use_fuel_card ? 0 : 2124, service_total: free ? 0 : service, grand_total: free ? 0 : service + (b.is_use_fuel_card ? 0 : 2124) } } };
    },
    'POST /api/address/zip-code/verify': (body) => ({ body: { status: (body as { zip_code: string }).zip_code.startsWith('40') ? 'verified' : 'out_of_service_area' } }),
  };
  const handlers = { ...defaults, ...overrides };
  const spy = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ method, path: url.pathname, body });
    const key = `${method} ${url.pathname}`;
    const handler =
      handlers[key] ??
      Object.entries(handlers).find(([pattern]) => pattern.endsWith('*') && key.startsWith(pattern.slice(0, -1)))?.[1];
    const answer = handler?.(body, url.pathname) ?? { status: 404, body: { message: 'Not found.' } };
    const status = answer.status ?? 200;
    const text = status === 204 ? '' : JSON.stringify(answer.body ?? {});
    // the part of a fetch Response the platform's API client reads (jsdom has no Response)
    return { ok: status >= 200 && status < 300, status, headers: { get: () => 'application/json' }, text: async () => text } as unknown as Response;
  });
  globalThis.fetch = spy as typeof fetch;
  return { calls, spy, callsTo: (method: string, prefix: string) => calls.filter((c) => c.method === method && c.path.startsWith(prefix)) };
}

/** Media queries: `wide` true means at least 968 px (and 768 px): side card summary and comparison table. */
export function setWidth(width: number) {
  window.matchMedia = (query: string) => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    const matches = min ? width >= Number(min[1]) : false;
    return { matches, media: query, onchange: null, addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {}, dispatchEvent: () => false } as MediaQueryList;
  };
}

export const customerUser: User = { id: 'u1', role: 'customer', first_name: 'Clara', last_name: 'Kunde', email: 'customer@chargevalet.test', locale: 'en' };

export function signedIn(user: User | null) {
  useAuth.setState({ user, status: user ? 'authenticated' : 'anonymous' });
}

function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname}</div>;
}

export function renderAt(path: string) {
  return render(
    <PlatformProvider>
      <MemoryRouter initialEntries={[path]}>
        {/* as in the shell: /login and /register belong to the shell, everything else mounts the booking App */}
        <Routes>
          <Route path="/login" element={null} />
          <Route path="/register" element={null} />
          <Route path="*" element={<App />} />
        </Routes>
        <Routes>
          <Route path="*" element={<LocationProbe />} />
        </Routes>
      </MemoryRouter>
    </PlatformProvider>,
  );
}

export const currentPath = () => screen.getByTestId('location').textContent;

export async function resetAll(locale: 'en' | 'de' = 'en') {
  jest.restoreAllMocks();
  queryClient.clear();
  useWizardStore.getState().reset();
  localStorage.clear();
  signedIn(null);
  setWidth(1280);
  await i18n.changeLanguage(locale);
}
