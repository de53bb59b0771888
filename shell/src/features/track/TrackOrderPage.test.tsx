import { act, screen, waitFor } from '@testing-library/react';
import { FakeEventSource, installFakeEventSource } from '@chargevalet/platform/testing';
import { renderWithProviders } from '../test-utils';
import { TrackOrderPage } from './TrackOrderPage';

type Answer = { status: number; body?: unknown };

/** The part of a fetch Response the platform's API client reads (jsdom has no Response). */
function reply(status: number, body?: unknown) {
  const text = body === undefined ? '' : JSON.stringify(body);
  return {
    ok: status >= 200 && status < 300,
    status,
    headers: { get: (name: string) => (name.toLowerCase() === 'content-type' ? 'application/json' : null) },
    text: async () => text,
    json: async () => JSON.parse(text),
  } as unknown as Response;
}

/** Mocks global fetch: the CSRF cookie call answers 204, the tracking call answers `answer`. */
function mockFetch(answer: Answer) {
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (url.endsWith('/sanctum/csrf-cookie')) return reply(204);
    if (url.endsWith('/api/orders/track') && init?.method === 'POST') return reply(answer.status, answer.body);
    return reply(500);
  });
  global.fetch = fetchMock as typeof fetch;
  return fetchMock;
}

const trackCalls = (fetchMock: jest.Mock) =>
  fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/api/orders/track')).map(([, init]) => JSON.parse((init as RequestInit).body as string));

const originalFetch = global.fetch;
afterEach(() => {
  global.fetch = originalFetch;
});

async function submit(user: Awaited<ReturnType<typeof renderWithProviders>>['user'], orderNumber: string, contact: string) {
  if (orderNumber) await user.type(screen.getByRole('textbox', { name: /Auftragsnummer/ }), orderNumber);
  if (contact) await user.type(screen.getByRole('textbox', { name: /Kennzeichen oder E-Mail-Adresse/ }), contact);
  await user.click(screen.getByRole('button', { name: 'Auftrag suchen' }));
}

describe('TrackOrderPage', () => {
  it('opens with the order number of ?number= filled in (the booking result links here)', async () => {
    mockFetch({ status: 200 });
    await renderWithProviders(<TrackOrderPage />, { route: '/track-my-number?number=CV-7K4Q2M' });
    expect(screen.getByRole('textbox', { name: /Auftragsnummer/ })).toHaveValue('CV-7K4Q2M');
    expect(screen.getByRole('textbox', { name: /Kennzeichen oder E-Mail-Adresse/ })).toHaveValue('');
  });

  it('validates the input before calling the API', async () => {
    const fetchMock = mockFetch({ status: 200 });
    const { user } = await renderWithProviders(<TrackOrderPage />, { route: '/track-my-number' });
    await submit(user, '', '');
    expect(await screen.findByText('Bitte gib deine Auftragsnummer ein')).toBeInTheDocument();
    expect(screen.getByText('Bitte gib das Kennzeichen oder die E-Mail-Adresse ein')).toBeInTheDocument();

    await submit(user, 'CV#1', 'no@mail');
    expect(await screen.findByText(/Die Auftragsnummer darf nur Buchstaben, Ziffern und Bindestriche enthalten/)).toBeInTheDocument();
    expect(screen.getByText('Bitte gib ein gültiges Kennzeichen (3–15 Zeichen) oder eine gültige E-Mail-Adresse ein')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says so when no order matches (404)', async () => {
    const fetchMock = mockFetch({ status: 404, body: { message: 'Not found' } });
    const { user } = await renderWithProviders(<TrackOrderPage />, { route: '/track-my-number' });
    await submit(user, 'CV-1042', 'D CV 1234');
    expect(await screen.findByRole('alert')).toHaveTextContent('Wir konnten keinen Auftrag mit diesen Angaben finden.');
    expect(trackCalls(fetchMock)).toEqual([{ identity: 'CV-1042', license_plate: 'D CV 1234' }]);
  });

  it('says so in English', async () => {
    mockFetch({ status: 404 });
    const { user } = await renderWithProviders(<TrackOrderPage />, { route: '/track-my-number', locale: 'en' });
    await user.type(screen.getByRole('textbox', { name: /Order number/ }), 'CV-1042');
    await user.type(screen.getByRole('textbox', { name: /Licence plate or e-mail address/ }), 'D CV 1234');
    await user.click(screen.getByRole('button', { name: 'Find order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not find an order with these details');
  });

  it('sends an e-mail address as email, trimmed and lowercased, and shows the order found', async () => {
    const fetchMock = mockFetch({
      status: 200,
      body: {
        data: {
          identity: 'CV-1042',
          state: 'charging',
          pickup_time_slot: { date_time: '2026-03-05T13:30:00Z' },
          return_time_slot: null,
        },
      },
    });
    const { user } = await renderWithProviders(<TrackOrderPage />, { route: '/track-my-number' });
    await submit(user, ' CV-1042 ', '  Erika@Example.COM ');
    expect(await screen.findByRole('heading', { name: 'Auftrag CV-1042' })).toBeInTheDocument();
    // The platform's badge: the same label and SPEC §4 colour as on every other page.
    expect(screen.getByText('Wird geladen')).toHaveAttribute('data-palette', 'orange');
    expect(screen.getByText('05. März, 14:30')).toBeInTheDocument();
    expect(screen.queryByText('Rückgabe')).not.toBeInTheDocument();
    expect(trackCalls(fetchMock)).toEqual([{ identity: 'CV-1042', email: 'erika@example.com' }]);
  });

  it('keeps the number found in the address (?number=) and follows the order live through its link (issue 31)', async () => {
    const removeEventSource = installFakeEventSource();
    try {
      const token = 'B'.repeat(44);
      const found = { identity: 'CV-1042', state: 'assigned', pickup_time_slot: { date_time: '2026-03-05T13:30:00Z' }, return_time_slot: null };
      const fetchMock = mockFetch({ status: 200, body: { data: { ...found, track_token: token } } });
      const get = fetchMock.getMockImplementation()!;
      fetchMock.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) =>
        String(input).endsWith(`/api/track/${token}`) ? reply(200, { data: { ...found, next_state: 'on_the_way_to_pickup', car: null, eta: null } }) : get(input, init),
      );
      const { user } = await renderWithProviders(<TrackOrderPage />, { route: '/track-my-number' });
      await submit(user, 'cv-1042', 'D CV 1234');
      expect(await screen.findByRole('heading', { name: 'Auftrag CV-1042' })).toBeInTheDocument();
      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/track-my-number?number=CV-1042'));
      expect(FakeEventSource.last?.url).toBe(`/api/track/${token}/stream`);
      act(() => FakeEventSource.last!.emit('track', { ...found, state: 'on_the_way_to_pickup', next_state: 'on_the_way_to_station', car: null, eta: null }));
      expect(await screen.findByText('Unterwegs zur Ladestation')).toBeInTheDocument();
      expect(screen.getByText('Unterwegs zur Abholung')).toHaveAttribute('data-palette');
    } finally {
      removeEventSource();
    }
  });

  it('puts 422 errors on their fields', async () => {
    mockFetch({ status: 422, body: { message: 'invalid', errors: { identity: ['Unbekanntes Format'], license_plate: ['Kennzeichen ungültig'] } } });
    const { user } = await renderWithProviders(<TrackOrderPage />, { route: '/track-my-number' });
    await submit(user, 'CV-1042', 'D CV 1234');
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Auftragsnummer/ })).toHaveAccessibleErrorMessage('Unbekanntes Format'));
    expect(screen.getByRole('textbox', { name: /Kennzeichen oder E-Mail-Adresse/ })).toHaveAccessibleErrorMessage('Kennzeichen ungültig');
  });

  it('reports other failures without inventing a result', async () => {
    mockFetch({ status: 500 });
    const { user } = await renderWithProviders(<TrackOrderPage />, { route: '/track-my-number' });
    await submit(user, 'CV-1042', 'D CV 1234');
    expect(await screen.findByRole('alert')).toHaveTextContent('Die Suche ist fehlgeschlagen.');
    expect(screen.queryByRole('heading', { name: /Auftrag CV/ })).not.toBeInTheDocument();
  });
});
