import { PlatformProvider, i18n, queryClient, toaster, useAuth, useNotificationStream, type User } from '@chargevalet/platform';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FakeEventSource, installFakeEventSource, mockApi, type MockAnswer } from '@chargevalet/platform/testing';
import { RATE_REQUEST_POLL_MS } from '@chargevalet/contract';
import { RateDriverCard } from './RateDriverCard';

const REQUESTS = 'GET /api/customer/driver/rate-requests';
const request = (id: string, driver = 'Daniel', identity = 'CV-7K4Q2M') => ({ id, order_id: `o-${id}`, order_identity: identity, driver: { name: driver }, created_at: '2026-11-23T07:00:00.000Z' });
const customer: User = { id: 'c1', role: 'customer', first_name: 'Clara', last_name: 'Kundin', email: 'clara@example.de', locale: 'en' };

function api(extra: Record<string, MockAnswer | MockAnswer[]> = {}) {
  return mockApi({ [REQUESTS]: { status: 200, body: { data: [request('r1')] } }, ...extra });
}

/** What the page shows besides the card: it stays usable (no dialog over it, issue 31). */
const pageAction = jest.fn();
function PageBehind() {
  return (
    <main>
      <h1>My orders</h1>
      <button type="button" onClick={pageAction}>
        Download receipt
      </button>
    </main>
  );
}

/** The shell's bell holds the page's one notification stream. */
function ShellStream() {
  useNotificationStream('customer');
  return null;
}

async function renderCard(locale: 'de' | 'en' = 'en', user: User = customer) {
  await i18n.changeLanguage(locale);
  useAuth.setState({ user, status: 'authenticated' });
  render(
    <PlatformProvider>
      <ShellStream />
      <PageBehind />
      <RateDriverCard />
    </PlatformProvider>,
  );
  return userEvent.setup();
}

beforeEach(() => {
  queryClient.clear();
  toaster.remove();
});

test('shows by itself for an open request, as a card; stars are a keyboard radio group; at least one star (SPEC §5, §8)', async () => {
  const mock = api({ 'POST /api/customer/driver/rate/r1': { status: 200, body: { status: 'rated' } } });
  const user = await renderCard();
  const dialog = await screen.findByRole('region', { name: 'Rate your driver' });
  expect(dialog).toHaveTextContent('How happy were you with Daniel on order CV-7K4Q2M?');
  const stars = screen.getAllByRole('radio');
  expect(stars.map((star) => star.getAttribute('name'))).toEqual(['rate', 'rate', 'rate', 'rate', 'rate']);
  expect(screen.getByRole('radio', { name: '1 star' })).toBeInTheDocument();

  // No star: refused in the browser, nothing sent.
  await user.click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByText('Please choose at least one star')).toBeInTheDocument();
  expect(mock.calls('POST /api/customer/driver/rate/r1')).toHaveLength(0);

  // Keyboard: focus the first star, arrow right twice → 3 stars.
  await user.click(screen.getByRole('radio', { name: '1 star' }));
  await user.keyboard('{ArrowRight}{ArrowRight}');
  expect(screen.getByRole('radio', { name: '3 stars' })).toBeChecked();
  expect(screen.queryByText('Please choose at least one star')).not.toBeInTheDocument();
  await user.type(screen.getByRole('textbox', { name: /Your feedback/ }), 'Very friendly');
  mock.set(REQUESTS, { status: 200, body: { data: [] } });
  await user.click(screen.getByRole('button', { name: 'Send' }));
  await waitFor(() => expect(mock.calls('POST /api/customer/driver/rate/r1')).toEqual([{ rate: 3, feedback: 'Very friendly' }]));
  expect(await screen.findByText('Thank you for your feedback! Your rating and comments have been successfully submitted')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('region', { name: /Rate your driver|Bewerte/ })).not.toBeInTheDocument());
  // the card left with the focused Send button: focus is on the page's heading, not on <body> (issue 35)
  await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'My orders' })));
});

test('"Not now" declines the request; the next open one shows (German)', async () => {
  const mock = api({
    [REQUESTS]: [{ status: 200, body: { data: [request('r1'), request('r2', 'Dora', 'CV-ABCDEF')] } }, { status: 200, body: { data: [request('r2', 'Dora', 'CV-ABCDEF')] } }],
    'POST /api/customer/driver/rate/r1/cancel': { status: 200, body: { status: 'cancelled' } },
  });
  const user = await renderCard('de');
  await screen.findByRole('region', { name: 'Bewerte deinen Fahrer' });
  await user.click(screen.getByRole('button', { name: 'Nicht jetzt' }));
  await waitFor(() => expect(mock.calls('POST /api/customer/driver/rate/r1/cancel')).toHaveLength(1));
  expect(await screen.findByText(/mit Dora bei Auftrag CV-ABCDEF/)).toBeInTheDocument();
});

test("a failure toasts 'Error' with oops; an answered request's 422 shows on the stars", async () => {
  const mock = api({
    'POST /api/customer/driver/rate/r1': [
      { status: 500, body: { message: 'boom' } },
      { status: 422, body: { message: 'This rating request has already been answered', errors: { rate: ['This rating request has already been answered'] } } },
    ],
  });
  const user = await renderCard();
  await screen.findByRole('region', { name: 'Rate your driver' });
  await user.click(screen.getByRole('radio', { name: '5 stars' }));
  await user.click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByText('Oops, something went wrong. Please try again')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByText('This rating request has already been answered')).toBeInTheDocument();
  expect(mock.calls('POST /api/customer/driver/rate/r1')).toHaveLength(2);
});

test('fetched only for customers, and again every 60 s', async () => {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  try {
    const mock = api({ [REQUESTS]: { status: 200, body: { data: [] } } });
    await renderCard('en', { ...customer, role: 'manager' });
    await act(async () => {
      await jest.advanceTimersByTimeAsync(RATE_REQUEST_POLL_MS + 1000);
    });
    expect(mock.calls(REQUESTS)).toHaveLength(0);
    act(() => useAuth.setState({ user: customer, status: 'authenticated' }));
    await act(async () => {
      await jest.advanceTimersByTimeAsync(100);
    });
    expect(mock.calls(REQUESTS)).toHaveLength(1);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(RATE_REQUEST_POLL_MS);
    });
    expect(mock.calls(REQUESTS)).toHaveLength(2);
  } finally {
    jest.useRealTimers();
  }
});

test('opens at once when the rate request arrives on the notification stream (the order was just returned)', async () => {
  const remove = installFakeEventSource();
  try {
    const mock = mockApi({ [REQUESTS]: { status: 200, body: { data: [] } } });
    await renderCard();
    await waitFor(() => expect(mock.calls(REQUESTS)).toHaveLength(1));
    expect(screen.queryByRole('region', { name: /Rate your driver|Bewerte/ })).not.toBeInTheDocument();
    mock.set(REQUESTS, { status: 200, body: { data: [request('r9')] } });
    act(() =>
      FakeEventSource.last!.emit('notification', {
        id: 'n-9', kind: 'rate_request', text: 'Rate your driver', order_id: 'o-r9', order_identity: 'CV-7K4Q2M',
        link: '/orders/o-r9', data: {}, read_at: null, created_at: '2026-11-23T07:00:00.000Z',
      }),
    );
    expect(await screen.findByRole('region', { name: 'Rate your driver' })).toBeInTheDocument();
  } finally {
    remove();
  }
});

test('never blocks the page: no dialog, the page’s own actions work beside the card; "Not now" dismisses it for good (asked once)', async () => {
  const mock = api({ 'POST /api/customer/driver/rate/r1/cancel': { status: 200, body: { status: 'cancelled' } } });
  const user = await renderCard();
  await screen.findByRole('region', { name: 'Rate your driver' });
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Download receipt' }));
  expect(pageAction).toHaveBeenCalledTimes(1);
  mock.set(REQUESTS, { status: 200, body: { data: [] } });
  await user.click(screen.getByRole('button', { name: 'Not now' }));
  await waitFor(() => expect(mock.calls('POST /api/customer/driver/rate/r1/cancel')).toHaveLength(1));
  await waitFor(() => expect(screen.queryByRole('region', { name: 'Rate your driver' })).not.toBeInTheDocument());
});
