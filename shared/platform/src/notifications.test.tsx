import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import type { Notification } from '@chargevalet/contract';
import { PlatformProvider } from './PlatformProvider';
import { useNotificationArrivals, useNotificationStream } from './notifications';
import { FakeEventSource, installFakeEventSource } from './testing';

const arrival = { id: 'n1', kind: 'order_status_changed', text: 'Order CV-7K4Q2M: Charging.', order_id: 'o1', order_identity: 'CV-7K4Q2M', link: '/orders/o1', data: {}, read_at: null, created_at: '2026-11-23T07:00:00.000Z' } satisfies Notification;

function Stream({ role }: { role: 'customer' | null }) {
  const open = useNotificationStream(role);
  return <output data-testid="open">{String(open)}</output>;
}
function OrderPage() {
  const [heard, setHeard] = useState<string[]>([]);
  useNotificationArrivals((notification) => setHeard((all) => [...all, notification.text]));
  return <output data-testid="heard">{heard.join('|')}</output>;
}

let remove: () => void;
beforeEach(() => {
  remove = installFakeEventSource();
});
afterEach(() => remove());

test('one stream per page: its state follows open and error, and every listener of the page hears each arrival', () => {
  const { rerender } = render(
    <PlatformProvider>
      <Stream role="customer" />
      <OrderPage />
    </PlatformProvider>,
  );
  expect(FakeEventSource.created).toBe(1);
  const source = FakeEventSource.last!;
  expect(screen.getByTestId('open')).toHaveTextContent('false');
  act(() => source.onopen?.());
  expect(screen.getByTestId('open')).toHaveTextContent('true');
  act(() => source.emit('notification', arrival));
  expect(screen.getByTestId('heard')).toHaveTextContent('Order CV-7K4Q2M: Charging.');
  act(() => source.onerror?.());
  expect(screen.getByTestId('open')).toHaveTextContent('false');

  // signed out (no role): the stream is closed and none is opened
  rerender(
    <PlatformProvider>
      <Stream role={null} />
      <OrderPage />
    </PlatformProvider>,
  );
  expect(source.closed).toBe(true);
  expect(FakeEventSource.created).toBe(1);
});

test('a reconnect refetches the queries on screen (an order may have changed meanwhile) and a replayed event is heard once (issue 33)', async () => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  let fetched = 0;
  function Order() {
    const order = useQuery({ queryKey: ['driver', 'order', 'CV-1'], queryFn: async () => ++fetched });
    return <output data-testid="order">{order.data}</output>;
  }
  render(
    <QueryClientProvider client={client}>
      <Stream role="customer" />
      <Order />
      <OrderPage />
    </QueryClientProvider>,
  );
  await screen.findByText('1');
  const source = FakeEventSource.last!;
  act(() => source.onopen?.());
  // the first open is no reconnect
  expect(fetched).toBe(1);
  act(() => source.emit('notification', arrival));
  act(() => source.onerror?.());
  act(() => source.onopen?.());
  await screen.findByText('2');
  expect(fetched).toBe(2);
  // the server replays from the last id it knows of: an event seen before is not heard again
  act(() => source.emit('notification', arrival));
  act(() => source.emit('notification', { ...arrival, id: 'n2', text: 'Order CV-7K4Q2M: Parked.' }));
  expect(screen.getByTestId('heard')).toHaveTextContent('Order CV-7K4Q2M: Charging.|Order CV-7K4Q2M: Parked.');
});
