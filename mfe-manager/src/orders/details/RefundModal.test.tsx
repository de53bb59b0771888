import { screen, waitFor, within } from '@testing-library/react';
import type { Order } from '@chargevalet/contract';
import { mockApi, orderFixture } from '@chargevalet/platform/testing';
import { DRIVER, renderManager } from '../../testing/harness';

const REFUND = 'POST /api/manager/order/ord-1/refund';
const PAID: Order = orderFixture({ state: 'paid', driver: DRIVER, can_cancel: false, service_total: 5000, electricity_total: 1450, grand_total: 6450, paid_total: 6450, refunded_total: 1000 });

function setUp(answer: { status: number; body: unknown }) {
  return mockApi({
    'GET /api/config': { status: 200, body: { data: { google_maps_api_key: null } } },
    'GET /api/manager/order/ord-1': { status: 200, body: { data: PAID } },
    [REFUND]: answer,
  });
}

describe('RefundModal (issue 30)', () => {
  it('a paid order: the amounts in view, at most what is left, a reason; sent in cents with an idempotency key', async () => {
    const refunded = { ...PAID, refunded_total: 3000, credit_notes: [{ number: 'GS-2026-000001', amount: 2000, issued_at: '2026-11-23T07:00:00.000Z' }] };
    const mock = setUp({ status: 200, body: { data: refunded } });
    const { user } = await renderManager('/orders/ord-1');
    await user.click(await screen.findByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund' });
    expect(dialog).toHaveTextContent('Paid €64.50, refunded so far €10.00: at most €54.50 can be refunded.');
    await user.type(within(dialog).getByLabelText(/Amount to refund/), '54,51');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await within(dialog).findByText('At most €54.50 can still be refunded')).toBeInTheDocument();
    expect(within(dialog).getByText('Please give a reason (at least 3 characters)')).toBeInTheDocument();
    expect(mock.calls(REFUND)).toHaveLength(0);
    await user.clear(within(dialog).getByLabelText(/Amount to refund/));
    await user.type(within(dialog).getByLabelText(/Amount to refund/), '20');
    await user.type(within(dialog).getByLabelText(/Reason/), 'Car wash skipped');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText('€20.00 refunded; the customer receives the credit note')).toBeInTheDocument();
    expect(mock.calls(REFUND)).toEqual([{ amount: 2000, reason: 'Car wash skipped' }]);
    const headers = (mock.fetch.mock.calls.find(([url]) => String(url).endsWith('/refund'))![1] as RequestInit).headers as Record<string, string>;
    expect(headers['idempotency-key']).toMatch(/^[A-Za-z0-9_-]{8,128}$/);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // the page shows the refunded order: nothing left beyond 34.50 €
    await user.click(screen.getByRole('button', { name: 'Refund' }));
    expect(await screen.findByRole('dialog', { name: 'Refund' })).toHaveTextContent('at most €34.50 can be refunded.');
  });

  it("the provider's refusal toasts the server's message and keeps the dialog (German)", async () => {
    setUp({ status: 502, body: { message: 'Der Zahlungsanbieter hat die Erstattung nicht ausgeführt.' } });
    const { user } = await renderManager('/orders/ord-1', 'de');
    await user.click(await screen.findByRole('button', { name: 'Erstatten' }));
    const dialog = await screen.findByRole('dialog', { name: 'Erstatten' });
    await user.type(within(dialog).getByLabelText(/Zu erstattender Betrag/), '5');
    await user.type(within(dialog).getByLabelText(/Grund/), 'Kulanz');
    await user.click(within(dialog).getByRole('button', { name: 'Erstatten' }));
    expect(await screen.findByText('Erstattung nicht möglich')).toBeInTheDocument();
    expect(screen.getByText('Der Zahlungsanbieter hat die Erstattung nicht ausgeführt.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Erstatten' })).toBeInTheDocument();
  });

  it('an unpaid order: no Refund, but "Resend payment link" (202: its message toasted)', async () => {
    const mock = mockApi({
      'GET /api/config': { status: 200, body: { data: { google_maps_api_key: null } } },
      'GET /api/manager/order/ord-1': { status: 200, body: { data: { ...PAID, state: 'unpaid', paid_total: 5000, refunded_total: 0, open_amount: 1450 } } },
      'POST /api/manager/order/ord-1/payment-link': { status: 202, body: { message: 'The payment link was sent to the customer' } },
    });
    const { user } = await renderManager('/orders/ord-1');
    await user.click(await screen.findByRole('button', { name: 'Resend payment link' }));
    expect(await screen.findByText('The payment link was sent to the customer')).toBeInTheDocument();
    expect(mock.calls('POST /api/manager/order/ord-1/payment-link')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Refund' })).not.toBeInTheDocument();
  });

  it('no Refund for an order not paid or fully refunded', async () => {
    mockApi({
      'GET /api/config': { status: 200, body: { data: { google_maps_api_key: null } } },
      'GET /api/manager/order/ord-1': { status: 200, body: { data: { ...PAID, refunded_total: 6450 } } },
    });
    await renderManager('/orders/ord-1');
    await screen.findByRole('heading', { level: 2, name: /Order number/ });
    expect(screen.queryByRole('button', { name: 'Refund' })).not.toBeInTheDocument();
  });
});
