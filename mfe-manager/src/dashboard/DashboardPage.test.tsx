import { screen, within } from '@testing-library/react';
import { mockApi } from '@chargevalet/platform/testing';
import { DRIVER, orderItem, renderManager } from '../testing/harness';

const DASHBOARD = {
  unassigned_next_24h: [orderItem({ id: 'u1', identity: 'CV-UNASS1' })],
  on_the_road: [orderItem({ id: 'r1', identity: 'CV-ROAD01', state: 'charging', driver: DRIVER })],
  waiting_for_costs: [],
  today: { pickups: 7, completed: 3, cancelled: 1, revenue: 19_450 },
};

describe('DashboardPage (/dashboard)', () => {
  it("today's numbers and the three groups; Assign opens the assign modal for that order", async () => {
    mockApi({
      'GET /api/manager/dashboard': { status: 200, body: { data: DASHBOARD } },
      'GET /api/manager/order/u1/driver-suggestions': { status: 200, body: { data: [] } },
    });
    const { user } = await renderManager('/dashboard');
    const today = await screen.findByRole('region', { name: "Today's numbers" });
    // the labels say which "today": pickups planned for today beside what happened today
    expect(within(today).getByText('Pickups planned today').nextSibling).toHaveTextContent('7');
    expect(within(today).getByText('Completed today').nextSibling).toHaveTextContent('3');
    expect(within(today).getByText('Cancelled today').nextSibling).toHaveTextContent('1');
    expect(within(today).getByText('Captured today').nextSibling).toHaveTextContent('€194.50');
    // a <dl> holds only groups of a <dt> and its <dd> (axe definition-list, dlitem)
    for (const group of today.querySelector('dl')!.children) expect([...group.children].map((c) => c.tagName)).toEqual(['DT', 'DD']);
    const unassigned = screen.getByRole('region', { name: 'Unassigned in the next 24 hours (1)' });
    expect(within(unassigned).getByRole('link', { name: 'CV-UNASS1' })).toHaveAttribute('href', '/orders/u1');
    expect(within(screen.getByRole('region', { name: 'On the road now (1)' })).getByText('Dora Driver')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Waiting for costs (0)' })).getByText('No returned order is waiting for its costs.')).toBeInTheDocument();
    await user.click(within(unassigned).getByRole('button', { name: 'Assign a driver to order CV-UNASS1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign driver to order' });
    expect(await within(dialog).findByText('No driver is free at the pickup and the return time.')).toBeInTheDocument();
  });

  it('German texts; orders waiting for costs link to their details', async () => {
    mockApi({
      'GET /api/manager/dashboard': { status: 200, body: { data: { ...DASHBOARD, waiting_for_costs: [orderItem({ id: 'w1', identity: 'CV-WAIT01', state: 'returned', driver: DRIVER })] } } },
    });
    await renderManager('/dashboard', 'de');
    expect(await screen.findByRole('link', { name: 'Kosten erfassen für Auftrag CV-WAIT01' })).toHaveAttribute('href', '/orders/w1');
    expect(screen.getByText('194,50 €')).toBeInTheDocument();
    for (const label of ['Heute geplante Abholungen', 'Heute abgeschlossen', 'Heute storniert', 'Heute eingenommen']) expect(screen.getByText(label)).toBeInTheDocument();
  });
});
