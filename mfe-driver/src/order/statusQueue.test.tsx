import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Order } from '@chargevalet/contract';
import { mockApi, orderFixture } from '@chargevalet/platform/testing';
import { renderDriver } from '../testing';
import { resetStatusQueue, STATUS_QUEUE_KEY } from './statusQueue';

const DRIVER = { id: 'drv-1', name: 'Dora Driver', phone: '+49 211 111111' };
const assigned = orderFixture({ state: 'assigned', driver: DRIVER, can_update_status: true, can_cancel: false });
const moved: Order = { ...assigned, state: 'on_the_way_to_pickup' };
const STATUS_CALL = `POST /api/driver/order/status/${assigned.identity}`;

let online = true;
beforeAll(() => {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
});
beforeEach(() => {
  online = true;
  localStorage.clear();
  resetStatusQueue();
});

function api() {
  const mock = mockApi({
    'GET /api/config': { status: 200, body: { data: { google_maps_api_key: null } } },
    'GET /api/driver/active-order': { status: 200, body: { data: assigned } },
    [`GET /api/driver/order/allowed-statuses/${assigned.identity}`]: { status: 200, body: { states: ['on_the_way_to_pickup'] } },
    [`GET /api/driver/order/${assigned.identity}/handovers`]: { status: 200, body: { data: [] } },
    [STATUS_CALL]: { status: 200, body: { data: moved } },
  });
  // the server's active order: moved on once a status change reached it
  mock.set('GET /api/driver/active-order', () => ({ status: 200, body: { data: mock.calls(STATUS_CALL).length > 0 ? moved : assigned } }));
  /** The Idempotency-Key headers of the status calls sent. */
  const keys = () =>
    mock.fetch.mock.calls
      .filter(([url, init]) => String(url).includes('/order/status/') && (init as RequestInit).method === 'POST')
      .map(([, init]) => ((init as RequestInit).headers as Record<string, string>)['idempotency-key']);
  return { mock, keys };
}

async function changeToOnTheWay(user: Awaited<ReturnType<typeof renderDriver>>['user']) {
  const region = await screen.findByRole('region', { name: 'Next step' });
  await user.click(await within(region).findByRole('button', { name: 'On the way to pickup' }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, change' }));
}

describe('a status change without a connection', () => {
  it('offline: kept in the browser and shown as waiting to send; online again: sent once with its Idempotency-Key', async () => {
    const { mock, keys } = api();
    const { user } = await renderDriver('/profile/active-order');
    online = false;
    await changeToOnTheWay(user);

    const waiting = await screen.findByText('Waiting to send: "On the way to pickup"');
    expect(waiting.closest('[role="status"]')).toBeInTheDocument();
    expect(screen.getByText('No connection: the change is sent as soon as you are online again')).toBeInTheDocument();
    expect(mock.calls(STATUS_CALL)).toEqual([]);
    const stored = JSON.parse(localStorage.getItem(STATUS_QUEUE_KEY)!) as { key: string; status: string; expected_state: string }[];
    expect(stored).toMatchObject([{ identity: assigned.identity, status: 'on_the_way_to_pickup', expected_state: 'assigned' }]);
    // no second change on top of the waiting one
    expect(within(screen.getByRole('region', { name: 'Next step' })).queryByRole('button')).not.toBeInTheDocument();

    online = true;
    act(() => {
      window.dispatchEvent(new Event('online'));
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByText('Order CV-7K4Q2M: status change sent')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(/Waiting to send/)).not.toBeInTheDocument());
    expect(mock.calls(STATUS_CALL)).toEqual([{ status: 'on_the_way_to_pickup', expected_state: 'assigned' }]);
    expect(keys()).toEqual([stored[0]!.key]);
    expect(localStorage.getItem(STATUS_QUEUE_KEY)).toBeNull();
    expect(await screen.findByText('On the way to pickup', { selector: '[data-state]' })).toBeInTheDocument();

    // a later online event sends nothing more
    act(() => void window.dispatchEvent(new Event('online')));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(mock.calls(STATUS_CALL)).toHaveLength(1);
  });

  it('the connection drops while sending: queued too, and sent after a reload of the page once online', async () => {
    const { mock, keys } = api();
    mock.set(STATUS_CALL, () => Promise.reject(new TypeError('Failed to fetch')), { status: 200, body: { data: moved } });
    const { user, view } = await renderDriver('/profile/active-order');
    await changeToOnTheWay(user);
    expect(await screen.findByText('Waiting to send: "On the way to pickup"')).toBeInTheDocument();
    const [first] = keys();

    // the page is opened again (the queue is read from localStorage) while online: sent at start, with the same key
    view.unmount();
    resetStatusQueue();
    await renderDriver('/profile/active-order');
    expect(await screen.findByText('Order CV-7K4Q2M: status change sent')).toBeInTheDocument();
    expect(keys()).toEqual([first, first]);
  });

  it('a flaky connection (the browser still says online): tried again every 30 s until it goes through', async () => {
    jest.useFakeTimers();
    try {
      const { mock, keys } = api();
      const drop = () => Promise.reject(new TypeError('Failed to fetch'));
      mock.set(STATUS_CALL, drop, drop, { status: 200, body: { data: moved } });
      await renderDriver('/profile/active-order');
      const region = await screen.findByRole('region', { name: 'Next step' });
      fireEvent.click(await within(region).findByRole('button', { name: 'On the way to pickup' }));
      fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, change' }));
      expect(await screen.findByText('Waiting to send: "On the way to pickup"')).toBeInTheDocument();
      expect(keys()).toHaveLength(1);
      await act(async () => {
        await jest.advanceTimersByTimeAsync(30_000);
      });
      expect(keys()).toHaveLength(2);
      expect(screen.getByText('Waiting to send: "On the way to pickup"')).toBeInTheDocument();
      await act(async () => {
        await jest.advanceTimersByTimeAsync(30_000);
      });
      expect(await screen.findByText('Order CV-7K4Q2M: status change sent')).toBeInTheDocument();
      expect(new Set(keys()).size).toBe(1);
      expect(keys()).toHaveLength(3);
      await act(async () => {
        await jest.advanceTimersByTimeAsync(60_000);
      });
      expect(keys()).toHaveLength(3);
    } finally {
      jest.useRealTimers();
    }
  });

  it('the first try reached an instance that died (the server answers 425 while its claim runs): kept, and sent again with the same key until applied (issue 33)', async () => {
    jest.useFakeTimers();
    try {
      const { mock, keys } = api();
      const drop = () => Promise.reject(new TypeError('Failed to fetch'));
      const running = { status: 425, body: { message: 'This change is still being processed: please try again in a moment' } };
      mock.set(STATUS_CALL, drop, running, { status: 200, body: { data: moved } });
      await renderDriver('/profile/active-order');
      const region = await screen.findByRole('region', { name: 'Next step' });
      fireEvent.click(await within(region).findByRole('button', { name: 'On the way to pickup' }));
      fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, change' }));
      expect(await screen.findByText('Waiting to send: "On the way to pickup"')).toBeInTheDocument();
      // 425: not refused, still waiting (the server's lease on the dead attempt's claim runs out within 15 s)
      await act(async () => {
        await jest.advanceTimersByTimeAsync(30_000);
      });
      expect(keys()).toHaveLength(2);
      expect(screen.getByText('Waiting to send: "On the way to pickup"')).toBeInTheDocument();
      expect(screen.queryByText(/could not be sent|refused/i)).not.toBeInTheDocument();
      await act(async () => {
        await jest.advanceTimersByTimeAsync(30_000);
      });
      expect(await screen.findByText('Order CV-7K4Q2M: status change sent')).toBeInTheDocument();
      expect(keys()).toHaveLength(3);
      expect(new Set(keys()).size).toBe(1);
    } finally {
      jest.useRealTimers();
    }
  });

  it('online: sent at once, with a key of its own', async () => {
    const { mock, keys } = api();
    const { user } = await renderDriver('/profile/active-order');
    await changeToOnTheWay(user);
    expect(await screen.findByText('Order status successfully changed')).toBeInTheDocument();
    expect(mock.calls(STATUS_CALL)).toHaveLength(1);
    expect(keys()[0]).toMatch(/^[A-Za-z0-9_-]{8,128}$/);
    expect(localStorage.getItem(STATUS_QUEUE_KEY)).toBeNull();
  });
});
