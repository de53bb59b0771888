import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '@chargevalet/platform/testing';
import { renderProfile } from '../testing/harness';
import { weekStart } from './week';

const FEED = 'https://cv.example.test/api/calendar/abc.ics';
const entry = (kind: 'pickup' | 'return', at: string, fixed = true) => ({
  order_id: 'o-1',
  identity: 'CV-AAAAAA',
  kind,
  at,
  fixed,
  address: 'Königsallee 1, 40212 Düsseldorf',
  state: 'assigned',
});

describe('/profile/calendar (issue 31)', () => {
  it('weeks start on Monday (Berlin dates); ?week= picks one', () => {
    expect(weekStart('2026-12-02', new Date())).toBe('2026-11-30');
    expect(weekStart('nonsense', new Date('2026-11-26T10:00:00Z'))).toBe('2026-11-23');
  });

  it('lists the week’s pickups and returns by day, with time, address and the order link; pages by week', async () => {
    const mock = mockApi({
      'GET /api/customer/calendar': [
        { status: 200, body: { data: [entry('pickup', '2026-11-25T08:00:00.000Z'), entry('return', '2026-11-25T11:00:00.000Z', false)] } },
        { status: 200, body: { data: [] } },
      ],
      'GET /api/customer/calendar-feed': { status: 200, body: { data: { url: FEED } } },
      'GET /api/customer/rate-requests': { status: 200, body: { data: [] } },
    });
    await renderProfile('/profile/calendar?week=2026-11-23', 'de');
    expect(await screen.findByRole('heading', { level: 1, name: 'Kalender' })).toBeInTheDocument();
    const day = await screen.findByRole('region', { name: 'Mittwoch, 25. November' });
    const items = within(day).getAllByTestId('calendar-entry');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^09:00Abholung.*Auftrag CV-AAAAAAKönigsallee 1, 40212 Düsseldorf$/),
      expect.stringMatching(/^12:00Rückgabevoraussichtlich \(sobald das Auto fertig ist\)Auftrag CV-AAAAAA/),
    ]);
    expect(within(items[0]!).getByRole('link', { name: 'Auftrag CV-AAAAAA' })).toHaveAttribute('href', '/orders/o-1');
    const fetched = mock.fetch.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('/api/customer/calendar?'));
    expect(fetched[0]).toContain('from=2026-11-23&to=2026-11-30');

    await userEvent.setup().click(screen.getByRole('button', { name: 'Nächste Woche' }));
    expect(await screen.findByText('Keine Abholungen oder Rückgaben in dieser Woche.')).toBeInTheDocument();
    expect(mock.fetch.mock.calls.map(([url]) => String(url)).some((url) => url.includes('from=2026-11-30&to=2026-12-07'))).toBe(true);
  });

  it('the feed: its address, a webcal: link for the calendar app, and a new address on demand', async () => {
    const mock = mockApi({
      'GET /api/customer/calendar': { status: 200, body: { data: [] } },
      'GET /api/customer/calendar-feed': { status: 200, body: { data: { url: FEED } } },
      'POST /api/customer/calendar-feed/renew': { status: 200, body: { data: { url: 'https://cv.example.test/api/calendar/new.ics' } } },
    });
    await renderProfile('/profile/calendar', 'en');
    const feed = await screen.findByRole('region', { name: 'Subscribe in your calendar app' });
    expect(await within(feed).findByRole('textbox', { name: 'Calendar address' })).toHaveValue(FEED);
    expect(within(feed).getByRole('link', { name: 'Open in calendar app' })).toHaveAttribute('href', 'webcal://cv.example.test/api/calendar/abc.ics');
    await userEvent.setup().click(within(feed).getByRole('button', { name: 'New address' }));
    await waitFor(() => expect(within(feed).getByRole('textbox', { name: 'Calendar address' })).toHaveValue('https://cv.example.test/api/calendar/new.ics'));
    expect(mock.calls('POST /api/customer/calendar-feed/renew')).toHaveLength(1);
    expect(await screen.findByText('Made a new address: the old one no longer works.')).toBeInTheDocument();
  });
});
