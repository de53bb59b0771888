import { buildCalendar, escapeText, foldLine, orderCalendar } from './ics';
import { IDENTITY_PATTERN, newOrderIdentity } from './identity';

describe('iCalendar (RFC 5545)', () => {
  it('escapes backslash, semicolon, comma and line breaks in TEXT values', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  it('folds lines longer than 75 octets without splitting a UTF-8 character', () => {
    const line = `LOCATION:${'Königsallee 1, '.repeat(10)}`;
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(Buffer.byteLength(part, 'utf8')).toBeLessThanOrEqual(75);
    expect(parts.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    expect(parts.map((part, index) => (index === 0 ? part : part.slice(1))).join('')).toBe(line);
    expect(foldLine('SHORT:x')).toBe('SHORT:x');
  });

  it('writes Berlin local times with the zone definition, CRLF line ends and escaped values', () => {
    const ics = buildCalendar(
      [{ uid: 'u1@cv', start: new Date('2026-07-01T07:00:00Z'), summary: 'Pickup; car, key', location: 'Königsallee 1, 40212 Düsseldorf' }],
      new Date('2026-06-30T10:00:00Z'),
    );
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics).not.toMatch(/[^\r]\n/);
    expect(ics).toContain('BEGIN:VTIMEZONE\r\nTZID:Europe/Berlin');
    expect(ics).toContain('DTSTAMP:20260630T100000Z\r\n');
    expect(ics).toContain('DTSTART;TZID=Europe/Berlin:20260701T090000\r\n'); // summer: UTC+2
    expect(ics).toContain('DTEND;TZID=Europe/Berlin:20260701T093000\r\n');
    expect(ics).toContain('SUMMARY:Pickup\\; car\\, key\r\n');
    expect(ics).toContain('LOCATION:Königsallee 1\\, 40212 Düsseldorf\r\n');
  });

  it("puts pickup and return of an order into one file in the customer's language", () => {
    const order = {
      id: 'o1',
      identity: 'CV-7K4Q2M',
      licensePlate: 'D AB 1234',
      pickupSlot: new Date('2026-11-24T08:00:00Z'),
      returnSlot: new Date('2026-11-24T10:00:00Z'),
      pickupStreet: 'Königsallee 1',
      returnStreet: 'Schadowstraße 5',
    };
    const de = orderCalendar(order, 'de');
    expect(de.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(de).toContain('DTSTART;TZID=Europe/Berlin:20261124T090000'); // winter: UTC+1
    expect(de).toContain('DTSTART;TZID=Europe/Berlin:20261124T110000');
    expect(de).toContain('UID:o1-pickup@chargevalet');
    expect(de).toContain('SUMMARY:ChargeValet: Rückgabe deines Autos (CV-7K4Q2M)');
    expect(orderCalendar(order, 'en')).toContain('SUMMARY:ChargeValet: car pickup (CV-7K4Q2M)');
  });
});

describe('order numbers', () => {
  it('are CV- plus six characters without look-alikes, and differ', () => {
    const numbers = new Set(Array.from({ length: 2000 }, () => newOrderIdentity()));
    for (const identity of numbers) expect(identity).toMatch(IDENTITY_PATTERN);
    expect(numbers.size).toBeGreaterThan(1990);
  });
});
