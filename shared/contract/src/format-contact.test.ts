import { formatAddress, formatPhone } from './index';

describe('one address format everywhere (issue 31)', () => {
  it('street and number, postcode, city', () => {
    expect(formatAddress({ street: 'Königsallee 1', zip_code: '40212', city: 'Düsseldorf' })).toBe('Königsallee 1, 40212 Düsseldorf');
    expect(formatAddress({ street: ' Königsallee 1 ', zip_code: '402 12', city: 'Düsseldorf' })).toBe('Königsallee 1, 40212 Düsseldorf');
  });
  it('a street line that already names its postcode stays as it is; what is missing is left out', () => {
    expect(formatAddress({ street: 'Höherweg 100, 40233 Düsseldorf' })).toBe('Höherweg 100, 40233 Düsseldorf');
    expect(formatAddress({ street: 'Höherweg 100, 40233 Düsseldorf', zip_code: '40233', city: 'Düsseldorf' })).toBe('Höherweg 100, 40233 Düsseldorf');
    expect(formatAddress({ street: 'Hauptstraße 1', zip_code: '50667', city: null })).toBe('Hauptstraße 1, 50667');
    expect(formatAddress({ street: 'Hauptstraße 1' })).toBe('Hauptstraße 1');
  });
});

describe('phones for reading: one formatter for pages and mails', () => {
  it('sets the dialling code (and a German area code) apart', () => {
    expect(formatPhone('+492113205719')).toBe('+49 211 3205719');
    expect(formatPhone('+4930123456')).toBe('+49 30 123456');
    expect(formatPhone('+43664123456')).toBe('+43 664123456');
    expect(formatPhone('+49 211 5550101')).toBe('+49 211 5550101');
    expect(formatPhone(null)).toBe('');
  });
});
