import { screen, waitFor, within } from '@testing-library/react';
import { berlinDate, type Handover, type Order } from '@chargevalet/contract';
import { labelInNameMismatches, mockApi, orderFixture, pageDeclarationTests } from '@chargevalet/platform/testing';
import { PAGE_COMPONENTS } from './App';
import declaration from './pages.json';
import { renderDriver } from './testing';

const DRIVER = { id: 'drv-1', name: 'Dora Driver', phone: '+49 211 111111' };
const CONFIG = { 'GET /api/config': { status: 200, body: { data: { google_maps_api_key: null } } } };
const mine = (overrides: Partial<Order> = {}) => orderFixture({ state: 'assigned', driver: DRIVER, can_update_status: true, can_cancel: false, ...overrides });
const record = (kind: 'pickup' | 'return'): Handover => ({
  id: `h-${kind}`,
  kind,
  mileage: 42100,
  charge_level: 35,
  notes: 'Kratzer hinten links',
  photos: [{ id: 'p1', url: '/api/handover-photo/p1', width: 1600, height: 1200 }],
  recorded_at: '2026-03-05T13:40:00.000Z',
  recorded_by: { id: 'drv-1', name: 'Dora Driver' },
});

function api(order: Order | null, { allowed = [] as string[], handovers = [] as Handover[], extra = {} as Parameters<typeof mockApi>[0] } = {}) {
  return mockApi({
    ...CONFIG,
    'GET /api/driver/active-order': { status: 200, body: { data: order } },
    ...(order
      ? {
          [`GET /api/driver/order/${order.identity}`]: { status: 200, body: { data: order } },
          [`GET /api/driver/order/allowed-statuses/${order.identity}`]: { status: 200, body: { states: allowed } },
          [`GET /api/driver/order/${order.identity}/handovers`]: { status: 200, body: { data: handovers } },
        }
      : {}),
    ...extra,
  });
}

pageDeclarationTests(declaration, PAGE_COMPONENTS);

const actions = () => screen.findByRole('region', { name: 'Next step' });

describe('/profile/active-order', () => {
  it('shows the order a driver needs on the street: number, badge, car, customer to call, return type, navigate links', async () => {
    api(mine(), { allowed: ['on_the_way_to_pickup'] });
    await renderDriver('/profile/active-order');
    expect(screen.getByRole('heading', { level: 1, name: 'Active order' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Order number CV-7K4Q2M' })).toBeInTheDocument();
    expect(screen.getByText('Assigned', { selector: '[data-state]' })).toBeInTheDocument();
    const facts = screen.getByRole('region', { name: 'At a glance' });
    expect(facts).toHaveTextContent('D AB 123 · VW ID.3 · Blau');
    expect(within(facts).getByRole('link', { name: 'Erika · +492111234567 – Call Erika' })).toHaveAttribute('href', 'tel:+492111234567');
    expect(facts).toHaveTextContent('Key handover');
    const card = await screen.findByTestId('order-address-card');
    expect(within(card).getByRole('link', { name: /Königsallee 1/ }).getAttribute('href')).toMatch(/^https:\/\//);
    expect(document.title).toBe('Order CV-7K4Q2M – ChargeValet');
    // The phone link's name starts with what it shows (label in name); so does every other control's.
    expect(labelInNameMismatches()).toEqual([]);
  });

  it('ONE big button for the next state; a confirmation before the change; the change sends the state seen', async () => {
    const order = mine();
    const moved = { ...order, state: 'on_the_way_to_pickup' as const };
    const mock = api(order, { allowed: ['on_the_way_to_pickup'], extra: { 'POST /api/driver/order/status/CV-7K4Q2M': { status: 200, body: { data: moved } } } });
    // The server's active order after the change.
    mock.set('GET /api/driver/active-order', { status: 200, body: { data: order } }, { status: 200, body: { data: moved } });
    const { user } = await renderDriver('/profile/active-order');
    const region = await actions();
    expect(within(region).getAllByRole('button').map((b) => b.textContent)).toEqual(['On the way to pickup']);
    await user.click(within(region).getByRole('button', { name: 'On the way to pickup' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change status?' });
    expect(dialog).toHaveTextContent('Set order CV-7K4Q2M to "On the way to pickup"?');
    expect(mock.calls('POST /api/driver/order/status/CV-7K4Q2M')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Yes, change' }));
    await waitFor(() => expect(mock.calls('POST /api/driver/order/status/CV-7K4Q2M')).toEqual([{ status: 'on_the_way_to_pickup', expected_state: 'assigned' }]));
    expect(await screen.findByText('Order status successfully changed')).toBeInTheDocument();
    expect(await screen.findByText('On the way to pickup', { selector: '[data-state]' })).toBeInTheDocument();
    // Focus is not left on <body>: the order's heading, beside the new state, has it.
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Order number CV-7K4Q2M' })).toHaveFocus());
    expect(document.activeElement).not.toBe(document.body);
  });

  it('"Back" in the confirmation changes nothing', async () => {
    const mock = api(mine(), { allowed: ['on_the_way_to_pickup'] });
    const { user } = await renderDriver('/profile/active-order');
    await user.click(within(await actions()).getByRole('button', { name: 'On the way to pickup' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(mock.calls('POST /api/driver/order/status/CV-7K4Q2M')).toEqual([]);
  });

  it('on the way back: the return type picks the big button; the other allowed state sits in the secondary menu', async () => {
    api(mine({ state: 'on_the_way_to_return' }), { allowed: ['parked', 'returned'], handovers: [record('pickup'), record('return')] });
    const { user } = await renderDriver('/profile/active-order');
    const region = await actions();
    expect(within(region).getAllByRole('button').map((b) => b.textContent)).toEqual(['Car handed over', 'Other status ▾']);
    const more = within(region).getByRole('button', { name: /Other status/ });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await user.click(more);
    expect(more).toHaveAttribute('aria-expanded', 'true');
    expect(within(region).getByRole('button', { name: 'Parked – key in the mailbox' })).toBeEnabled();
  });

  it('without the pickup record the move to the station waits: the button says why and the form is there', async () => {
    const order = mine({ state: 'on_the_way_to_pickup' });
    const mock = api(order, { allowed: ['on_the_way_to_station'] });
    mock.set(`GET /api/driver/order/${order.identity}/handovers`, { status: 200, body: { data: [] } }, { status: 200, body: { data: [record('pickup')] } });
    mock.set(`POST /api/driver/order/${order.identity}/handover`, { status: 201, body: { data: record('pickup') } });
    const { user } = await renderDriver('/profile/active-order');
    const region = await actions();
    expect(within(region).getByRole('button', { name: 'On the way to the station' })).toBeDisabled();
    expect(region).toHaveTextContent('Save the pickup record first.');

    const form = screen.getByRole('form', { name: 'Pickup record' });
    const photo = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'front.jpg', { type: 'image/jpeg' });
    const input = within(form).getByLabelText('Photos of the car');
    expect(input).toHaveAttribute('capture', 'environment');
    expect(input).toHaveAttribute('accept', 'image/*');
    await user.upload(input, [photo, photo]);
    await user.type(within(form).getByRole('textbox', { name: 'Mileage (km)' }), '42100');
    await user.type(within(form).getByRole('textbox', { name: 'Charge level (%)' }), '35');
    await user.type(within(form).getByRole('textbox', { name: 'Damage and notes' }), 'Kratzer hinten links');
    await user.click(within(form).getByRole('button', { name: 'Save record' }));

    await waitFor(() => expect(mock.fetch.mock.calls.some(([url]) => String(url).endsWith('/handover'))).toBe(true));
    const [, init] = mock.fetch.mock.calls.find(([url]) => String(url).endsWith('/handover'))!;
    const body = (init as RequestInit).body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect([body.get('kind'), body.get('mileage'), body.get('charge_level'), body.get('notes'), body.getAll('photos').length]).toEqual(['pickup', '42100', '35', 'Kratzer hinten links', 2]);
    expect(await screen.findByText('Record saved')).toBeInTheDocument();
    await waitFor(() => expect(within(region).getByRole('button', { name: 'On the way to the station' })).toBeEnabled());
    expect(screen.getByRole('region', { name: 'Pickup record' })).toHaveTextContent('42100 km · 35 %');
    // The form went with the save: focus is on the saved record's heading, not on <body>.
    await waitFor(() => expect(within(screen.getByRole('region', { name: 'Pickup record' })).getByRole('heading', { level: 2 })).toHaveFocus());
    expect(screen.getByRole('img', { name: 'Photo 1 (Pickup record)' })).toHaveAttribute('src', '/api/handover-photo/p1');
  });

  it('the browser refuses 11 photos, a photo over 8 MB and a missing mileage before any upload', async () => {
    const order = mine({ state: 'on_the_way_to_pickup' });
    const mock = api(order, { allowed: ['on_the_way_to_station'] });
    const { user } = await renderDriver('/profile/active-order');
    const form = await screen.findByRole('form', { name: 'Pickup record' });
    const small = new File(['x'], 'a.jpg', { type: 'image/jpeg' });
    await user.upload(within(form).getByLabelText('Photos of the car'), Array.from({ length: 11 }, () => small));
    await user.click(within(form).getByRole('button', { name: 'Save record' }));
    expect(await within(form).findByText('Please add at most 10 photos')).toBeInTheDocument();
    expect(within(form).getByText('Please enter the mileage in whole kilometres')).toBeInTheDocument();

    const big = new File([new Uint8Array(8 * 1024 * 1024 + 1)], 'big.jpg', { type: 'image/jpeg' });
    await user.upload(within(form).getByLabelText('Photos of the car'), big);
    await user.click(within(form).getByRole('button', { name: 'Save record' }));
    expect(await within(form).findByText('Each photo may be at most 8 MB')).toBeInTheDocument();
    expect(mock.fetch.mock.calls.some(([url]) => String(url).endsWith('/handover'))).toBe(false);
  });

  it('an empty state when nothing is assigned', async () => {
    api(null);
    await renderDriver('/profile/active-order');
    expect(await screen.findByText('No order is assigned to you right now.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See my week' })).toHaveAttribute('href', '/profile/calendar');
  });

  it('German texts', async () => {
    api(mine(), { allowed: ['on_the_way_to_pickup'] });
    await renderDriver('/profile/active-order', 'de');
    expect(screen.getByRole('heading', { level: 1, name: 'Aktiver Auftrag' })).toBeInTheDocument();
    // the heading and its lead from the area's declaration (the shell shows the same while this code loads)
    expect(screen.getByText(/^Der Auftrag, den du gerade fährst:/)).toBeInTheDocument();
    expect(await within(await screen.findByRole('region', { name: 'Nächster Schritt' })).findByRole('button', { name: 'Zur Abholung fahren' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Erika · +492111234567 – Erika anrufen' })).toBeInTheDocument();
    expect(document.title).toBe('Auftrag CV-7K4Q2M – ChargeValet');
    expect(labelInNameMismatches()).toEqual([]);
  });
});

describe('/orders/{identity} and /profile/calendar', () => {
  it("opens the driver's order by number", async () => {
    api(mine({ state: 'charging' }), { allowed: ['on_the_way_to_return'], handovers: [record('pickup')] });
    await renderDriver('/orders/CV-7K4Q2M');
    expect(await screen.findByRole('heading', { level: 2, name: 'Order number CV-7K4Q2M' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← My week' })).toHaveAttribute('href', '/profile/calendar');
    expect(await screen.findByRole('region', { name: 'Pickup record' })).toHaveTextContent('Kratzer hinten links');
  });

  it("a day after the order ended the customer's contact is blank: no link to call, a note instead", async () => {
    api(mine({ state: 'paid', can_update_status: false, customer: { name: '', firstname: '', lastname: '', phone: '', email: '' } }));
    await renderDriver('/orders/CV-7K4Q2M');
    const facts = await screen.findByRole('region', { name: 'At a glance' });
    expect(within(facts).queryByRole('link', { name: /^Call/ })).not.toBeInTheDocument();
    expect(facts).toHaveTextContent('The contact details are no longer shown a day after the order');
  });

  it('another driver\'s number (404) goes to the active order', async () => {
    api(null);
    const { location } = await renderDriver('/orders/CV-OTHER1');
    await waitFor(() => expect(location()).toBe('/profile/active-order'));
  });

  it('the week: today and the next 6 days, each stop with time, kind, state and address; a tap opens the order', async () => {
    const today = berlinDate(new Date());
    const at = (days: number, time: string) => {
      const d = new Date(`${today}T${time}:00Z`);
      d.setUTCDate(d.getUTCDate() + days);
      return d.toISOString();
    };
    const mock = mockApi({
      ...CONFIG,
      'GET /api/driver/calendar-feed': { status: 200, body: { data: { url: 'https://cv.example.test/api/calendar/drv.ics' } } },
      'GET /api/driver/orders': {
        status: 200,
        body: {
          data: [
            {
              id: 'o1',
              identity: 'CV-AAAA11',
              state: 'assigned',
              car: { license_plate: 'D AB 1', brand: 'VW', model: 'ID.3', color: 'Blau' },
              customer: { firstname: 'Erika' },
              pickup_time_slot: { date_time: at(0, '10:00') },
              return_time_slot: { date_time: at(1, '10:00') },
              pickup_address: { street: 'Königsallee 1' },
              return_address: { street: 'Kaiserstraße 5' },
            },
          ],
        },
      },
    });
    await renderDriver('/profile/calendar');
    // the week's code loads on the way there
    expect(await screen.findByRole('heading', { level: 1, name: 'My week' })).toBeInTheDocument();
    // the seven days, then the feed of the driver's assignments
    await waitFor(() => expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(8));
    const days = screen.getAllByRole('heading', { level: 2 });
    expect(days.pop()).toHaveTextContent('Subscribe in your calendar app');
    expect(await within(screen.getByRole('region', { name: 'Subscribe in your calendar app' })).findByRole('link', { name: 'Open in calendar app' })).toHaveAttribute(
      'href',
      'webcal://cv.example.test/api/calendar/drv.ics',
    );
    expect(days).toHaveLength(7);
    expect(days[0]).toHaveTextContent(/^Today · /);
    const url = String(mock.fetch.mock.calls.find(([u]) => String(u).startsWith('/api/driver/orders'))![0]);
    const end = new Date(`${today}T12:00:00Z`);
    end.setUTCDate(end.getUTCDate() + 6);
    expect(url).toBe(`/api/driver/orders?from=${today}&to=${end.toISOString().slice(0, 10)}`);

    const first = screen.getByRole('region', { name: days[0]!.textContent! });
    expect(within(first).getByRole('link', { name: 'Königsallee 1 – Open order CV-AAAA11' })).toHaveAttribute('href', '/orders/CV-AAAA11');
    expect(labelInNameMismatches()).toEqual([]);
    expect(first).toHaveTextContent('Pickup');
    expect(first).toHaveTextContent('Königsallee 1');
    expect(screen.getByRole('region', { name: days[1]!.textContent! })).toHaveTextContent('Kaiserstraße 5');
    expect(screen.getByRole('region', { name: days[2]!.textContent! })).toHaveTextContent('No orders');
    const nav = screen.getByRole('navigation');
    expect([...nav.querySelectorAll('a')].map((a) => a.textContent)).toEqual(['Active order', 'My week']);
  });
});
