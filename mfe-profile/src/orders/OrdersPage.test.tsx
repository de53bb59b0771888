import { act, screen, waitFor, within } from '@testing-library/react';
import { WIZARD_STORAGE_KEY } from '@chargevalet/contract';
import { FakeEventSource, installFakeEventSource, labelInNameMismatches, mockApi } from '@chargevalet/platform/testing';
import { orderItem, page, renderProfile } from '../testing/harness';

const DRIVER = { id: 'drv-1', name: 'Dora Driver', phone: '+49 211 111111' };

describe('/profile/orders', () => {
  it('active orders on top with their next step, then the list newest pickup first with SPEC §4 badges', async () => {
    const charging = orderItem({ id: 'o-1', identity: 'CV-AAAAAA', state: 'charging', driver: DRIVER });
    const onTheWay = orderItem({ id: 'o-2', identity: 'CV-BBBBBB', state: 'on_the_way_to_pickup', driver: DRIVER });
    const paid = orderItem({ id: 'o-3', identity: 'CV-CCCCCC', state: 'cancelled', grand_total: 7200 });
    mockApi({
      'GET /api/customer/active-orders': { status: 200, body: { data: [onTheWay, charging] } },
      'GET /api/customer/orders': page([charging, onTheWay, paid]),
    });
    await renderProfile('/profile/orders');
    expect(await screen.findByRole('heading', { level: 1, name: 'My orders' })).toBeInTheDocument();
    expect(document.title).toBe('My orders – ChargeValet');
    const active = await screen.findByRole('region', { name: 'Active orders' });
    const cards = within(active).getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['CV-BBBBBB', 'CV-AAAAAA']);
    expect(cards[0]).toHaveTextContent('Next step: Driver on the way to you');
    expect(cards[1]).toHaveTextContent('Next step: Charging');
    expect(cards[1]).toHaveTextContent('Driver: Dora Driver');
    expect(within(cards[1]!).getByRole('link', { name: 'Show details – CV-AAAAAA' })).toHaveAttribute('href', '/orders/o-1');
    // Every link's name contains its visible text ("Show details", the order numbers).
    expect(labelInNameMismatches()).toEqual([]);

    const list = await screen.findByRole('region', { name: 'All orders' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => within(row).getAllByRole('link')[0]!.textContent)).toEqual(['CV-AAAAAA', 'CV-BBBBBB', 'CV-CCCCCC']);
    expect(within(rows[2]!).getByText('Cancelled', { selector: '[data-state]' })).toHaveAttribute('data-palette', 'red');
    expect(rows[2]).toHaveTextContent('Total €72.00');
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
  });

  it('pages: 10 a page, the page lives in the address bar', async () => {
    const mock = mockApi({
      'GET /api/customer/active-orders': { status: 200, body: { data: [] } },
      'GET /api/customer/orders': [page([orderItem({ identity: 'CV-PAGE01' })], 23, 1), page([orderItem({ identity: 'CV-PAGE02' })], 23, 2)],
    });
    const { user, location } = await renderProfile('/profile/orders');
    const pager = await screen.findByRole('navigation', { name: 'Pages' });
    expect(within(pager).getAllByRole('button', { name: /^Page/ }).map((b) => b.textContent)).toEqual(['1', '2', '3']);
    await user.click(within(pager).getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(location()).toBe('/profile/orders?page=2'));
    expect(await screen.findByText('CV-PAGE02')).toBeInTheDocument();
    expect(mock.fetch.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('/api/customer/orders'))).toEqual([
      expect.stringMatching(/\/api\/customer\/orders$/),
      expect.stringMatching(/\/api\/customer\/orders\?page=2$/),
    ]);
  });

  it('no orders: the no_active_orders empty state; Place new order empties the wizard and opens it', async () => {
    mockApi({ 'GET /api/customer/active-orders': { status: 200, body: { data: [] } }, 'GET /api/customer/orders': page([]) });
    localStorage.setItem(WIZARD_STORAGE_KEY, JSON.stringify({ state: { packageId: 2, step: 3 }, version: 1 }));
    const { user, visited } = await renderProfile('/profile/orders');
    expect(await screen.findByRole('heading', { name: 'You have no active orders' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Place new order' }));
    expect(visited()).toContain('/book-a-service/select-package');
    expect(localStorage.getItem(WIZARD_STORAGE_KEY)).toBeNull();
  });

  it('/profile lands on the list; German texts', async () => {
    mockApi({ 'GET /api/customer/active-orders': { status: 200, body: { data: [] } }, 'GET /api/customer/orders': page([]) });
    const { location } = await renderProfile('/profile', 'de');
    await waitFor(() => expect(location()).toBe('/profile/orders'));
    expect(screen.getByRole('heading', { level: 1, name: 'Meine Aufträge' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Du hast keine aktiven Aufträge' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Neuen Auftrag erstellen' })).toBeInTheDocument();
  });

  it('a failed load offers Try again', async () => {
    const mock = mockApi({ 'GET /api/customer/active-orders': { status: 200, body: { data: [] } }, 'GET /api/customer/orders': [{ status: 429, body: { message: 'slow down' } }, page([orderItem()])] });
    const { user } = await renderProfile('/profile/orders');
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('CV-7K4Q2M')).toBeInTheDocument();
    expect(mock.calls('GET /api/customer/orders').length).toBeGreaterThanOrEqual(2);
  });
});

describe('/profile/active-order', () => {
  it('the current order with its next step, or the empty state', async () => {
    mockApi({ 'GET /api/customer/active-orders': { status: 200, body: { data: [orderItem({ state: 'on_the_way_to_return', driver: DRIVER })] } } });
    await renderProfile('/profile/active-order');
    expect(await screen.findByRole('heading', { level: 1, name: 'Active order' })).toBeInTheDocument();
    expect(document.title).toBe('Active order – ChargeValet');
    expect(await screen.findByRole('article')).toHaveTextContent('Next step: On the way back to you');
  });

  it('empty', async () => {
    mockApi({ 'GET /api/customer/active-orders': { status: 200, body: { data: [] } } });
    await renderProfile('/profile/active-order');
    expect(await screen.findByRole('heading', { name: 'You have no active orders' })).toBeInTheDocument();
  });
});

describe('live', () => {
  let remove: () => void;
  beforeEach(() => {
    remove = installFakeEventSource();
  });
  afterEach(() => remove());

  it('a notification about an order refetches the active orders and the list: the new state shows without a reload', async () => {
    const assigned = orderItem({ id: 'o-1', identity: 'CV-AAAAAA', state: 'assigned', driver: DRIVER });
    const charging = { ...assigned, state: 'charging' as const };
    const mock = mockApi({
      'GET /api/customer/active-orders': { status: 200, body: { data: [assigned] } },
      'GET /api/customer/orders': page([assigned]),
    });
    await renderProfile('/profile/orders');
    const active = await screen.findByRole('region', { name: 'Active orders' });
    expect(within(active).getByRole('article')).toHaveTextContent('Assigned');
    mock.set('GET /api/customer/active-orders', { status: 200, body: { data: [charging] } });
    mock.set('GET /api/customer/orders', page([charging]));
    act(() =>
      FakeEventSource.last!.emit('notification', {
        id: 'n-1',
        kind: 'order_status_changed',
        text: 'Order CV-AAAAAA: Charging.',
        order_id: 'o-1',
        order_identity: 'CV-AAAAAA',
        link: '/orders/o-1',
        data: { status: 'charging' },
        read_at: null,
        created_at: '2026-03-05T13:00:00.000Z',
      }),
    );
    await waitFor(() => expect(within(screen.getByRole('region', { name: 'Active orders' })).getByRole('article')).toHaveTextContent('Next step: Charging'));
    await waitFor(() => expect(within(screen.getByRole('region', { name: 'All orders' })).getByRole('listitem')).toHaveTextContent('Charging'));
  });
});
