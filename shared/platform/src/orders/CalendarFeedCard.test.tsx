import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PlatformProvider } from '../PlatformProvider';
import { i18n } from '../i18n';
import { mockApi } from '../testing';
import { CalendarFeedCard } from './CalendarFeedCard';

const renderWithPlatform = (ui: React.ReactElement) => render(<PlatformProvider>{ui}</PlatformProvider>);
beforeEach(() => i18n.changeLanguage('en'));

const FEED = 'https://cv.example.test/api/calendar/abc.ics';

describe('CalendarFeedCard', () => {
  it('a driver’s feed: the address, a webcal: link, Copy puts it on the clipboard, New address replaces it', async () => {
    const mock = mockApi({
      'GET /api/driver/calendar-feed': { status: 200, body: { data: { url: FEED } } },
      'POST /api/driver/calendar-feed/renew': { status: 200, body: { data: { url: 'https://cv.example.test/api/calendar/new.ics' } } },
    });
    const user = userEvent.setup();
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    renderWithPlatform(<CalendarFeedCard role="driver" />);
    const card = within(await screen.findByRole('region', { name: 'Subscribe in your calendar app' }));
    expect(card.getByText(/your assigned pickups and returns/)).toBeInTheDocument();
    expect(await card.findByRole('textbox', { name: 'Calendar address' })).toHaveValue(FEED);
    expect(card.getByRole('link', { name: 'Open in calendar app' })).toHaveAttribute('href', 'webcal://cv.example.test/api/calendar/abc.ics');
    await user.click(card.getByRole('button', { name: 'Copy address' }));
    expect(writeText).toHaveBeenCalledWith(FEED);
    expect(await screen.findByText('Address copied')).toBeInTheDocument();
    await user.click(card.getByRole('button', { name: 'New address' }));
    await waitFor(() => expect(card.getByRole('textbox', { name: 'Calendar address' })).toHaveValue('https://cv.example.test/api/calendar/new.ics'));
    expect(mock.calls('POST /api/driver/calendar-feed/renew')).toHaveLength(1);
    expect(await screen.findByText('Made a new address: the old one no longer works.')).toBeInTheDocument();
  });

  it('a refused clipboard says how to copy by hand; German texts', async () => {
    mockApi({ 'GET /api/customer/calendar-feed': { status: 200, body: { data: { url: FEED } } } });
    const user = userEvent.setup();
    jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new Error('denied'));
    await act(() => i18n.changeLanguage('de'));
    renderWithPlatform(<CalendarFeedCard role="customer" />);
    const card = within(await screen.findByRole('region', { name: 'In deiner Kalender-App abonnieren' }));
    await user.click(await card.findByRole('button', { name: 'Adresse kopieren' }));
    expect(await screen.findByText('Die Adresse konnte nicht kopiert werden: Markiere sie im Feld und kopiere sie selbst.')).toBeInTheDocument();
  });
});
