import { act, screen, within } from '@testing-library/react';
import { FakeEventSource, installFakeEventSource, mockApi } from '@chargevalet/platform/testing';
import type { TrackView } from '@chargevalet/contract';
import { renderWithProviders } from '../test-utils';
import { resolveRoute } from '../../app/routes/routeTable';
import { TrackLinkPage } from './TrackLinkPage';

const TOKEN = 'A'.repeat(44);
const view = (overrides: Partial<TrackView> = {}): TrackView => ({
  identity: 'CV-7K4Q2M',
  state: 'assigned',
  pickup_time_slot: { date_time: '2026-03-05T13:30:00.000Z' },
  return_time_slot: null,
  next_state: 'on_the_way_to_pickup',
  car: null,
  eta: null,
  ...overrides,
});

let removeEventSource: () => void;
beforeEach(() => {
  removeEventSource = installFakeEventSource();
});
afterEach(() => removeEventSource());

describe('/track/:token — the live tracking link (issue 31)', () => {
  it('is a shell page for everyone, signed in or not', () => {
    for (const role of [null, 'customer', 'manager', 'driver'] as const) expect(resolveRoute(`/track/${TOKEN}`, role, {})).toEqual({ kind: 'shell', page: 'track-link' });
  });

  it('shows state, next step and times, then follows the stream: a new state, the car’s arrival (approximate)', async () => {
    mockApi({ [`GET /api/track/${TOKEN}`]: { status: 200, body: { data: view() } } });
    await renderWithProviders(<TrackLinkPage />, { route: `/track/${TOKEN}`, locale: 'de' });
    const card = await screen.findByRole('region', { name: 'Auftrag CV-7K4Q2M' });
    expect(within(card).getByText('Fahrer zugewiesen')).toBeInTheDocument();
    expect(within(card).getByText('Unterwegs zur Abholung')).toBeInTheDocument(); // the next step
    expect(FakeEventSource.last?.url).toBe(`/api/track/${TOKEN}/stream`);

    act(() => {
      FakeEventSource.last!.onopen?.();
      FakeEventSource.last!.emit('track', view({ state: 'on_the_way_to_pickup', next_state: 'on_the_way_to_station', car: { lat: 51.2, lng: 6.7, recorded_at: '2026-03-05T13:10:00.000Z' }, eta: { minutes: 8, at: '2026-03-05T13:18:00.000Z' } }));
    });
    expect(within(card).getByText('Wird live aktualisiert')).toBeInTheDocument();
    expect(within(card).getAllByText('Unterwegs zur Abholung')).toHaveLength(1);
    expect(within(card).getByTestId('order-eta')).toHaveTextContent(/kommt in etwa 8 Min\. \(ungefähr/);
    expect(within(card).getByText('14:10')).toBeInTheDocument();
  });

  it('a revoked or expired link: says so (404, or the stream’s "gone") and offers the lookup', async () => {
    mockApi({ [`GET /api/track/${TOKEN}`]: { status: 200, body: { data: view() } } });
    await renderWithProviders(<TrackLinkPage />, { route: `/track/${TOKEN}`, locale: 'en' });
    await screen.findByRole('region', { name: 'Order CV-7K4Q2M' });
    act(() => FakeEventSource.last!.emit('gone', {}));
    expect(await screen.findByRole('alert')).toHaveTextContent('This link has expired or was revoked.');
    expect(FakeEventSource.last!.closed).toBe(true);
    expect(screen.getByRole('link', { name: 'Track your order' })).toHaveAttribute('href', '/track-my-number');
  });

  it('404 at once: the same message', async () => {
    mockApi({});
    await renderWithProviders(<TrackLinkPage />, { route: `/track/${TOKEN}`, locale: 'de' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Dieser Link ist abgelaufen oder wurde widerrufen.');
  });
});
