import { screen, waitFor, within } from '@testing-library/react';
import { labelInNameMismatches, mockApi } from '@chargevalet/platform/testing';
import { lastQuery, orderItem, renderManager } from '../../testing/harness';

const page = (n: number, total: number) => ({
  status: 200,
  body: {
    data: Array.from({ length: Math.min(10, total - (n - 1) * 10) }, (_, i) => orderItem({ id: `o${n}-${i}`, identity: `CV-${n}X${i}` })),
    meta: { page: n, pageSize: 10, total, total_capped: false },
  },
});

describe('OrdersPage (/orders)', () => {
  it('lists 10 rows with a link to each order and 5 page buttons; a page click asks for that page and puts it in the address bar', async () => {
    const api = mockApi({ 'GET /api/manager/orders': (_) => page(Number(lastQuery(api.fetch, '/api/manager/orders').get('page') ?? 1), 73) });
    const { user, location } = await renderManager('/orders');
    expect(await screen.findByRole('heading', { level: 1, name: 'Orders' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Orders sorted by pickup time' });
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(within(table).getByRole('link', { name: 'CV-1X0' })).toHaveAttribute('href', '/orders/o1-0');
    expect(screen.getByText('1–10 of 73 orders')).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getAllByRole('button', { name: /^Page/ }).map((b) => b.textContent)).toEqual(['1', '2', '3', '4', '5']);
    expect(within(pages).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(pages).getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await user.click(within(pages).getByRole('button', { name: 'Page 5' }));
    expect(await screen.findByRole('link', { name: 'CV-5X0' })).toBeInTheDocument();
    expect(location()).toBe('/orders?page=5');
    expect(within(pages).getAllByRole('button', { name: /^Page/ }).map((b) => b.textContent)).toEqual(['3', '4', '5', '6', '7']);
  });

  it('search, state and date filters go to the API and the address bar, starting at page 1', async () => {
    const api = mockApi({ 'GET /api/manager/orders': page(1, 3) });
    const { user, location } = await renderManager('/orders?page=2');
    await screen.findByRole('table');
    await user.type(screen.getByRole('searchbox', { name: 'Search orders' }), ' D AB 123 {Enter}');
    await waitFor(() => expect(location()).toBe('/orders?query=D+AB+123'));
    await waitFor(() => expect(lastQuery(api.fetch, '/api/manager/orders').get('query')).toBe('D AB 123'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'returned');
    await user.type(screen.getByLabelText('Pickup date'), '2026-03-05');
    await waitFor(() => expect(location()).toBe('/orders?query=D+AB+123&state=returned&date=2026-03-05'));
    const query = lastQuery(api.fetch, '/api/manager/orders');
    expect(Object.fromEntries(query)).toEqual({ query: 'D AB 123', state: 'returned', date: '2026-03-05', page: '1', pageSize: '10' });
    // the CSV export takes the same filter, every page of it
    const csv = screen.getByRole('link', { name: 'Export CSV: the orders of this filter' });
    expect(csv).toHaveTextContent('Export CSV');
    // Every control's name contains its visible text (label in name), on the whole list page.
    expect(labelInNameMismatches()).toEqual([]);
    expect(csv).toHaveAttribute('href', '/api/manager/orders/export.csv?query=D+AB+123&state=returned&date=2026-03-05');
    expect(csv).toHaveAttribute('download');
    await user.click(screen.getByRole('button', { name: 'Reset filters' }));
    await waitFor(() => expect(location()).toBe('/orders'));
    expect(screen.getByRole('searchbox')).toHaveValue('');
  });

  it('filters as the manager types, once the typing pauses (one request, not one per letter), keeping the field as typed', async () => {
    const api = mockApi({ 'GET /api/manager/orders': page(1, 3) });
    const { user, location } = await renderManager('/orders');
    await screen.findByRole('table');
    const box = screen.getByRole('searchbox', { name: 'Search orders' });
    await user.type(box, '0211 55');
    await waitFor(() => expect(location()).toBe('/orders?query=0211+55'));
    const searched = api.fetch.mock.calls.map(([url]) => new URL(String(url), 'http://x').searchParams.get('query')).filter(Boolean);
    expect(searched).toEqual(['0211 55']);
    await user.type(box, ' ');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(box).toHaveValue('0211 55 ');
    expect(box).toHaveFocus();
    await user.type(box, '{Backspace}{Backspace}');
    await waitFor(() => expect(location()).toBe('/orders?query=0211+5'));
    expect(box).toHaveValue('0211 5');
  });

  it('reads the filters from the address bar (reload, back/forward) and says when nothing matches, in German', async () => {
    const api = mockApi({ 'GET /api/manager/orders': { status: 200, body: { data: [], meta: { page: 1, pageSize: 10, total: 0, total_capped: false } } } });
    await renderManager('/orders?query=Muster&state=charging', 'de');
    expect(await screen.findByText('Keine Aufträge passen zu diesen Filtern.')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Aufträge durchsuchen' })).toHaveValue('Muster');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('charging');
    expect(screen.getByRole('link', { name: 'Die Aufträge dieses Filters als CSV exportieren' })).toHaveAttribute('href', '/api/manager/orders/export.csv?query=Muster&state=charging');
    expect(Object.fromEntries(lastQuery(api.fetch, '/api/manager/orders'))).toMatchObject({ query: 'Muster', state: 'charging' });
  });

  it('a failed load offers Retry', async () => {
    const api = mockApi({ 'GET /api/manager/orders': { status: 500, body: {} } });
    const { user } = await renderManager('/orders');
    await user.click(await screen.findByRole('button', { name: 'Try again' }, { timeout: 15_000 }));
    api.set('GET /api/manager/orders', page(1, 1));
    expect(await screen.findByRole('link', { name: 'CV-1X0' })).toBeInTheDocument();
  });
});
