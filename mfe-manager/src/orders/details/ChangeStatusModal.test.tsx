import { screen, waitFor, within } from '@testing-library/react';
import type { Order } from '@chargevalet/contract';
import { mockApi, orderFixture } from '@chargevalet/platform/testing';
import { DRIVER, renderManager } from '../../testing/harness';

const STATUS = 'POST /api/manager/order/status/ord-1';
const TOTALS = {
  service_total: null,
  electricity_total: null,
  grand_total: null,
  estimated_service_total: 5000,
  estimated_electricity_total: 2024,
  estimated_grand_total: 7024,
  paid_total: 0,
  authorized_total: 7024,
  estimate_tolerance_percent: 20,
};

function setUp(extra: Parameters<typeof mockApi>[0] = {}) {
  const order: Order = orderFixture({ state: 'returned', driver: DRIVER, can_cancel: false, estimated_grand_total: 7024 });
  const mock = mockApi({
    'GET /api/config': { status: 200, body: { data: { google_maps_api_key: null } } },
    'GET /api/manager/order/ord-1': { status: 200, body: { data: order } },
    'GET /api/manager/order/allowed-statuses/ord-1': { status: 200, body: { states: ['pending_payment'] } },
    'GET /api/manager/order/ord-1/totals': { status: 200, body: { data: TOTALS } },
    [STATUS]: { status: 200, body: { data: { ...order, state: 'paid', grand_total: 14450 } } },
    ...extra,
  });
  return { order, mock };
}

async function openCosts(locale: 'en' | 'de' = 'en') {
  const { user } = await renderManager('/orders/ord-1', locale);
  await user.click(await screen.findByRole('button', { name: locale === 'en' ? 'Change status' : 'Status ändern' }));
  const dialog = await screen.findByRole('dialog', { name: locale === 'en' ? 'Change order status' : 'Auftragsstatus ändern' });
  await user.selectOptions(await within(dialog).findByRole('combobox', { name: locale === 'en' ? 'New status' : 'Neuer Status' }), 'pending_payment');
  return { user, dialog };
}

describe('ChangeStatusModal: cost entry with the numbers in view (issue 30)', () => {
  it('shows the estimate, the authorised amount and the new total live', async () => {
    setUp();
    const { user, dialog } = await openCosts();
    expect(within(dialog).getByTestId('cost-estimate')).toHaveTextContent('€70.24');
    await waitFor(() => expect(within(dialog).getByTestId('cost-authorized')).toHaveTextContent('€70.24'));
    expect(within(dialog).getByTestId('cost-new-total')).toHaveTextContent('–');
    await user.type(within(dialog).getByLabelText(/Service cost/), '49');
    expect(within(dialog).getByTestId('cost-new-total')).toHaveTextContent('–');
    await user.type(within(dialog).getByLabelText(/Electricity cost/), '18,73');
    expect(within(dialog).getByTestId('cost-new-total')).toHaveTextContent('€67.73');
  });

  it('above the tolerance: a second, explicit confirmation naming both amounts before anything is sent', async () => {
    const { mock } = setUp();
    const { user, dialog } = await openCosts();
    await waitFor(() => expect(within(dialog).getByTestId('cost-authorized')).toHaveTextContent('€70.24'));
    await user.type(within(dialog).getByLabelText(/Service cost/), '49');
    await user.type(within(dialog).getByLabelText(/Electricity cost/), '95,50');
    expect(within(dialog).getByTestId('cost-new-total')).toHaveTextContent('€144.50');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('The total of €144.50 is more than 20 % above the estimate of €70.24.');
    expect(alert).toHaveTextContent('Charge €144.50 instead of the estimated €70.24?');
    expect(mock.calls(STATUS)).toHaveLength(0);
    // Back: nothing sent; changing an amount asks again
    await user.click(within(dialog).getByRole('button', { name: 'Back to the costs' }));
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Charge €144.50' }));
    expect(await screen.findByText('Order status successfully changed')).toBeInTheDocument();
    expect(mock.calls(STATUS)).toEqual([{ status: 'pending_payment', service_cost: 49, electricity_cost: 95.5, expected_state: 'returned', confirm_above_estimate: true }]);
  });

  it('within the tolerance: sent at once, without the confirmation flag', async () => {
    const { mock } = setUp();
    const { user, dialog } = await openCosts();
    await waitFor(() => expect(within(dialog).getByTestId('cost-authorized')).toHaveTextContent('€70.24'));
    await user.type(within(dialog).getByLabelText(/Service cost/), '50');
    await user.type(within(dialog).getByLabelText(/Electricity cost/), '34,28');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Order status successfully changed')).toBeInTheDocument();
    expect(mock.calls(STATUS)).toEqual([{ status: 'pending_payment', service_cost: 50, electricity_cost: 34.28, expected_state: 'returned' }]);
  });

  it("the server's 409 above_estimate asks the same question with its amounts (German)", async () => {
    const { mock } = setUp({
      'GET /api/manager/order/ord-1/totals': { status: 500, body: { message: 'Server error' } },
      [STATUS]: [
        { status: 409, body: { message: 'Die Summe …', code: 'above_estimate', estimate: 7024, total: 9000, tolerance_percent: 20 } },
        { status: 200, body: { data: orderFixture({ state: 'paid', driver: DRIVER }) } },
      ],
    });
    const { user, dialog } = await openCosts('de');
    await user.type(within(dialog).getByLabelText(/Servicekosten/), '50');
    await user.type(within(dialog).getByLabelText(/Stromkosten/), '40');
    await user.click(within(dialog).getByRole('button', { name: 'Weiter' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Die Summe von 90,00 € liegt mehr als 20 % über der Schätzung von 70,24 €.');
    expect(alert).toHaveTextContent('90,00 € statt der geschätzten 70,24 € belasten?');
    await user.click(within(dialog).getByRole('button', { name: /^90,00\s€ belasten$/ }));
    expect(await screen.findByText('Auftragsstatus erfolgreich geändert')).toBeInTheDocument();
    expect(mock.calls(STATUS)[1]).toMatchObject({ confirm_above_estimate: true });
  });
});
