import { act, screen, waitFor, within } from '@testing-library/react';
import type { Handover, Order } from '@chargevalet/contract';
import { FakeEventSource, installFakeEventSource, mockApi, orderFixture } from '@chargevalet/platform/testing';
import { page, renderProfile } from '../testing/harness';

const answer = (order: Order) => ({ status: 200, body: { data: order } });
const CONFIG = { 'GET /api/config': { status: 200, body: { data: { google_maps_api_key: null } } } };
const LISTS = {
  'GET /api/customer/active-orders': { status: 200, body: { data: [] } },
  'GET /api/customer/orders': page([]),
};
const DRIVER = { id: 'drv-1', name: 'Dora Driver', phone: '+49 211 111111' };

function api(order: Order, extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({ ...CONFIG, ...LISTS, [`GET /api/customer/order/${order.id}`]: answer(order), [`GET /api/customer/order/${order.id}/handovers`]: { status: 200, body: { data: [] } }, ...extra });
}

const record: Handover = {
  id: 'h-1',
  kind: 'pickup',
  mileage: 42100,
  charge_level: 35,
  notes: 'Kratzer hinten links',
  photos: [{ id: 'p1', url: '/api/handover-photo/p1', width: 1600, height: 1200 }],
  recorded_at: '2026-03-05T13:35:00.000Z',
  recorded_by: { id: 'drv-1', name: 'Dora Driver' },
};

const actionNames = () => within(screen.getByRole('region', { name: 'Order actions' })).queryAllByRole('button').map((b) => b.textContent);

describe('OrderDetailsPage for customers (/orders/{id})', () => {
  it('title, number, badge, driver, address card, sections with estimated and actual costs, history, handover records', async () => {
    const order = orderFixture({ state: 'charging', driver: DRIVER, can_cancel: false, grand_total: 7000, service_total: 5000, electricity_total: 2000 });
    api(order, { 'GET /api/customer/order/ord-1/handovers': { status: 200, body: { data: [record] } } });
    await renderProfile('/orders/ord-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Orders Details' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Back to my orders' })).toHaveAttribute('href', '/profile/orders');
    expect(await screen.findByRole('heading', { level: 2, name: 'Order number CV-7K4Q2M' })).toBeInTheDocument();
    expect(screen.getByText('Charging', { selector: '[data-state]' })).toHaveAttribute('data-palette', 'orange');
    expect(within(screen.getByRole('region', { name: 'Driver' })).getByText('Dora Driver')).toBeInTheDocument();
    expect(await screen.findByTestId('order-address-card')).toBeInTheDocument();
    for (const name of ['Car details', 'Order details', 'Pickup and return', 'Customer details', 'Estimation costs', 'Actual costs', 'Status history'])
      expect(screen.getByRole('region', { name })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Actual costs' })).toHaveTextContent('€70.00');
    const records = await screen.findByRole('region', { name: 'Handover records' });
    const pickup = within(records).getByRole('region', { name: 'Pickup record' });
    expect(pickup).toHaveTextContent('42100 km · 35 %');
    expect(pickup).toHaveTextContent('Kratzer hinten links');
    expect(within(pickup).getByRole('img', { name: 'Photo 1 (Pickup record)' })).toHaveAttribute('src', '/api/handover-photo/p1');
    expect(document.title).toBe('Order CV-7K4Q2M – ChargeValet');
    expect(actionNames()).toEqual(['Contact manager']);
  });

  it('cancel only with can_cancel: confirmation, the cancel call, the toast, back to the list', async () => {
    const order = orderFixture({ state: 'assigned', driver: DRIVER });
    const mock = api(order, { 'POST /api/customer/order/status/ord-1': answer({ ...order, state: 'cancelled', can_cancel: false }) });
    const { user, location } = await renderProfile('/orders/ord-1');
    await screen.findByRole('heading', { level: 2, name: /CV-7K4Q2M/ });
    expect(actionNames()).toEqual(['Contact manager', 'Cancel order']);
    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel order' });
    expect(dialog).toHaveTextContent('Do you really want to cancel the order CV-7K4Q2M?');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel order' }));
    expect(await screen.findByText('Order successfully canceled')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/profile/orders'));
    expect(mock.calls('POST /api/customer/order/status/ord-1')).toEqual([{ status: 'cancelled', expected_state: 'assigned' }]);
    // The list is a new page: focus on its h1 (not on <body>), its title announced.
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'My orders' })).toHaveFocus());
    await waitFor(() => expect(document.getElementById('cv-live-announcer')).toHaveTextContent('My orders – ChargeValet'));
  });

  it('keeping the order closes the dialog and gives the focus back to the button that opened it', async () => {
    api(orderFixture());
    const { user } = await renderProfile('/orders/ord-1');
    const opener = await screen.findByRole('button', { name: 'Cancel order' });
    await user.click(opener);
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Keep order' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('contact manager: name, tel: and mailto: links, the message is checked and sent', async () => {
    const order = orderFixture();
    const mock = api(order, { 'POST /api/customer/order/ord-1/contact-manager': { status: 202, body: { message: 'Your message has been sent.' } } });
    const { user } = await renderProfile('/orders/ord-1');
    await user.click(await screen.findByRole('button', { name: 'Contact manager' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contact manager' });
    expect(dialog).toHaveTextContent('Max Manager');
    expect(within(dialog).getByRole('link', { name: 'Call Max Manager: +49 211 000000' })).toHaveAttribute('href', 'tel:+49211000000');
    expect(within(dialog).getByRole('link', { name: 'Write an e-mail to Max Manager: manager@chargevalet.test' })).toHaveAttribute(
      'href',
      'mailto:manager@chargevalet.test?subject=CV-7K4Q2M',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send message' }));
    expect(await within(dialog).findByText('Please enter your message')).toBeInTheDocument();
    expect(mock.calls('POST /api/customer/order/ord-1/contact-manager')).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: /Your message/ }), 'Wo ist mein Auto?');
    await user.click(within(dialog).getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Message sent')).toBeInTheDocument();
    expect(mock.calls('POST /api/customer/order/ord-1/contact-manager')).toEqual([{ message: 'Wo ist mein Auto?' }]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Contact manager' })).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Contact manager' })).toHaveFocus());
  });

  it("contact manager: the server's refusal (too many messages) is shown", async () => {
    api(orderFixture(), { 'POST /api/customer/order/ord-1/contact-manager': { status: 429, body: { message: 'Too many attempts. Please try again in 3000 seconds.' } } });
    const { user } = await renderProfile('/orders/ord-1');
    await user.click(await screen.findByRole('button', { name: 'Contact manager' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contact manager' });
    await user.type(within(dialog).getByRole('textbox', { name: /Your message/ }), 'Hallo');
    await user.click(within(dialog).getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('The message could not be sent')).toBeInTheDocument();
    expect(screen.getByText('Too many attempts. Please try again in 3000 seconds.')).toBeInTheDocument();
  });

  it("another customer's order (404) goes to the list", async () => {
    mockApi({ ...CONFIG, ...LISTS });
    const { location } = await renderProfile('/orders/nope');
    await waitFor(() => expect(location()).toBe('/profile/orders'));
  });

  it('German texts', async () => {
    api(orderFixture());
    await renderProfile('/orders/ord-1', 'de');
    expect(screen.getByRole('heading', { level: 1, name: 'Auftragsdetails' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Auftrag stornieren' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Manager kontaktieren' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Geschätzte Kosten' })).toHaveTextContent('65,00 €');
    expect(document.title).toBe('Auftrag CV-7K4Q2M – ChargeValet');
  });

  describe('live', () => {
    let remove: () => void;
    beforeEach(() => {
      remove = installFakeEventSource();
    });
    afterEach(() => remove());

    const arrival = (orderId: string, status: string) => ({
      id: `n-${orderId}-${status}`,
      kind: 'order_status_changed',
      text: `Order: ${status}.`,
      order_id: orderId,
      order_identity: 'CV-7K4Q2M',
      link: `/orders/${orderId}`,
      data: { status },
      read_at: null,
      created_at: '2026-03-05T13:00:00.000Z',
    });

    it('a notification about the order on the stream refetches it and shows its new state without a reload; other orders leave it alone', async () => {
      const assigned = orderFixture({ state: 'assigned', driver: DRIVER });
      const mock = api(assigned);
      await renderProfile('/orders/ord-1');
      expect(await screen.findByText('Assigned', { selector: '[data-state]' })).toBeInTheDocument();
      const source = FakeEventSource.last!;
      const fetched = () => mock.calls('GET /api/customer/order/ord-1').length;
      const before = fetched();

      const onTheWay: Order = {
        ...assigned,
        state: 'on_the_way_to_pickup',
        can_cancel: false,
        status_history: [...assigned.status_history, { state: 'on_the_way_to_pickup', at: '2026-03-05T13:00:00.000Z', actor: { id: 'drv-1', role: 'driver' } }],
      };
      mock.set('GET /api/customer/order/ord-1', answer(onTheWay));
      act(() => source.emit('notification', arrival('ord-2', 'charging')));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(fetched()).toBe(before);
      expect(screen.getByText('Assigned', { selector: '[data-state]' })).toBeInTheDocument();

      act(() => source.emit('notification', arrival('ord-1', 'on_the_way_to_pickup')));
      expect(await screen.findByText('On the way to pickup', { selector: 'span[data-state]' })).toBeInTheDocument();
      expect(fetched()).toBe(before + 1);
      expect(actionNames()).toEqual(['Contact manager']);
    });

    it('each fix of the car refetches the order: "arrives in about N min" (approximate) moves live; another order’s fix leaves it alone', async () => {
      const onTheWay = orderFixture({ state: 'on_the_way_to_pickup', driver: DRIVER, eta: { minutes: 12, at: '2026-03-05T13:42:00.000Z' } });
      const mock = api(onTheWay);
      await renderProfile('/orders/ord-1');
      expect(await screen.findByTestId('order-eta')).toHaveTextContent('arrives in about 12 min (approximate, from the driver’s last position)');
      const source = FakeEventSource.last!;
      const fetched = () => mock.calls('GET /api/customer/order/ord-1').length;
      const before = fetched();
      const fix = (order_id: string) => ({ order_id, lat: 51.23, lng: 6.79, accuracy: 8, recorded_at: '2026-03-05T13:35:00.000Z' });
      act(() => source.emit('position', fix('ord-2')));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(fetched()).toBe(before);

      mock.set('GET /api/customer/order/ord-1', answer({ ...onTheWay, eta: { minutes: 4, at: '2026-03-05T13:39:00.000Z' } }));
      act(() => source.emit('position', fix('ord-1')));
      await waitFor(() => expect(screen.getByTestId('order-eta')).toHaveTextContent('arrives in about 4 min'));
      expect(fetched()).toBe(before + 1);
    });
  });
});
