import { act, screen, waitFor, within } from '@testing-library/react';
import { NOTIFICATION_POLL_MS, queryClient } from '@chargevalet/platform';
import { FakeEventSource, installFakeEventSource, mockApi, type ApiMock } from '@chargevalet/platform/testing';
import type { Notification } from '@chargevalet/contract';
import { currentPath, renderWithProviders } from '../../features/test-utils';
import { NotificationBell } from './NotificationBell';

const note = (id: string, text: string, read = false): Notification => ({
  id,
  kind: 'order_status_changed',
  text,
  order_id: 'o1',
  order_identity: 'CV-7K4Q2M',
  link: '/orders/o1',
  data: {},
  read_at: read ? '2026-11-23T08:00:00.000Z' : null,
  created_at: '2026-11-23T07:00:00.000Z',
});

const IF_NEW = 'GET /api/customer/notifications/if-new';
const LIST = 'GET /api/customer/notifications';
let api: ApiMock;
let removeEventSource: () => void;

beforeEach(() => {
  queryClient.clear();
  removeEventSource = installFakeEventSource();
  api = mockApi({
    [IF_NEW]: { status: 200, body: { has_new: true, unread: 2 } },
    [LIST]: { status: 200, body: { data: [note('n2', 'Auftrag CV-7K4Q2M: Wird geladen.'), note('n1', 'Auftrag CV-7K4Q2M: Fahrer zugewiesen.')], meta: { page: 1, pageSize: 20, total: 2, unread: 2 } } },
    'POST /api/customer/notifications/ack-new': { status: 200, body: { has_new: false, unread: 2 } },
    'POST /api/customer/notification/read/n2': { status: 200, body: { data: note('n2', 'x', true) } },
    'POST /api/customer/notification/read/n1': { status: 200, body: { data: note('n1', 'x', true) } },
  });
});
afterEach(() => {
  jest.useRealTimers();
  removeEventSource();
});

const bellButton = () => screen.getByRole('button', { name: /^Benachrichtigungen/ });

test('shows the unread count in the button’s name; opening lists the notifications and acknowledges the new ones', async () => {
  const { user } = await renderWithProviders(<NotificationBell role="customer" />, { route: '/profile/orders' });
  expect(await screen.findByRole('button', { name: 'Benachrichtigungen, 2 ungelesen' })).toHaveAttribute('aria-expanded', 'false');
  expect(FakeEventSource.last).toMatchObject({ url: '/api/customer/notifications/stream', init: { withCredentials: true } });

  await user.click(bellButton());
  const panel = await screen.findByRole('dialog', { name: 'Benachrichtigungen' });
  const items = await within(panel).findAllByRole('listitem');
  expect(items.map((item) => item.textContent)).toEqual([expect.stringContaining('Ungelesen: Auftrag CV-7K4Q2M: Wird geladen.'), expect.stringContaining('Fahrer zugewiesen')]);
  await waitFor(() => expect(api.calls('POST /api/customer/notifications/ack-new')).toHaveLength(1));

  // mark read: the call, then the list and the bell are fetched again
  const listCalls = api.calls(LIST).length;
  await user.click(within(panel).getByRole('button', { name: 'Als gelesen markieren: Auftrag CV-7K4Q2M: Wird geladen.' }));
  await waitFor(() => expect(api.calls('POST /api/customer/notification/read/n2')).toHaveLength(1));
  await waitFor(() => expect(api.calls(LIST).length).toBeGreaterThan(listCalls));

  // the order link opens the order, marks it read and closes the panel
  await user.click(within(panel).getAllByRole('link', { name: 'Auftrag CV-7K4Q2M öffnen' })[1]!);
  expect(currentPath()).toBe('/orders/o1');
  await waitFor(() => expect(api.calls('POST /api/customer/notification/read/n1')).toHaveLength(1));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

test('the panel is not modal: the page and its live regions stay readable while it is open; focus leaving it closes it', async () => {
  const { user } = await renderWithProviders(
    <>
      <NotificationBell role="customer" />
      <div role="status">Wird geladen</div>
      <button>Weiter</button>
    </>,
  );
  await user.click(await screen.findByRole('button', { name: 'Benachrichtigungen, 2 ungelesen' }));
  const panel = await screen.findByRole('dialog', { name: 'Benachrichtigungen' });
  await within(panel).findAllByRole('listitem');
  await new Promise((resolve) => setTimeout(resolve, 50)); // a modal hides the rest of the page a frame after it opens
  expect(panel).not.toHaveAttribute('aria-modal', 'true');
  for (const status of screen.getAllByRole('status', { hidden: true })) expect(status.closest('[aria-hidden="true"], [inert]')).toBeNull();
  expect(document.querySelector('[data-aria-hidden]')).toBeNull();
  // Focus moved out of the panel (to the page behind it): the panel closes, so focus is never under it.
  act(() => screen.getByRole('button', { name: 'Weiter' }).focus());
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(screen.getByRole('button', { name: 'Weiter' })).toHaveFocus();
});

test('a notification on the stream is announced politely and the count refreshes at once', async () => {
  await renderWithProviders(<NotificationBell role="customer" />);
  await screen.findByRole('button', { name: 'Benachrichtigungen, 2 ungelesen' });
  api.set(IF_NEW, { status: 200, body: { has_new: true, unread: 3 } });
  act(() => {
    FakeEventSource.last!.onopen?.();
    FakeEventSource.last!.emit('notification', note('n3', 'Auftrag CV-7K4Q2M: Zurückgebracht.'));
  });
  const region = screen.getByText('Neue Benachrichtigung: Auftrag CV-7K4Q2M: Zurückgebracht.');
  expect(region).toHaveAttribute('role', 'status');
  expect(region).toHaveAttribute('aria-live', 'polite');
  expect(await screen.findByRole('button', { name: 'Benachrichtigungen, 3 ungelesen' })).toBeInTheDocument();
});

test('polls if-new while the stream is down, not while it is open', async () => {
  // fake time that also runs by itself, so the providers' own short waits pass
  jest.useFakeTimers({ advanceTimers: true });
  await renderWithProviders(<NotificationBell role="customer" />);
  await waitFor(() => expect(api.calls(IF_NEW)).toHaveLength(1));
  await act(async () => {
    await jest.advanceTimersByTimeAsync(NOTIFICATION_POLL_MS);
  });
  expect(api.calls(IF_NEW)).toHaveLength(2); // never opened: polling

  act(() => FakeEventSource.last!.onopen?.());
  await act(async () => {
    await jest.advanceTimersByTimeAsync(NOTIFICATION_POLL_MS * 2);
  });
  expect(api.calls(IF_NEW)).toHaveLength(2); // live: no polling

  act(() => FakeEventSource.last!.onerror?.());
  await act(async () => {
    await jest.advanceTimersByTimeAsync(NOTIFICATION_POLL_MS);
  });
  expect(api.calls(IF_NEW)).toHaveLength(3); // down again: polling again
});

test('English, no unread: a plain name and no badge; keyboard opens and closes the panel; the stream closes when the bell goes (sign-out)', async () => {
  api.set('GET /api/driver/notifications/if-new', { status: 200, body: { has_new: false, unread: 0 } });
  api.set('GET /api/driver/notifications', { status: 200, body: { data: [], meta: { page: 1, pageSize: 20, total: 0, unread: 0 } } });
  const { unmount, user } = await renderWithProviders(<NotificationBell role="driver" />, { locale: 'en' });
  expect(FakeEventSource.last!.url).toBe('/api/driver/notifications/stream');
  await waitFor(() => expect(api.calls('GET /api/driver/notifications/if-new')).toHaveLength(1));
  const bell = screen.getByRole('button', { name: 'Notifications' });
  expect(bell.parentElement).toHaveTextContent(/^$/); // no badge

  await user.tab();
  expect(bell).toHaveFocus();
  await user.keyboard('{Enter}');
  const panel = await screen.findByRole('dialog', { name: 'Notifications' });
  expect(await within(panel).findByText('No notifications yet.')).toBeInTheDocument();
  expect(api.calls('POST /api/driver/notifications/ack-new')).toHaveLength(0); // nothing new to acknowledge
  // Escape once focus is in the panel (as a user presses it): before that the panel's layer may not listen yet
  await waitFor(() => expect(panel.contains(document.activeElement)).toBe(true));
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  const source = FakeEventSource.last!;
  unmount();
  expect(source.closed).toBe(true);
});
