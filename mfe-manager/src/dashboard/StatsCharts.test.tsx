import { act, screen, waitFor, within } from '@testing-library/react';
import type { ManagerStats } from '@chargevalet/contract';
import { mockApi } from '@chargevalet/platform/testing';
import { renderManager } from '../testing/harness';

const DASHBOARD = { unassigned_next_24h: [], on_the_road: [], waiting_for_costs: [], today: { pickups: 0, completed: 0, cancelled: 0, revenue: 0 } };
const STATS: ManagerStats = {
  from: '2026-03-02',
  to: '2026-03-04',
  orders_per_day: [
    { date: '2026-03-02', orders: 4 },
    { date: '2026-03-03', orders: 0 },
    { date: '2026-03-04', orders: 2 },
  ],
  revenue_per_week: [
    { week_start: '2026-02-23', revenue: 12_000, orders: 3 },
    { week_start: '2026-03-02', revenue: 6_450, orders: 2 },
  ],
  utilisation_per_day: [
    { date: '2026-03-02', booked: 14, available: 56, ratio: 0.25 },
    { date: '2026-03-03', booked: 0, available: 0, ratio: null },
    { date: '2026-03-04', booked: 28, available: 56, ratio: 0.5 },
  ],
  average_rating: null,
  orders_total: 6,
  free_orders: 3,
  discounted_orders: 1,
  free_share: 0.5,
  discounted_share: 1 / 6,
};

function api(stats: unknown = { status: 200, body: { data: STATS } }) {
  return mockApi({ 'GET /api/manager/dashboard': { status: 200, body: { data: DASHBOARD } }, 'GET /api/manager/stats': stats as never });
}

describe('Dashboard charts (the numbers of the business)', () => {
  it("stay out of the layout until the day's groups are there: arriving above the charts, they would push them down (CLS, issue 29)", async () => {
    let answerDashboard: () => void = () => undefined;
    const dashboardAnswers = new Promise<void>((resolve) => (answerDashboard = resolve));
    mockApi({
      'GET /api/manager/dashboard': async () => {
        await dashboardAnswers;
        return { status: 200, body: { data: DASHBOARD } };
      },
      'GET /api/manager/stats': { status: 200, body: { data: STATS } },
    });
    await renderManager('/dashboard');
    // loaded meanwhile, with their numbers, but not laid out
    const section = await screen.findByRole('region', { name: 'The numbers of the business', hidden: true });
    expect(await within(section).findByRole('table', { name: /Orders per day/, hidden: true })).toBeInTheDocument();
    expect(section).not.toBeVisible();
    await act(async () => answerDashboard());
    await waitFor(() => expect(section).toBeVisible());
    expect(screen.getByRole('region', { name: "Today's numbers" })).toBeVisible();
  });

  it('draws orders per day, revenue per week and utilisation as named bar charts with a table of the same numbers', async () => {
    api();
    const { user } = await renderManager('/dashboard');
    const section = await screen.findByRole('region', { name: 'The numbers of the business' });
    const orders = await within(section).findByRole('figure', { name: 'Orders per day' });
    expect(within(orders).getAllByRole('listitem').map((bar) => bar.getAttribute('aria-label'))).toEqual(['03/02: 4', '03/03: 0', '03/04: 2']);
    // the tallest bar fills the chart, an empty day has none
    const heights = [...orders.querySelectorAll('rect')].map((rect) => Number(rect.getAttribute('height')));
    expect(heights[0]).toBeGreaterThan(heights[2]!);
    expect(heights[1]).toBe(0);
    // the first axis label starts at its bar, inside the chart; the others are centred under theirs
    const rects = [...orders.querySelectorAll('rect')].map((rect) => Number(rect.getAttribute('x')) + Number(rect.getAttribute('width')) / 2);
    const labels = [...orders.querySelectorAll('text')].map((label) => Number(label.getAttribute('x')));
    expect(labels).toEqual([Number(orders.querySelector('rect')!.getAttribute('x')), rects[1], rects[2]]);
    const revenue = within(section).getByRole('figure', { name: 'Revenue per week (last 8 weeks)' });
    expect(within(revenue).getAllByRole('listitem').map((bar) => bar.getAttribute('aria-label'))).toEqual(['02/23: €120.00', '03/02: €64.50']);
    const utilisation = within(section).getByRole('figure', { name: 'Driver utilisation per day (booked ÷ available slots)' });
    await user.click(within(utilisation).getByText('Show as table'));
    const table = within(utilisation).getByRole('table');
    expect(within(table).getAllByRole('row').map((row) => row.textContent)).toEqual(['DayUtilisation', '03/0225% (14 of 56)', '03/03–', '03/0450% (28 of 56)']);
    expect(within(section).getByText('Average rating').nextSibling).toHaveTextContent('Not recorded yet');
    expect(within(section).getByText('Free orders').nextSibling).toHaveTextContent('50% (3 of 6)');
    expect(within(section).getByText('Discounted orders').nextSibling).toHaveTextContent('16.7% (1 of 6)');
  });

  it('German texts; a failed load says so without hiding the rest of the dashboard', async () => {
    api({ status: 500, body: {} });
    await renderManager('/dashboard', 'de');
    expect(await screen.findByText('Die Zahlen konnten nicht geladen werden.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Die Zahlen des Geschäfts' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Zahlen von heute' })).toBeInTheDocument();
  });
});
