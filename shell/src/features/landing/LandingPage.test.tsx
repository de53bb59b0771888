import { screen, within } from '@testing-library/react';
import { useAuth } from '@chargevalet/platform';
import { currentPath, renderWithProviders, setAnonymous, setSignedIn } from '../test-utils';
import { LandingPage } from './LandingPage';

const QUESTIONS_DE = [
  'Was kostet der Service?',
  'Welche Fahrzeuge könnt ihr laden?',
  'Wie funktioniert die Schlüsselübergabe?',
  'Was ist, wenn ich nicht zu Hause bin?',
  'In welchem Gebiet seid ihr unterwegs?',
];

describe('LandingPage', () => {
  beforeEach(() => setAnonymous());

  it('shows the hero in German with the booking call to action', async () => {
    const { user } = await renderWithProviders(<LandingPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Wir laden dein E-Auto.');
    expect(screen.getByText(/Düsseldorf/, { selector: 'p' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Jetzt buchen' }));
    expect(currentPath()).toBe('/book-a-service/select-package');
  });

  it('explains how it works in four ordered steps', async () => {
    await renderWithProviders(<LandingPage />);
    const section = screen.getByRole('region', { name: 'So funktioniert’s' });
    const steps = within(section).getAllByRole('listitem');
    expect(steps).toHaveLength(4);
    expect(steps.map((step) => within(step).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Online buchen',
      'Wir holen dein Auto ab',
      'Wir laden an einer Station',
      'Wir bringen es zurück',
    ]);
  });

  it('lists the five FAQ questions as an accordion that opens on click and by keyboard', async () => {
    const { user } = await renderWithProviders(<LandingPage />);
    const faq = screen.getByRole('region', { name: 'Häufige Fragen' });
    const triggers = within(faq).getAllByRole('button');
    expect(triggers.map((trigger) => trigger.textContent)).toEqual(QUESTIONS_DE);
    expect(within(faq).getAllByRole('heading', { level: 3 })).toHaveLength(5);

    const area = within(faq).getByRole('button', { name: 'In welchem Gebiet seid ihr unterwegs?' });
    expect(area).toHaveAttribute('aria-expanded', 'false');
    await user.click(area);
    expect(area).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/40210 bis 40629/)).toBeVisible();

    const cost = within(faq).getByRole('button', { name: 'Was kostet der Service?' });
    cost.focus();
    await user.keyboard('{Enter}');
    expect(cost).toHaveAttribute('aria-expanded', 'true');
  });

  it('invites visitors to track their order', async () => {
    const { user } = await renderWithProviders(<LandingPage />);
    await user.click(screen.getByRole('link', { name: 'Auftrag verfolgen' }));
    expect(currentPath()).toBe('/track-my-number');
  });

  it('offers create account and sign in to anonymous visitors', async () => {
    await renderWithProviders(<LandingPage />);
    expect(screen.getByRole('link', { name: 'Konto erstellen' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Anmelden' })).toHaveAttribute('href', '/login');
  });

  it.each(['customer', 'manager', 'driver'] as const)('hides them from a signed-in %s', async (role) => {
    setSignedIn(role);
    await renderWithProviders(<LandingPage />);
    expect(screen.queryByRole('link', { name: 'Konto erstellen' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Anmelden' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Jetzt buchen' })).toBeInTheDocument();
  });

  it('hides them while the session is still being checked', async () => {
    useAuth.setState({ user: null, status: 'loading' });
    await renderWithProviders(<LandingPage />);
    expect(screen.queryByRole('link', { name: 'Konto erstellen' })).not.toBeInTheDocument();
  });

  it('renders in English', async () => {
    await renderWithProviders(<LandingPage />, { locale: 'en' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('We charge your EV.');
    expect(screen.getByRole('link', { name: 'Book now' })).toHaveAttribute('href', '/book-a-service/select-package');
    const faq = screen.getByRole('region', { name: 'Frequently asked questions' });
    expect(within(faq).getAllByRole('button')).toHaveLength(5);
    expect(screen.getByRole('link', { name: 'Create account' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Track your order' })).toHaveAttribute('href', '/track-my-number');
  });

  it('sets the page title', async () => {
    await renderWithProviders(<LandingPage />);
    expect(document.title).toBe('ChargeValet – Lade-Service für E-Autos in Düsseldorf');
  });
});
