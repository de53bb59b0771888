import { screen, waitFor, within } from '@testing-library/react';
import { mockApi } from '@chargevalet/platform/testing';
import { lastQuery, orderItem, renderManager } from '../testing/harness';

const MONDAY = '2026-11-23';
const DORA = { id: '22222222-2222-4222-8222-222222222222', name: 'Dora Lenker' };
const PICKUP = '2026-11-25T08:00:00.000Z';

/** Wide enough for the week table (useMediaMatch reads matchMedia). */
window.matchMedia = ((query: string) => ({
  matches: query.includes('min-width'),
  media: query,
  onchange: null,
  addListener() {},
  removeListener() {},
  addEventListener() {},
  removeEventListener() {},
  dispatchEvent: () => false,
})) as unknown as typeof window.matchMedia;

describe('UnassignedOrders (beside the calendar)', () => {
  it("lists the week's orders without a driver; a menu of the free drivers assigns one, with a toast", async () => {
    const api = mockApi({
      'GET /api/manager/drivers/time-slots': { status: 200, body: { data: [] } },
      'GET /api/manager/drivers/time-slots/unassigned': {
        status: 200,
        body: { data: [orderItem({ id: 'u1', identity: 'CV-UNAS01', state: 'created', driver: null, pickup_time_slot: { date_time: PICKUP } })] },
      },
      'GET /api/manager/order/u1/driver-suggestions': {
        status: 200,
        body: { data: [{ id: DORA.id, name: DORA.name, phone: null, email: 'dora@example.de', bookings_that_day: 0, distance_km: null }] },
      },
      'POST /api/manager/drivers/time-slots/assign': { status: 200, body: { data: [{ driver_id: DORA.id, date_time: PICKUP, status: 'booked' }] } },
    });
    const { user } = await renderManager(`/profile/manager-calendar?from=${MONDAY}`);
    const aside = await screen.findByRole('region', { name: 'Without a driver this week (1)' });
    expect(lastQuery(api.fetch, '/api/manager/drivers/time-slots/unassigned').toString()).toBe(`from=${MONDAY}&days=7`);
    expect(within(aside).getByRole('link', { name: 'CV-UNAS01' })).toHaveAttribute('href', '/orders/u1');
    // until first opened a plain menu button: no menu, no suggestions asked for (issue 29)
    const assign = within(aside).getByRole('button', { name: 'Assign order CV-UNAS01 to a driver' });
    expect(assign).toHaveAttribute('aria-haspopup', 'menu');
    expect(assign).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).toBeNull();
    const suggestionCalls = () => api.fetch.mock.calls.filter(([url]) => String(url).includes('/driver-suggestions')).length;
    expect(suggestionCalls()).toBe(0);
    await user.click(assign);
    await user.click(await screen.findByRole('menuitem', { name: 'Dora Lenker' }));
    expect(suggestionCalls()).toBe(1);
    await waitFor(() => expect(api.calls('POST /api/manager/drivers/time-slots/assign')).toEqual([{ driver_id: DORA.id, order_id: 'u1', date_time: PICKUP }]));
    expect(await screen.findByText('CV-UNAS01 assigned to Dora Lenker')).toBeInTheDocument();
  });

  it('the keyboard opens the menu too: ArrowDown on the button puts focus inside; Escape closes it', async () => {
    mockApi({
      'GET /api/manager/drivers/time-slots': { status: 200, body: { data: [] } },
      'GET /api/manager/drivers/time-slots/unassigned': { status: 200, body: { data: [orderItem({ id: 'u1', identity: 'CV-UNAS01', state: 'created', driver: null, pickup_time_slot: { date_time: PICKUP } })] } },
      'GET /api/manager/order/u1/driver-suggestions': { status: 200, body: { data: [] } },
    });
    const { user } = await renderManager(`/profile/manager-calendar?from=${MONDAY}`);
    (await screen.findByRole('button', { name: 'Assign order CV-UNAS01 to a driver' })).focus();
    await user.keyboard('{ArrowDown}');
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(menu.contains(document.activeElement)).toBe(true));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Assign order CV-UNAS01 to a driver' })).toHaveAttribute('aria-expanded', 'false'));
  });

});
