import { screen, waitFor, within } from '@testing-library/react';
import type { Order } from '@chargevalet/contract';
import { mockApi, orderFixture } from '@chargevalet/platform/testing';
import { renderManager } from '../testing/harness';

const RESCHEDULE = 'POST /api/manager/order/ord-1/reschedule';
const ORDER = orderFixture({ updated_at: '2026-03-05T08:00:00.000Z' });

function api(order: Order, extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/config': { status: 200, body: { data: { google_maps_api_key: null } } },
    [`GET /api/manager/order/${order.id}`]: { status: 200, body: { data: order } },
    'GET /api/charging-levels': { status: 200, body: { data: [] } },
    ...extra,
  });
}

const section = async (name = 'Reschedule') => within(await screen.findByRole('region', { name }));

describe('RescheduleSection (the order edit page)', () => {
  it('starts at the booked slots (Berlin time), moves only with a change and sends the new slots with the version seen', async () => {
    const moved = { ...ORDER, updated_at: '2026-03-05T09:00:00.000Z', pickup_time_slot: { date_time: '2026-03-06T09:00:00.000Z' }, return_time_slot: null };
    const mock = api(ORDER, { [RESCHEDULE]: { status: 200, body: { data: moved } } });
    const { user } = await renderManager('/orders/ord-1/edit');
    const form = await section();
    const pickupDate = form.getByLabelText(/^Pickup time: date/);
    expect(pickupDate).toHaveValue('2026-03-05');
    expect(form.getByRole('combobox', { name: /^Pickup time: time/ })).toHaveValue('14:30');
    expect(form.getByRole('combobox', { name: /^Return time: time/ })).toHaveValue('18:00');
    const submit = form.getByRole('button', { name: 'Move appointments' });
    expect(submit).toBeDisabled();
    // the edit's own slot fields point here
    expect(screen.getAllByText('Move it under “Reschedule”')).toHaveLength(2);

    await user.clear(pickupDate);
    await user.type(pickupDate, '2026-03-06');
    await user.selectOptions(form.getByRole('combobox', { name: /^Pickup time: time/ }), '10:00');
    await user.click(form.getByRole('checkbox', { name: 'As soon as the car is ready' }));
    expect(form.getByRole('combobox', { name: /^Return time: time/ })).toBeDisabled();
    await user.click(submit);
    await waitFor(() => expect(mock.calls(RESCHEDULE)).toHaveLength(1));
    expect(mock.calls(RESCHEDULE)[0]).toEqual({ pickup_time_slot: { date: '2026-03-06', time: '10:00' }, return_time_slot: null, expected_updated_at: '2026-03-05T08:00:00.000Z' });
    expect(await screen.findByText('The appointments were moved; the customer has been informed')).toBeInTheDocument();
    // the saved order shows: the section starts again from its slots
    await waitFor(async () => expect((await section()).getByRole('combobox', { name: /^Pickup time: time/ })).toHaveValue('10:00'));
  });

  it('a 422 shows the server’s messages at the pickup and the return', async () => {
    api(ORDER, {
      [RESCHEDULE]: { status: 422, body: { message: 'invalid', errors: { pickup_time_slot: ['This time slot is no longer available. Please choose another one'], return_time_slot: ['Please choose a valid return time'] } } },
    });
    const { user } = await renderManager('/orders/ord-1/edit');
    const form = await section();
    await user.selectOptions(form.getByRole('combobox', { name: /^Return time: time/ }), '19:00');
    await user.click(form.getByRole('button', { name: 'Move appointments' }));
    expect(await form.findByText('This time slot is no longer available. Please choose another one')).toBeInTheDocument();
    expect(form.getByText('Please choose a valid return time')).toBeInTheDocument();
  });

  it('an order whose pickup is behind it cannot be moved; German texts', async () => {
    api({ ...ORDER, state: 'charging' });
    await renderManager('/orders/ord-1/edit', 'de');
    const form = await section('Termine verschieben');
    expect(form.getByText('Nur ein Auftrag, dessen Abholung noch bevorsteht, kann verschoben werden.')).toBeInTheDocument();
    expect(form.queryByRole('button')).toBeNull();
  });
});
