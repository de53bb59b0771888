import { screen, waitFor, within } from '@testing-library/react';
import { mockApi, orderFixture } from '@chargevalet/platform/testing';
import { DRIVER, orderItem, renderManager } from '../testing/harness';

describe('ActiveOrdersPage (/profile/active-orders)', () => {
  it('lists the active orders with status, driver and a link to each', async () => {
    mockApi({
      'GET /api/manager/active-orders': { status: 200, body: { data: [orderItem({ id: 'a1', identity: 'CV-ACTIV1', state: 'on_the_way_to_return', driver: DRIVER })] } },
      'GET /api/manager/order/a1': { status: 200, body: { data: orderFixture({ id: 'a1', state: 'on_the_way_to_return', driver: DRIVER }) } },
    });
    const { user, location } = await renderManager('/profile/active-orders');
    const table = await screen.findByRole('table', { name: 'Active orders' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(within(row).getByText('On the way to return')).toHaveAttribute('data-palette', 'orange');
    expect(within(row).getByText('Dora Driver')).toBeInTheDocument();
    await user.click(within(row).getByRole('link', { name: 'CV-ACTIV1' }));
    await waitFor(() => expect(location()).toBe('/orders/a1')); // a lazy page: the navigation commits once its code is in
    // The details page's back link returns to the list it came from.
    expect(screen.getByRole('link', { name: '← Back to orders' })).toHaveAttribute('href', '/profile/active-orders');
  });

  it('says when nothing is active (German)', async () => {
    mockApi({ 'GET /api/manager/active-orders': { status: 200, body: { data: [] } } });
    await renderManager('/profile/active-orders', 'de');
    expect(await screen.findByText('Gerade ist kein Auftrag aktiv.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Aktive Aufträge' })).toBeInTheDocument();
  });
});
