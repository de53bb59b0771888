import { screen, waitFor, within } from '@testing-library/react';
import type { Order } from '@chargevalet/contract';
import { mockApi, orderFixture } from '@chargevalet/platform/testing';
import { page, renderProfile } from '../../testing/harness';
import { resetOpenAmountCompletions } from './OpenAmountBlock';

const answer = (order: Order) => ({ status: 200, body: { data: order } });
const unpaid = orderFixture({ state: 'unpaid', grand_total: 7900, service_total: 5000, electricity_total: 2900, paid_total: 7000, open_amount: 900 });
const paid = { ...unpaid, state: 'paid' as const, paid_total: 7900, open_amount: 0 };
const CHECKOUT = { status: 201, body: { data: { provider: 'sandbox', session_id: 'cs_1', client_secret: 'sec_1', amount: 900 } } };

function api(order: Order, extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/config': { status: 200, body: { data: { google_maps_api_key: null } } },
    'GET /api/customer/active-orders': { status: 200, body: { data: [] } },
    'GET /api/customer/orders': page([]),
    [`GET /api/customer/order/${order.id}`]: answer(order),
    [`GET /api/customer/order/${order.id}/handovers`]: { status: 200, body: { data: [] } },
    'GET /api/payment/config': { status: 200, body: { provider: 'sandbox', publishable_key: null } },
    ...extra,
  });
}

/** MM/YY two years ahead (the dialog checks the expiry against the browser's clock). */
const expiry = () => {
  const date = new Date();
  return `${String(date.getMonth() + 1).padStart(2, '0')}${String((date.getFullYear() + 2) % 100).padStart(2, '0')}`;
};

beforeEach(() => resetOpenAmountCompletions());

/** The open amount of an unpaid order on the customer's order page (issue 30). */
describe('OpenAmountBlock', () => {
  it.each([
    ['en', 'Open amount', '€9.00', 'Pay €9.00', { card: /Card number/, expiry: /Expiry/, cvc: /CVC/ }, 'Amount to pay', 'Thank you, the order is paid'],
    ['de', 'Offener Betrag', /^9,00\s€$/, /^9,00\s€ bezahlen$/, { card: /Kartennummer/, expiry: /Gültig bis/, cvc: /Prüfnummer/ }, 'Zu zahlender Betrag', 'Danke, der Auftrag ist bezahlt'],
  ] as const)('%s: shows the amount with a pay button; the sandbox checkout pays it and the order shows paid', async (locale, title, amount, pay, labels, dialogAmount, paidTitle) => {
    const mock = api(unpaid, {
      'POST /api/customer/order/ord-1/open-amount/checkout': CHECKOUT,
      'POST /api/payment/sandbox/cs_1/pay': { status: 200, body: { data: { session_id: 'cs_1', status: 'authorized' } } },
      'POST /api/customer/order/ord-1/open-amount/complete': answer(paid),
    });
    const { user } = await renderProfile('/orders/ord-1', locale);
    const block = await screen.findByRole('region', { name: title });
    expect(within(block).getByTestId('open-amount-value').textContent).toMatch(amount);
    await user.click(within(block).getByRole('button', { name: pay }));
    const dialog = await screen.findByTestId('sandbox-checkout');
    expect(dialog).toHaveTextContent(dialogAmount);
    await user.type(within(dialog).getByLabelText(labels.card), '4242424242424242');
    await user.type(within(dialog).getByLabelText(labels.expiry), expiry());
    await user.type(within(dialog).getByLabelText(labels.cvc), '123');
    await user.click(within(dialog).getByRole('button', { name: pay }));
    expect(await screen.findByTestId('open-amount-paid')).toHaveTextContent(paidTitle);
    expect(mock.calls('POST /api/customer/order/ord-1/open-amount/complete')).toEqual([{ session_id: 'cs_1' }]);
    expect(screen.queryByRole('region', { name: title })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByText(locale === 'en' ? 'Paid' : 'Bezahlt', { selector: '[data-state]' })).toBeInTheDocument());
  });

  it('back from Stripe (?session_id=): completes that checkout once, shows paid and drops the parameter', async () => {
    const mock = api(unpaid, { 'POST /api/customer/order/ord-1/open-amount/complete': answer(paid) });
    const { location } = await renderProfile('/orders/ord-1?session_id=cs_live_9');
    expect(await screen.findByTestId('open-amount-paid')).toHaveTextContent('Thank you, the order is paid');
    expect(mock.calls('POST /api/customer/order/ord-1/open-amount/complete')).toEqual([{ session_id: 'cs_live_9' }]);
    await waitFor(() => expect(location()).toBe('/orders/ord-1'));
  });

  it('Stripe: the pay button opens the Embedded Checkout with the session of the open amount', async () => {
    api(unpaid, {
      'GET /api/payment/config': { status: 200, body: { provider: 'stripe', publishable_key: 'pk_test_1' } },
      'POST /api/customer/order/ord-1/open-amount/checkout': { status: 201, body: { data: { provider: 'stripe', session_id: 'cs_s', client_secret: 'cs_s_secret', amount: 900 } } },
    });
    const { user } = await renderProfile('/orders/ord-1');
    await user.click(await screen.findByRole('button', { name: 'Pay €9.00' }));
    expect(await screen.findByTestId('stripe-checkout')).toBeInTheDocument();
  });

  it('a declined payment: the server message, the amount stays open', async () => {
    const message = 'The payment was declined';
    api(unpaid, {
      'POST /api/customer/order/ord-1/open-amount/checkout': CHECKOUT,
      'POST /api/payment/sandbox/cs_1/pay': { status: 200, body: { data: { session_id: 'cs_1', status: 'declined' } } },
      'POST /api/customer/order/ord-1/open-amount/complete': { status: 422, body: { message, errors: { session_id: [message] } } },
    });
    const { user } = await renderProfile('/orders/ord-1');
    await user.click(await screen.findByRole('button', { name: 'Pay €9.00' }));
    const dialog = await screen.findByTestId('sandbox-checkout');
    await user.type(within(dialog).getByLabelText(/Card number/), '4000000000000002');
    await user.type(within(dialog).getByLabelText(/Expiry/), expiry());
    await user.type(within(dialog).getByLabelText(/CVC/), '123');
    await user.click(within(dialog).getByRole('button', { name: 'Pay €9.00' }));
    expect(await within(screen.getByRole('region', { name: 'Open amount' })).findByRole('alert')).toHaveTextContent(message);
  });

  it('nothing open: no block', async () => {
    api(paid);
    await renderProfile('/orders/ord-1');
    expect(await screen.findByRole('heading', { level: 2, name: /CV-7K4Q2M/ })).toBeInTheDocument();
    expect(screen.queryByTestId('open-amount')).not.toBeInTheDocument();
  });
});
