import { SERVICE_TIME_ZONE, SLOT_MINUTES, type Locale } from '@chargevalet/contract';
import { instantToZoned } from '../../domain';

/**
 * iCalendar (RFC 5545) for an order's pickup and return: local times in Europe/Berlin with the zone's VTIMEZONE,
 * TEXT values escaped (§3.3.11), lines folded at 75 octets (§3.1), CRLF line ends.
 */
export interface CalendarEvent {
  uid: string;
  start: Date;
  minutes?: number;
  summary: string;
  location?: string;
  description?: string;
}

/** RFC 5545 §3.3.11: backslash, semicolon, comma and line breaks in TEXT values. */
export function escapeText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r\n|\r|\n/g, '\\n');
}

/** RFC 5545 §3.1: lines longer than 75 octets continue on the next line after CRLF + one space (never inside a UTF-8 character). */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    const limit = parts.length === 0 ? 75 : 74; // continuation lines start with a space
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const localStamp = (instant: Date): string => {
  const { date, time } = instantToZoned(instant, SERVICE_TIME_ZONE);
  return `${date.replace(/-/g, '')}T${time.replace(':', '')}00`;
};
const utcStamp = (instant: Date): string => instant.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

const BERLIN_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  'TZID:Europe/Berlin',
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

export function buildCalendar(events: readonly CalendarEvent[], now: Date = new Date()): string {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//ChargeValet//Booking//EN', 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH', ...BERLIN_VTIMEZONE];
  for (const event of events) {
    const end = new Date(event.start.getTime() + (event.minutes ?? SLOT_MINUTES) * 60_000);
    lines.push(
      'BEGIN:VEVENT',
      `UID:${escapeText(event.uid)}`,
      `DTSTAMP:${utcStamp(now)}`,
      `DTSTART;TZID=Europe/Berlin:${localStamp(event.start)}`,
      `DTEND;TZID=Europe/Berlin:${localStamp(end)}`,
      `SUMMARY:${escapeText(event.summary)}`,
      ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
      ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

export interface OrderCalendarInput {
  id: string;
  identity: string;
  licensePlate: string;
  pickupSlot: Date;
  returnSlot: Date;
  pickupStreet: string;
  returnStreet: string;
}

const TEXTS: Record<Locale, { pickup: string; ret: string; description: (identity: string, plate: string) => string }> = {
  de: {
    pickup: 'ChargeValet: Abholung deines Autos',
    ret: 'ChargeValet: Rückgabe deines Autos',
    description: (identity, plate) => `Bestellung ${identity}, Kennzeichen ${plate}`,
  },
  en: {
    pickup: 'ChargeValet: car pickup',
    ret: 'ChargeValet: car return',
    description: (identity, plate) => `Order ${identity}, licence plate ${plate}`,
  },
};

/** The confirmation's attachment: pickup and return as two events. */
export function orderCalendar(order: OrderCalendarInput, locale: Locale, now: Date = new Date()): string {
  const t = TEXTS[locale];
  const description = t.description(order.identity, order.licensePlate);
  return buildCalendar(
    [
      { uid: `${order.id}-pickup@chargevalet`, start: order.pickupSlot, summary: `${t.pickup} (${order.identity})`, location: order.pickupStreet, description },
      { uid: `${order.id}-return@chargevalet`, start: order.returnSlot, summary: `${t.ret} (${order.identity})`, location: order.returnStreet, description },
    ],
    now,
  );
}
