import { screen, waitFor, within } from '@testing-library/react';
import type { Order } from '@chargevalet/contract';
import { mockApi, orderFixture } from '@chargevalet/platform/testing';
import { renderManager, solidPalette } from '../testing/harness';

const titles = (en: string, de: string) => ({ en: { title: en }, de: { title: de } });
const LEVELS = [
  { id: 2, title: '40 %', battery_percent: 40, translations: titles('40 %', '40 %') },
  { id: 6, title: '80 %', battery_percent: 80, translations: titles('80 %', '80 %') },
];
const UPDATE = 'POST /api/manager/order/ord-1/update';
const ESTIMATE = 'POST /api/manager/order/ord-1/price-estimate';

function api(order: Order, extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/config': { status: 200, body: { data: { google_maps_api_key: null } } },
    [`GET /api/manager/order/${order.id}`]: { status: 200, body: { data: order } },
    'GET /api/charging-levels': { status: 200, body: { data: LEVELS } },
    ...extra,
  });
}

const ORDER = orderFixture({ updated_at: '2026-03-05T08:00:00.000Z' });
const save = () => screen.getByRole('button', { name: 'Save changes' });

describe('OrderEditPage (/orders/{id}/edit)', () => {
  it('shows the six sections; package, return type, slots, phone, e-mail and the grand total are disabled; Save only with changes', async () => {
    api(ORDER);
    const { user } = await renderManager('/orders/ord-1/edit');
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit order' })).toBeInTheDocument();
    const plate = await screen.findByRole('textbox', { name: /Licence plate/ });
    expect(plate).toHaveValue('D AB 123');
    for (const name of ['Car details', 'Order details', 'Pickup and return', 'Customer details', 'Estimation costs', 'Actual costs'])
      expect(screen.getByRole('region', { name })).toBeInTheDocument();
    for (const name of ['Package', 'Return type', 'Pickup time', 'Return time', 'Phone', 'E-mail', 'Total'])
      expect(screen.getAllByRole('textbox', { name: new RegExp(`^${name}`) }).at(-1)).toBeDisabled();
    // the name split in two for editing
    expect(screen.getByRole('textbox', { name: /First name/ })).toHaveValue('Erika');
    expect(screen.getByRole('textbox', { name: /Last name/ })).toHaveValue('Muster');
    expect(save()).toBeDisabled();
    await user.type(plate, '4');
    expect(save()).toBeEnabled();
    // white on green.600 is 3.3:1 (axe: color-contrast in the journey); the brand's solid keeps 4.5:1
    expect(solidPalette(save())).toBe('var(--chakra-colors-brand-solid)');
    expect(screen.getByText('You have unsaved changes.')).toBeInTheDocument();
    expect(document.title).toBe('Edit order CV-7K4Q2M – ChargeValet');
  });

  it("saves the name joined with a space and the costs in cents, toasts 'Done' and goes back to the order", async () => {
    const mock = api(ORDER, { [UPDATE]: { status: 200, body: { data: { ...ORDER, customer: { ...ORDER.customer, lastname: 'Muster-Neu', name: 'Erika Muster-Neu' } } } } });
    const { user, location } = await renderManager('/orders/ord-1/edit');
    const last = await screen.findByRole('textbox', { name: /Last name/ });
    await user.clear(last);
    await user.type(last, 'Muster-Neu');
    await user.type(screen.getByRole('textbox', { name: /Service \(€\)/ }), '49,90');
    await user.type(screen.getByRole('textbox', { name: /Electricity \(€\)/ }), '15');
    expect(screen.getByTestId('actual-total')).toHaveValue('€64.90');
    await user.click(save());
    await waitFor(() => expect(location()).toBe('/orders/ord-1'));
    expect(mock.calls(UPDATE)[0]).toMatchObject({
      customer: { name: 'Erika Muster-Neu' },
      package_id: 1,
      service_total: 4990,
      electricity_total: 1500,
      grand_total: 6490,
      expected_state: 'created',
      expected_updated_at: '2026-03-05T08:00:00.000Z',
      // the street as it was: its coordinates stay
      pickup_address: { street: 'Königsallee 1, 40212 Düsseldorf', latitude: 51.2249, longitude: 6.7794, zip_code: '40212' },
    });
    expect(await screen.findByText('Done')).toBeInTheDocument();
    expect(screen.getByText('Order details successfully updated')).toBeInTheDocument();
  });

  it('a 422 keeps the form with the messages on their fields; another failure toasts Error', async () => {
    const mock = api(ORDER, {
      [UPDATE]: [
        { status: 422, body: { message: 'The given data was invalid.', errors: { 'pickup_address.zip_code': ['Sorry, the specified address does not apply to Dusseldorf'], 'customer.name': ['Bad name'] } } },
        { status: 500, body: { message: 'Server error' } },
      ],
    });
    const { user, location } = await renderManager('/orders/ord-1/edit');
    const street = await screen.findByRole('textbox', { name: /^Pickup address\s*\*?$/ });
    await user.clear(street);
    await user.type(street, 'Unter den Linden 1, 10117 Berlin');
    await user.clear(screen.getByRole('textbox', { name: /Pickup address: Postcode/ }));
    await user.type(screen.getByRole('textbox', { name: /Pickup address: Postcode/ }), '10117');
    await user.click(save());
    expect(await screen.findByText('Sorry, the specified address does not apply to Dusseldorf')).toBeInTheDocument();
    expect(screen.getByText('Bad name')).toBeInTheDocument();
    expect(location()).toBe('/orders/ord-1/edit');
    // a changed street goes without the old coordinates (the server places it by its postcode)
    expect(mock.calls(UPDATE)[0]).toMatchObject({ pickup_address: { street: 'Unter den Linden 1, 10117 Berlin', zip_code: '10117', latitude: null, longitude: null } });
    await user.click(save());
    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(screen.getByText('Server error')).toBeInTheDocument();
    expect(location()).toBe('/orders/ord-1/edit');
  });

  it('a 409 (someone changed the order meanwhile) toasts the message and shows the order as it is now', async () => {
    const now = { ...ORDER, car: { ...ORDER.car, color: 'Rot' }, updated_at: '2026-03-05T09:00:00.000Z' };
    api(ORDER, { [UPDATE]: { status: 409, body: { message: 'The order was changed in the meantime. Please check its current status', data: now } } });
    const { user, location } = await renderManager('/orders/ord-1/edit');
    await user.type(await screen.findByRole('textbox', { name: /Model/ }), 'X');
    await user.click(save());
    expect(await screen.findByText('The order was changed in the meantime. Please check its current status')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Colour/ })).toHaveValue('Rot'));
    expect(screen.getByRole('textbox', { name: /Model/ })).toHaveValue('ID.3');
    expect(location()).toBe('/orders/ord-1/edit');
  });

  it('a paid order: the money fields are disabled with the refund hint; a 409 money_locked toasts its message', async () => {
    const paid = { ...ORDER, state: 'paid' as const, service_total: 4990, electricity_total: 1500, grand_total: 6490 };
    const mock = api(paid, {
      [UPDATE]: { status: 409, body: { message: 'The amounts of a paid order cannot be changed: refund instead', code: 'money_locked', fields: ['service_total'], data: paid } },
    });
    const { user } = await renderManager('/orders/ord-1/edit');
    const service = await screen.findByRole('textbox', { name: /Service \(€\)/ });
    expect(service).toBeDisabled();
    expect(screen.getByRole('textbox', { name: /Electricity \(€\)/ })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: /Charging level/ })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: /Car type/ })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Fuel card' })).toBeDisabled();
    expect(screen.getAllByText('Charged: the amounts stay; correct them with a refund').length).toBeGreaterThan(0);
    // the other fields still save
    await user.type(screen.getByRole('textbox', { name: /Model/ }), 'X');
    await user.click(save());
    expect(await screen.findByText('The amounts of a paid order cannot be changed: refund instead')).toBeInTheDocument();
    expect(mock.calls(UPDATE)[0]).toMatchObject({ service_total: 4990, electricity_total: 1500, grand_total: 6490 });
  });

  it('checks the fields in the browser with the contract schema before sending', async () => {
    const mock = api(ORDER);
    const { user } = await renderManager('/orders/ord-1/edit');
    const plate = await screen.findByRole('textbox', { name: /Licence plate/ });
    await user.clear(plate);
    await user.type(plate, 'X');
    await user.click(save());
    expect(await screen.findByText('License plate number consists of a minimum of 3 and a maximum of 15 characters')).toBeInTheDocument();
    expect(mock.calls(UPDATE)).toHaveLength(0);
  });

  it('shows the live estimate for a changed charging level or fuel card', async () => {
    const mock = api(ORDER, { [ESTIMATE]: { status: 200, body: { data: { service_total: 4990, electricity_total: 0, grand_total: 4990 } } } });
    const { user } = await renderManager('/orders/ord-1/edit');
    const estimate = await screen.findByRole('region', { name: 'Estimation costs' });
    expect(within(estimate).getByTestId('estimate-total')).toHaveTextContent('€65.00');
    await user.click(screen.getByRole('checkbox', { name: 'Fuel card' }));
    await waitFor(() => expect(within(estimate).getByTestId('estimate-total')).toHaveTextContent('€49.90'));
    expect(mock.calls(ESTIMATE)).toEqual([{ package_id: 1, charging_level_id: 6, is_wash_car: true, is_use_fuel_card: true }]);
    await user.selectOptions(screen.getByRole('combobox', { name: /Charging level/ }), '2');
    await waitFor(() => expect(mock.calls(ESTIMATE)).toHaveLength(2));
    expect(mock.calls(ESTIMATE)[1]).toMatchObject({ charging_level_id: 2 });
  });

  it('a free order: the actual costs cannot be entered', async () => {
    api(orderFixture({ is_free: true, service_total: 0, electricity_total: 0, grand_total: 0 }));
    await renderManager('/orders/ord-1/edit');
    expect(await screen.findByRole('textbox', { name: /Service \(€\)/ })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: /Electricity \(€\)/ })).toBeDisabled();
    expect(screen.getAllByText('A free order has no costs to enter')).toHaveLength(2);
  });

  it('leaving with unsaved changes asks first; Keep editing stays, Discard and leave goes', async () => {
    api(ORDER);
    const { user, location } = await renderManager('/orders/ord-1/edit');
    await user.type(await screen.findByRole('textbox', { name: /Brand/ }), 'X');
    await user.click(screen.getByRole('link', { name: '← Back to the order' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Unsaved changes' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    expect(location()).toBe('/orders/ord-1/edit');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Unsaved changes' })).getByRole('button', { name: 'Discard and leave' }));
    await waitFor(() => expect(location()).toBe('/orders/ord-1'));
  });

  it('German texts; the order details page links here', async () => {
    api(ORDER);
    const { user, location } = await renderManager('/orders/ord-1', 'de');
    await user.click(await screen.findByRole('link', { name: 'Bearbeiten' }));
    await waitFor(() => expect(location()).toBe('/orders/ord-1/edit'));
    expect(screen.getByRole('heading', { level: 1, name: 'Auftrag bearbeiten' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Änderungen speichern' })).toBeDisabled();
    expect(screen.getByRole('region', { name: 'Geschätzte Kosten' })).toBeInTheDocument();
  });
});
