import { screen, waitFor, within } from '@testing-library/react';
import type { Order } from '@chargevalet/contract';
import { mockApi, orderFixture } from '@chargevalet/platform/testing';
import { DRIVER, renderManager } from '../../testing/harness';

const answer = (order: Order) => ({ status: 200, body: { data: order } });
const CONFIG = { 'GET /api/config': { status: 200, body: { data: { google_maps_api_key: null } } } };

function api(order: Order, extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({ ...CONFIG, [`GET /api/manager/order/${order.id}`]: answer(order), ...extra });
}

const actionNames = () => within(screen.getByRole('region', { name: 'Order actions' })).queryAllByRole('button').map((b) => b.textContent);

describe('OrderDetailsPage (/orders/{id})', () => {
  it('title, back link, number, badge, driver, address card without a Maps key, sections with costs, history', async () => {
    const order = orderFixture({ state: 'charging', driver: DRIVER, station_address: { street: 'Ladepark Nord', latitude: 51.27, longitude: 6.76 } });
    api(order);
    await renderManager('/orders/ord-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Orders Details' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Back to orders' })).toHaveAttribute('href', '/orders');
    expect(await screen.findByRole('heading', { level: 2, name: 'Order number CV-7K4Q2M' })).toBeInTheDocument();
    expect(screen.getByText('Charging', { selector: '[data-state]' })).toHaveAttribute('data-palette', 'orange');
    const driver = screen.getByRole('region', { name: 'Driver' });
    expect(within(driver).getByText('Dora Driver')).toBeInTheDocument();
    expect(within(driver).getByRole('link', { name: 'Call Dora Driver: +49 211 111111' })).toHaveAttribute('href', 'tel:+49 211 111111');
    expect(within(await screen.findByTestId('order-address-card')).getAllByRole('link').map((a) => a.textContent)).toEqual([
      'Kaiserstraße 5, 40479 Düsseldorf',
      'Ladepark Nord',
    ]);
    for (const name of ['Car details', 'Order details', 'Pickup and return', 'Customer details', 'Estimation costs', 'Actual costs', 'Status history'])
      expect(screen.getByRole('region', { name })).toBeInTheDocument();
    expect(document.title).toBe('Order CV-7K4Q2M – ChargeValet');
  });

  it('the car on the way: "Car last seen at HH:MM" with a map-app link on the address card (the order\'s position)', async () => {
    const order = orderFixture({ state: 'on_the_way_to_return', driver: DRIVER, can_cancel: false });
    const position = { order_id: order.id, lat: 51.23, lng: 6.79, accuracy: 8, recorded_at: '2026-11-23T13:05:00.000Z' };
    api(order, { [`GET /api/manager/order/${order.id}/position`]: { status: 200, body: { data: position } } });
    await renderManager('/orders/ord-1');
    const car = await screen.findByTestId('order-car');
    expect(within(car).getByRole('link', { name: 'Car last seen at 14:05' })).toHaveAttribute('href', expect.stringContaining('51.23%2C6.79'));
  });

  it('shows the handover records (the shared section the customer sees too)', async () => {
    const order = orderFixture({ state: 'returned', driver: DRIVER, can_cancel: false });
    const record = {
      id: 'h-2', kind: 'return' as const, mileage: 42180, charge_level: 80, notes: '',
      photos: [{ id: 'p2', url: '/api/handover-photo/p2', width: 1600, height: 1200 }],
      recorded_at: '2026-03-05T17:35:00.000Z', recorded_by: { id: 'drv-1', name: 'Dora Driver' },
    };
    api(order, { [`GET /api/manager/order/${order.id}/handovers`]: { status: 200, body: { data: [record] } } });
    await renderManager('/orders/ord-1');
    const records = await screen.findByRole('region', { name: 'Handover records' });
    expect(within(records).getByRole('region', { name: 'Return record' })).toHaveTextContent('42180 km · 80 %');
  });

  it.each([
    ['created, no driver, can cancel', orderFixture(), ['Assign driver', 'Cancel order']],
    ['assigned, can cancel', orderFixture({ state: 'assigned', driver: DRIVER }), ['Change status', 'Reassign driver', 'Cancel order']],
    ['charging, cannot cancel', orderFixture({ state: 'charging', driver: DRIVER, can_cancel: false }), ['Change status', 'Reassign driver']],
    ['returned', orderFixture({ state: 'returned', driver: DRIVER, can_cancel: false }), ['Change status']],
    ['pending_payment', orderFixture({ state: 'pending_payment', driver: DRIVER, can_cancel: false }), []],
    ['paid', orderFixture({ state: 'paid', driver: DRIVER, can_cancel: false }), []],
    ['cancelled', orderFixture({ state: 'cancelled', can_cancel: false }), []],
  ])('SPEC §4 actions: %s', async (_, order, expected) => {
    api(order);
    await renderManager('/orders/ord-1');
    await screen.findByRole('heading', { level: 2, name: /CV-7K4Q2M/ });
    expect(actionNames()).toEqual(expected);
  });

  it('an unknown order goes to the orders list', async () => {
    mockApi({ ...CONFIG, 'GET /api/manager/orders': { status: 200, body: { data: [], meta: { page: 1, pageSize: 10, total: 0, total_capped: false } } } });
    const { location } = await renderManager('/orders/nope');
    await waitFor(() => expect(location()).toBe('/orders'));
  });

  it('German texts', async () => {
    api(orderFixture());
    await renderManager('/orders/ord-1', 'de');
    expect(screen.getByRole('heading', { level: 1, name: 'Auftragsdetails' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Fahrer zuweisen' })).toBeInTheDocument();
    expect(screen.getByText('Noch kein Fahrer zugewiesen')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Geschätzte Kosten' })).toHaveTextContent('65,00 €');
  });
});

describe('Change status modal (SPEC §4)', () => {
  it('offers the current state plus the allowed ones without cancelled; Continue disabled while unchanged; success toast', async () => {
    const order = orderFixture({ state: 'assigned', driver: DRIVER });
    const mock = api(order, {
      'GET /api/manager/order/allowed-statuses/ord-1': { status: 200, body: { states: ['on_the_way_to_pickup', 'cancelled'] } },
      'POST /api/manager/order/status/ord-1': answer({ ...order, state: 'on_the_way_to_pickup' }),
    });
    const { user } = await renderManager('/orders/ord-1');
    await user.click(await screen.findByRole('button', { name: 'Change status' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change order status' });
    const select = await within(dialog).findByRole('combobox', { name: 'New status' });
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['Assigned (current)', 'On the way to pickup']);
    const next = within(dialog).getByRole('button', { name: 'Continue' });
    expect(next).toBeDisabled();
    expect(within(dialog).queryByLabelText(/Service cost/)).not.toBeInTheDocument();
    await user.selectOptions(select, 'on_the_way_to_pickup');
    expect(next).toBeEnabled();
    await user.click(next);
    expect(await screen.findByText('Order status successfully changed')).toBeInTheDocument();
    expect(mock.calls('POST /api/manager/order/status/ord-1')).toEqual([{ status: 'on_the_way_to_pickup', expected_state: 'assigned' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('On the way to pickup', { selector: '[data-state]' })).toBeInTheDocument();
    // Focus is back on the button that opened the dialog (the next change starts there), not on <body>.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Change status' })).toHaveFocus());
  });

  it('pending_payment needs both costs (euro, comma or point); no_charge disables them', async () => {
    const order = orderFixture({ state: 'returned', driver: DRIVER, can_cancel: false });
    const mock = api(order, {
      'GET /api/manager/order/allowed-statuses/ord-1': { status: 200, body: { states: ['pending_payment', 'no_charge'] } },
      'POST /api/manager/order/status/ord-1': answer({ ...order, state: 'paid', service_total: 5250, electricity_total: 1200, grand_total: 6450 }),
    });
    const { user } = await renderManager('/orders/ord-1', 'de');
    await user.click(await screen.findByRole('button', { name: 'Status ändern' }));
    const dialog = await screen.findByRole('dialog', { name: 'Auftragsstatus ändern' });
    const select = await within(dialog).findByRole('combobox', { name: 'Neuer Status' });
    await user.selectOptions(select, 'no_charge');
    expect(within(dialog).getByLabelText(/Servicekosten/)).toBeDisabled();
    expect(within(dialog).getByLabelText(/Stromkosten/)).toBeDisabled();
    await user.selectOptions(select, 'pending_payment');
    await user.click(within(dialog).getByRole('button', { name: 'Weiter' }));
    expect(await within(dialog).findByText('Bitte gib die Servicekosten ein')).toBeInTheDocument();
    expect(within(dialog).getByText('Bitte gib die Stromkosten ein')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Servicekosten/), '52,505');
    await user.type(within(dialog).getByLabelText(/Stromkosten/), '12');
    await user.click(within(dialog).getByRole('button', { name: 'Weiter' }));
    expect(await within(dialog).findByText(/höchstens zwei Nachkommastellen/)).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText(/Servicekosten/));
    await user.type(within(dialog).getByLabelText(/Servicekosten/), '52,50');
    await user.click(within(dialog).getByRole('button', { name: 'Weiter' }));
    expect(await screen.findByText('Auftragsstatus erfolgreich geändert')).toBeInTheDocument();
    expect(mock.calls('POST /api/manager/order/status/ord-1')).toEqual([{ status: 'pending_payment', service_cost: 52.5, electricity_cost: 12, expected_state: 'returned' }]);
    expect(await screen.findByText('Bezahlt', { selector: '[data-state]' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Tatsächliche Kosten' })).toHaveTextContent('64,50 €');
  });

  it("a refused change toasts 'Unable to change order status' with the server's message", async () => {
    const order = orderFixture({ state: 'assigned', driver: DRIVER });
    api(order, {
      'GET /api/manager/order/allowed-statuses/ord-1': { status: 200, body: { states: ['on_the_way_to_pickup'] } },
      'POST /api/manager/order/status/ord-1': { status: 422, body: { message: 'The order cannot be moved from its current status to this one', errors: {} } },
    });
    const { user } = await renderManager('/orders/ord-1');
    await user.click(await screen.findByRole('button', { name: 'Change status' }));
    await user.selectOptions(await screen.findByRole('combobox', { name: 'New status' }), 'on_the_way_to_pickup');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Unable to change order status')).toBeInTheDocument();
    expect(screen.getByText('The order cannot be moved from its current status to this one')).toBeInTheDocument();
  });
});

describe('Assign / Reassign modal (SPEC §4, §8)', () => {
  const suggestions = {
    status: 200,
    body: {
      data: [
        { id: 'drv-2', name: 'Bert Best', phone: null, email: 'b@x.test', bookings_that_day: 0, distance_km: 1.24 },
        { id: 'drv-3', name: 'Carla Second', phone: null, email: 'c@x.test', bookings_that_day: 2, distance_km: null },
      ],
    },
  };

  it('preselects the first suggestion, assigns and shows the success panel', async () => {
    const order = orderFixture();
    const mock = api(order, {
      'GET /api/manager/order/ord-1/driver-suggestions': suggestions,
      'POST /api/manager/order/ord-1/assign/driver/drv-2': answer({ ...order, state: 'assigned', driver: { id: 'drv-2', name: 'Bert Best', phone: null } }),
    });
    const { user } = await renderManager('/orders/ord-1');
    await user.click(await screen.findByRole('button', { name: 'Assign driver' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign driver to order' });
    expect(await within(dialog).findByRole('radio', { name: /Bert Best/ })).toBeChecked();
    expect(within(dialog).getByText('0 bookings that day · 1.2 km from the previous drop-off')).toBeInTheDocument();
    // Each card shows the platform's focus ring around it (data-focus-card); "selected" is its border and tint, not a ring.
    const cards = [...dialog.querySelectorAll('[data-focus-card]')];
    expect(cards).toHaveLength(2);
    expect(cards.map((card) => card.hasAttribute('data-selected'))).toEqual([true, false]);
    expect(cards[0]).toHaveStyle({ background: 'var(--chakra-colors-brand-subtle)' });
    expect(cards[1]).not.toHaveStyle({ background: 'var(--chakra-colors-brand-subtle)' });
    // The live region is there, empty, before the result goes in.
    const status = within(dialog).getByRole('status');
    expect(status).toBeEmptyDOMElement();
    await user.click(within(dialog).getByRole('button', { name: 'Assign' }));
    expect(await screen.findByRole('dialog', { name: 'Order assigned successfully' })).toHaveTextContent('Order CV-7K4Q2M is now with Bert Best.');
    expect(status).toBeInTheDocument();
    expect(status).toHaveTextContent('Order CV-7K4Q2M is now with Bert Best.');
    // The form (and its button) went: focus is on the result, not on <body>.
    await waitFor(() => expect(status).toHaveFocus());
    expect(mock.calls('POST /api/manager/order/ord-1/assign/driver/drv-2')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(await screen.findByText('Assigned', { selector: '[data-state]' })).toBeInTheDocument();
    // Closed: focus is not left on <body> (the opener, now "Reassign driver", or the page's heading has it).
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(document.activeElement).not.toBe(document.body));
  });

  it("reassigning: the fail panel shows the server's text, or assignFailMessage without one; back to the form", async () => {
    const order = orderFixture({ state: 'assigned', driver: { id: 'drv-2', name: 'Bert Best', phone: null } });
    api(order, {
      'GET /api/manager/order/ord-1/driver-suggestions': suggestions,
      'POST /api/manager/order/ord-1/reassign/driver/drv-3': [
        { status: 200, body: { status: 'failed', code: 'driver_booked', error: 'The driver is already booked at the pickup or return time' } },
        { status: 500, body: {} },
      ],
    });
    const { user } = await renderManager('/orders/ord-1');
    await user.click(await screen.findByRole('button', { name: 'Reassign driver' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reassign driver' });
    // The current driver cannot be chosen again: the next suggestion is preselected.
    expect(await within(dialog).findByRole('radio', { name: /Carla Second/ })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: /Bert Best/ })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Reassign' }));
    const fail = await screen.findByRole('alertdialog', { name: 'Order not reassigned' });
    expect(fail).toHaveTextContent('The driver is already booked at the pickup or return time');
    await waitFor(() => expect(within(fail).getByRole('status')).toHaveFocus());
    await user.click(within(fail).getByRole('button', { name: 'Choose another driver' }));
    await user.click(await screen.findByRole('button', { name: 'Reassign' }));
    expect(await screen.findByRole('alertdialog', { name: 'Order not reassigned' }, { timeout: 15_000 })).toHaveTextContent('The driver could not be assigned to this order.');
  });
});

describe('Cancel (SPEC §4, §8)', () => {
  it("asks first; cancelling toasts 'Order successfully canceled' and goes back", async () => {
    const order = orderFixture();
    const mock = api(order, {
      'POST /api/manager/order/status/ord-1': answer({ ...order, state: 'cancelled', can_cancel: false }),
      'GET /api/manager/orders': { status: 200, body: { data: [], meta: { page: 1, pageSize: 10, total: 0, total_capped: false } } },
    });
    const { user, location } = await renderManager('/orders/ord-1');
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel order' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep order' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(mock.calls('POST /api/manager/order/status/ord-1')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes, cancel order' }));
    expect(await screen.findByText('Order successfully canceled')).toBeInTheDocument();
    expect(mock.calls('POST /api/manager/order/status/ord-1')).toEqual([{ status: 'cancelled', expected_state: 'created' }]);
    await waitFor(() => expect(location()).toBe('/orders'));
  });

  it("a failed cancel toasts 'Error' with the message", async () => {
    api(orderFixture(), { 'POST /api/manager/order/status/ord-1': { status: 422, body: { message: 'An order can be cancelled until 60 minutes before the pickup' } } });
    const { user } = await renderManager('/orders/ord-1');
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes, cancel order' }));
    expect(await screen.findByText('An order can be cancelled until 60 minutes before the pickup')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
  });
});
