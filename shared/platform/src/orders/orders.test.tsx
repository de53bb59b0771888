import { act, render, screen, within } from '@testing-library/react';
import { ORDER_STATES } from '@chargevalet/contract';
import { PlatformProvider } from '../PlatformProvider';
import { i18n } from '../i18n';
import { useAuth } from '../auth';
import { mockApi, orderFixture } from '../testing';
import { OrderDetailsSections, OrderLocation, OrderOverview, StatusHistoryTimeline } from '.';
import { OrderStatusBadge, orderStatePalette } from './core';

const renderIn = (ui: React.ReactElement) => render(<PlatformProvider>{ui}</PlatformProvider>);

beforeEach(() => i18n.changeLanguage('en'));

describe('OrderStatusBadge (SPEC §4 colours)', () => {
  it('warning for assigned … parked, success for returned, destructive for cancelled, grey otherwise', () => {
    expect(Object.fromEntries(ORDER_STATES.map((s) => [s, orderStatePalette(s)]))).toEqual({
      created: 'gray',
      assigned: 'orange',
      on_the_way_to_pickup: 'orange',
      on_the_way_to_station: 'orange',
      charging: 'orange',
      on_the_way_to_return: 'orange',
      parked: 'orange',
      returned: 'green',
      pending_payment: 'gray',
      unpaid: 'gray',
      paid: 'gray',
      no_charge: 'gray',
      cancelled: 'red',
    });
  });

  it('shows the state in the current language', async () => {
    renderIn(<OrderStatusBadge state="on_the_way_to_pickup" />);
    expect(screen.getByText('On the way to pickup')).toHaveAttribute('data-palette', 'orange');
    await i18n.changeLanguage('de');
    expect(await screen.findByText('Unterwegs zur Abholung')).toBeInTheDocument();
  });
});

describe('OrderDetailsSections', () => {
  it('the four sections for everyone; costs only with withCosts', () => {
    const { rerender } = renderIn(<OrderDetailsSections order={orderFixture()} />);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Car details', 'Order details', 'Pickup and return', 'Customer details']);
    rerender(
      <PlatformProvider>
        <OrderDetailsSections order={orderFixture({ service_total: 5000, electricity_total: 1234, grand_total: 6234 })} withCosts />
      </PlatformProvider>,
    );
    const estimation = screen.getByRole('region', { name: 'Estimation costs' });
    expect(within(estimation).getByText('€65.00')).toBeInTheDocument();
    const actual = screen.getByRole('region', { name: 'Actual costs' });
    expect(within(actual).getByText('€12.34')).toBeInTheDocument();
    expect(within(actual).getByText('€62.34')).toBeInTheDocument();
  });

  it('actual costs not entered yet; return "as soon as ready"; package in the current language', async () => {
    await i18n.changeLanguage('de');
    renderIn(<OrderDetailsSections order={orderFixture({ return_time_slot: null })} withCosts />);
    expect(within(screen.getByRole('region', { name: 'Tatsächliche Kosten' })).getAllByText('Noch nicht erfasst')).toHaveLength(3);
    expect(screen.getByText('Sobald das Auto fertig ist')).toBeInTheDocument();
    expect(screen.getByText('Basis')).toBeInTheDocument();
    expect(screen.getByText('Vollelektrisch')).toBeInTheDocument();
    expect(screen.getByText('05. März, 14:30')).toBeInTheDocument();
  });

  it('addresses as street and number, postcode, city; the customer\'s phone formatted (issue 31)', () => {
    renderIn(
      <OrderDetailsSections
        order={orderFixture({
          pickup_address: { street: 'Königsallee 1', zip_code: '40212', city: 'Düsseldorf', latitude: null, longitude: null },
          return_address: { street: 'Schadowstraße 5', zip_code: '40213', city: 'Düsseldorf', latitude: null, longitude: null },
          billing_address: { street: 'Hauptstraße 1', zip_code: '50667', city: null },
        })}
      />,
    );
    const places = within(screen.getByRole('region', { name: 'Pickup and return' }));
    expect(places.getByText('Königsallee 1, 40212 Düsseldorf')).toBeInTheDocument();
    expect(places.getByText('Schadowstraße 5, 40213 Düsseldorf')).toBeInTheDocument();
    const customer = within(screen.getByRole('region', { name: 'Customer details' }));
    expect(customer.getByText('Hauptstraße 1, 50667')).toBeInTheDocument();
    expect(customer.getByRole('link', { name: '+49 211 1234567' })).toHaveAttribute('href', 'tel:+492111234567');
  });
});

describe('OrderDetailsSections – the receipt (issue 15)', () => {
  const signIn = (role: 'customer' | 'manager' | 'driver') =>
    useAuth.setState({ user: { id: 'u1', role, first_name: 'A', last_name: 'B', email: 'a@example.de', locale: 'en' }, status: 'authenticated' });
  afterEach(() => act(() => useAuth.setState({ user: null, status: 'anonymous' })));

  it.each(['customer', 'manager'] as const)('a paid order links its PDF receipt for the %s', (role) => {
    signIn(role);
    const order = orderFixture({ state: 'paid' });
    renderIn(<OrderDetailsSections order={order} />);
    const link = screen.getByRole('link', { name: 'Download invoice (PDF)' });
    expect(link).toHaveAttribute('href', `/api/${role}/order/${order.id}/receipt`);
    expect(link).toHaveAttribute('download');
  });

  it.each(['customer', 'manager'] as const)("a refunded order links its credit notes for the %s (issue 30)", (role) => {
    signIn(role);
    const order = orderFixture({ state: 'paid', refunded_total: 2000, credit_notes: [{ number: 'GS-2026-000001', amount: 2000, issued_at: '2026-11-23T07:00:00.000Z' }] });
    renderIn(<OrderDetailsSections order={order} />);
    const link = screen.getByRole('link', { name: 'Credit note GS-2026-000001 (€20.00, PDF)' });
    expect(link).toHaveAttribute('href', `/api/${role}/order/${order.id}/credit-notes/GS-2026-000001`);
    expect(link).toHaveAttribute('download');
  });

  it('none before it is paid, and none for drivers', async () => {
    signIn('customer');
    const { rerender } = renderIn(<OrderDetailsSections order={orderFixture({ state: 'returned' })} />);
    expect(screen.queryByRole('link', { name: /invoice/i })).not.toBeInTheDocument();
    act(() => signIn('driver'));
    rerender(
      <PlatformProvider>
        <OrderDetailsSections order={orderFixture({ state: 'paid' })} />
      </PlatformProvider>,
    );
    expect(screen.queryByRole('link', { name: /invoice/i })).not.toBeInTheDocument();
    act(() => signIn('customer'));
    await act(() => i18n.changeLanguage('de'));
    expect(await screen.findByRole('link', { name: 'Rechnung herunterladen (PDF)' })).toBeInTheDocument();
  });
});

describe('StatusHistoryTimeline', () => {
  it('lists every change in order with time and role', () => {
    renderIn(
      <StatusHistoryTimeline
        history={[
          { state: 'created', at: '2026-03-05T08:00:00.000Z', actor: { id: 'c', role: 'customer' } },
          { state: 'assigned', at: '2026-03-05T09:00:00.000Z', actor: { id: 'm', role: 'manager', name: 'Max Manager' } },
          { state: 'assigned', at: '2026-03-05T09:30:00.000Z', actor: { id: 'm', role: 'manager', name: 'Max Manager' }, kind: 'edited', fields: ['car.license_plate', 'pickup_address', 'later_field'] },
          { state: 'unpaid', at: '2026-03-05T19:00:00.000Z', actor: null, reason: 'Card declined' },
        ]}
      />,
    );
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      'ReceivedMarch 05, 09:00 · by customer',
      'AssignedMarch 05, 10:00 · by Max Manager (manager)',
      'Details editedMarch 05, 10:30 · by Max Manager (manager)Changed: licence plate, pickup address, later_field',
      'UnpaidMarch 05, 20:00 · by systemCard declined',
    ]);
  });
});

describe('OrderLocation without a Maps key', () => {
  it('shows an address card with map-app links for the places the map would mark', async () => {
    mockApi({ 'GET /api/config': { status: 200, body: { data: { google_maps_api_key: null } } } });
    renderIn(
      <OrderLocation
        order={orderFixture({ state: 'charging', station_address: { street: 'Ladepark Nord', latitude: 51.27, longitude: 6.76 } })}
      />,
    );
    const links = within(screen.getByTestId('order-address-card')).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(['Kaiserstraße 5, 40479 Düsseldorf', 'Ladepark Nord']);
    expect(links[0]).toHaveAccessibleName('Open Return address in a map app: Kaiserstraße 5, 40479 Düsseldorf');
    expect(links[1]).toHaveAttribute('href', 'https://www.google.com/maps/search/?api=1&query=51.27%2C6.76');
  });
});

test('one label per state everywhere: the badges read the contract table the tracking page and notifications read', async () => {
  const { ORDER_STATE_LABELS } = await import('@chargevalet/contract');
  const { ordersResources } = await import('./i18n');
  expect(ordersResources.en.states).toEqual(ORDER_STATE_LABELS.en);
  expect(ordersResources.de.states).toEqual(ORDER_STATE_LABELS.de);
});

describe('OrderOverview (the order as customer and manager see it)', () => {
  const driver = { id: 'drv-1', name: 'Dora Driver', phone: '+49 211 111111' };

  it('while the driver is on the way: the arrival, said to be approximate (issue 31); none without an estimate', async () => {
    mockApi({});
    const onTheWay = orderFixture({ driver, state: 'on_the_way_to_pickup', eta: { minutes: 8, at: '2026-03-05T13:18:00.000Z' } });
    const { unmount } = renderIn(<OrderOverview order={onTheWay} viewer="customer" actionsLabel="Order actions" actions={null} />);
    expect(within(screen.getByRole('region', { name: 'Driver' })).getByTestId('order-eta')).toHaveTextContent('arrives in about 8 min (approximate, from the driver’s last position)');
    unmount();
    await act(() => i18n.changeLanguage('de'));
    const { unmount: gone } = renderIn(<OrderOverview order={onTheWay} viewer="customer" actionsLabel="Order actions" actions={null} />);
    expect(screen.getByTestId('order-eta')).toHaveTextContent(/^kommt in etwa 8 Min\. \(ungefähr/);
    gone();
    renderIn(<OrderOverview order={orderFixture({ driver, state: 'assigned', eta: null })} viewer="customer" actionsLabel="Order actions" actions={null} />);
    expect(screen.queryByTestId('order-eta')).not.toBeInTheDocument();
  });

  it('number, state and the viewer\'s actions in a named section; a manager can call the driver, a customer sees the name only', async () => {
    mockApi({});
    const order = orderFixture({ driver, state: 'assigned' });
    const { unmount } = renderIn(
      <OrderOverview order={order} viewer="manager" actionsLabel="Order actions" actions={<button type="button">Change status</button>} />,
    );
    expect(screen.getByRole('heading', { level: 2, name: `Order number ${order.identity}` })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Order actions' })).getByRole('button', { name: 'Change status' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Call Dora Driver: +49 211 111111' })).toHaveAttribute('href', 'tel:+49 211 111111');
    unmount();
    renderIn(<OrderOverview order={order} viewer="customer" actionsLabel="Order actions" actions={null} />);
    expect(screen.getByText('Dora Driver')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Dora Driver/ })).not.toBeInTheDocument();
  });
});
