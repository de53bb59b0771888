import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../test-utils';
import { useCookieConsent } from '../cookies/cookieConsentStore';
import { legalDe } from './content/de';
import { legalEn } from './content/en';
import { LEGAL_KINDS } from './content/types';
import { LegalPage } from './LegalPage';

const TITLES = {
  de: { terms: 'Allgemeine Geschäftsbedingungen', privacy: 'Datenschutzerklärung', cookies: 'Cookie-Richtlinie', imprint: 'Impressum' },
  en: { terms: 'Terms and conditions', privacy: 'Privacy policy', cookies: 'Cookie policy', imprint: 'Imprint' },
} as const;

describe('LegalPage', () => {
  describe.each(['de', 'en'] as const)('in %s', (locale) => {
    it.each(LEGAL_KINDS)('renders the %s text with every section', async (kind) => {
      await renderWithProviders(<LegalPage kind={kind} />, { locale });
      const doc = (locale === 'de' ? legalDe : legalEn)[kind];
      expect(screen.getByRole('heading', { level: 1, name: TITLES[locale][kind] })).toBeInTheDocument();
      for (const section of doc.sections) {
        expect(screen.getByRole('heading', { level: 2, name: section.heading })).toBeInTheDocument();
      }
      expect(document.title).toBe(`${TITLES[locale][kind]} – ChargeValet`);
    });
  });

  it('covers the required topics of the terms', async () => {
    await renderWithProviders(<LegalPage kind="terms" />);
    const text = document.body.textContent ?? '';
    for (const phrase of ['Euro inklusive der gesetzlichen Mehrwertsteuer', 'autorisierst du die Zahlung', 'mindestens 60 Minuten', 'Briefkasten', 'Haftung', 'Gerichtsstand', 'Düsseldorf']) {
      expect(text).toContain(phrase);
    }
  });

  it('names the legal bases, processors and supervisory authority in the privacy policy', async () => {
    await renderWithProviders(<LegalPage kind="privacy" />, { locale: 'en' });
    const text = document.body.textContent ?? '';
    for (const phrase of ['Art. 6 (1) (b) GDPR', 'Art. 6 (1) (c) GDPR', 'Art. 6 (1) (f) GDPR', 'Stripe', 'SMS', 'Google Maps', 'LDI NRW']) {
      expect(text).toContain(phrase);
    }
    expect(screen.getByRole('link', { name: 'https://www.ldi.nrw.de' })).toHaveAttribute('href', 'https://www.ldi.nrw.de');
  });

  it('lists every cookie with its lifetime in the cookie policy and opens the settings', async () => {
    useCookieConsent.setState({ settingsOpen: false });
    const { user } = await renderWithProviders(<LegalPage kind="cookies" />);
    const list = screen.getByRole('heading', { level: 2, name: '2. Cookies, die wir setzen' }).parentElement!;
    const items = within(list).getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual([
      expect.stringMatching(/^cv_session – .*1 Jahr\.$/),
      expect.stringMatching(/^XSRF-TOKEN – .*2 Stunden\.$/),
      expect.stringMatching(/^locale – .*1 Jahr\.$/),
      expect.stringMatching(/^cookie_consent – .*1 Jahr\.$/),
      expect.stringMatching(/^__stripe_mid – .*Stripe.*1 Jahr\.$/),
    ]);
    await user.click(screen.getByRole('button', { name: 'Cookie-Einstellungen öffnen' }));
    expect(useCookieConsent.getState().settingsOpen).toBe(true);
  });

  it('shows the imprint per § 5 DDG with the open-data attribution', async () => {
    await renderWithProviders(<LegalPage kind="imprint" />);
    expect(screen.getByRole('heading', { level: 2, name: 'Angaben gemäß § 5 DDG' })).toBeInTheDocument();
    const text = document.body.textContent ?? '';
    for (const phrase of ['ChargeValet GmbH', '40210 Düsseldorf', 'Amtsgericht Düsseldorf', 'Umsatzsteuer-Identifikationsnummer', 'fiktiv']) {
      expect(text).toContain(phrase);
    }
    expect(text).toContain('Postleitzahlendaten: GeoNames (via zauberware/postal-codes-json-xml-csv), CC BY 4.0, https://creativecommons.org/licenses/by/4.0/');
    expect(screen.getByRole('link', { name: 'https://creativecommons.org/licenses/by/4.0/' })).toHaveAttribute('href', 'https://creativecommons.org/licenses/by/4.0/');
    expect(screen.getByRole('link', { name: 'hallo@chargevalet.test' })).toHaveAttribute('href', 'mailto:hallo@chargevalet.test');
  });

  it('renders the English imprint with the attribution', async () => {
    await renderWithProviders(<LegalPage kind="imprint" />, { locale: 'en' });
    expect(screen.getByRole('heading', { level: 2, name: 'Information pursuant to Section 5 DDG' })).toBeInTheDocument();
    expect(document.body.textContent).toContain('Postcode data: GeoNames (via zauberware/postal-codes-json-xml-csv), CC BY 4.0, https://creativecommons.org/licenses/by/4.0/');
  });

  it('keeps both languages structurally in step', () => {
    for (const kind of LEGAL_KINDS) {
      expect(legalEn[kind].sections.length).toBe(legalDe[kind].sections.length);
      legalDe[kind].sections.forEach((section, index) => {
        expect(legalEn[kind].sections[index]?.list?.length).toBe(section.list?.length);
      });
    }
  });
});
