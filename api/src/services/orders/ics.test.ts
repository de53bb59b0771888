import ICAL from 'ical.js';
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
      { now: new Date('2026-06-30T10:00:00Z') },
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
      pickupZip: '40212',
      returnStreet: 'Schadowstraße 5',
      returnZip: '40213',
    };
    const de = orderCalendar(order, 'de');
    expect(de.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(de).toContain('DTSTART;TZID=Europe/Berlin:20261124T090000'); // winter: UTC+1
    expect(de).toContain('DTSTART;TZID=Europe/Berlin:20261124T110000');
    expect(de).toContain('UID:o1-pickup@chargevalet');
    expect(de).toContain('SUMMARY:ChargeValet: Rückgabe deines Autos (CV-7K4Q2M)');
    expect(orderCalendar(order, 'en')).toContain('SUMMARY:ChargeValet: car pickup (CV-7K4Q2M)');
  });

  it('as ical.js reads it: full LOCATION, a VALARM, organizer and attendee; CANCEL keeps the UIDs at a higher SEQUENCE without alarms', () => {
    const order = {
      id: 'o2',
      identity: 'CV-7K4Q2M',
      licensePlate: 'D AB 1234',
      pickupSlot: new Date('2026-11-24T08:00:00Z'),
      returnSlot: new Date('2026-11-24T10:00:00Z'),
      pickupStreet: 'Königsallee 1',
      pickupZip: '40212',
      returnStreet: 'Schadowstraße 5',
      returnZip: '402 13',
    };
    const parties = { organizer: { email: 'mail@chargevalet.test', name: 'ChargeValet' }, attendee: { email: 'clara@example.test', name: 'Clara' } };
    const request = new ICAL.Component(ICAL.parse(orderCalendar(order, 'de', { method: 'REQUEST', sequence: 0, ...parties })));
    expect(request.getFirstPropertyValue('method')).toBe('REQUEST');
    const events = request.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
    expect(events.map((event) => event.uid)).toEqual(['o2-pickup@chargevalet', 'o2-return@chargevalet']);
    expect(events.map((event) => event.location)).toEqual(['Königsallee 1, 40212 Düsseldorf', 'Schadowstraße 5, 40213 Düsseldorf']);
    expect(events.map((event) => event.sequence)).toEqual([0, 0]);
    expect(events[0]!.startDate.toJSDate().toISOString()).toBe('2026-11-24T08:00:00.000Z');
    expect(events[0]!.organizer).toBe('mailto:mail@chargevalet.test');
    expect(events[0]!.attendees.map((a) => a.getFirstValue())).toEqual(['mailto:clara@example.test']);
    const alarm = request.getFirstSubcomponent('vevent')!.getFirstSubcomponent('valarm')!;
    expect(alarm.getFirstPropertyValue('action')).toBe('DISPLAY');
    expect((alarm.getFirstPropertyValue('trigger') as ICAL.Duration).toSeconds()).toBe(-3600);

    const cancel = new ICAL.Component(ICAL.parse(orderCalendar(order, 'de', { method: 'CANCEL', sequence: 1, ...parties })));
    expect(cancel.getFirstPropertyValue('method')).toBe('CANCEL');
    const cancelled = cancel.getAllSubcomponents('vevent');
    expect(cancelled.map((vevent) => vevent.getFirstPropertyValue('uid'))).toEqual(['o2-pickup@chargevalet', 'o2-return@chargevalet']);
    expect(cancelled.map((vevent) => vevent.getFirstPropertyValue('sequence'))).toEqual([1, 1]);
    expect(cancelled.map((vevent) => vevent.getFirstPropertyValue('status'))).toEqual(['CANCELLED', 'CANCELLED']);
    expect(cancelled.every((vevent) => vevent.getFirstSubcomponent('valarm') === null)).toBe(true);
  });
});

describe('order numbers', () => {
  it('are CV- plus six characters without look-alikes, and differ', () => {
    const numbers = new Set(Array.from({ length: 2000 }, () => newOrderIdentity()));
    for (const identity of numbers) expect(identity).toMatch(IDENTITY_PATTERN);
    expect(numbers.size).toBeGreaterThan(1990);
  });
});
