import { SERVICE_TIME_ZONE, SLOT_MINUTES, type Locale } from '@chargevalet/contract';
import { addressLine, instantToZoned } from '../../domain';

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
  /** RFC 5545 §3.8.7.4: raised with every change the customer is sent (reschedule, cancellation). */
  sequence?: number;
  /** A display alarm this many minutes before the start (RFC 5545 §3.6.6). */
  alarmMinutes?: number;
}

/** RFC 5546 §1.4: PUBLISH for a feed, REQUEST for an appointment sent (and updated) by mail, CANCEL to take it back. */
export type CalendarMethod = 'PUBLISH' | 'REQUEST' | 'CANCEL';

/** A party of an iTIP message (RFC 5546 §3.2: REQUEST and CANCEL name the organizer and the attendee). */
export interface CalendarParty {
  email: string;
  name?: string;
}

export interface CalendarOptions {
  method?: CalendarMethod;
  now?: Date;
  organizer?: CalendarParty;
  attendee?: CalendarParty;
  /** The calendar's name in a subscribing app (a feed). */
  name?: string;
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

const party = (property: 'ORGANIZER' | 'ATTENDEE', p: CalendarParty): string =>
  `${property}${p.name ? `;CN="${p.name.replace(/["\\]/g, '')}"` : ''}${property === 'ATTENDEE' ? ';ROLE=REQ-PARTICIPANT;RSVP=FALSE' : ''}:mailto:${p.email}`;

export function buildCalendar(events: readonly CalendarEvent[], options: CalendarOptions = {}): string {
  const method = options.method ?? 'PUBLISH';
  const now = options.now ?? new Date();
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//ChargeValet//Booking//EN', 'CALSCALE:GREGORIAN', `METHOD:${method}`];
  if (options.name) lines.push(`X-WR-CALNAME:${escapeText(options.name)}`, 'X-WR-TIMEZONE:Europe/Berlin');
  lines.push(...BERLIN_VTIMEZONE);
  for (const event of events) {
    const end = new Date(event.start.getTime() + (event.minutes ?? SLOT_MINUTES) * 60_000);
    lines.push(
      'BEGIN:VEVENT',
      `UID:${escapeText(event.uid)}`,
      `SEQUENCE:${event.sequence ?? 0}`,
      `DTSTAMP:${utcStamp(now)}`,
      `DTSTART;TZID=Europe/Berlin:${localStamp(event.start)}`,
      `DTEND;TZID=Europe/Berlin:${localStamp(end)}`,
      `SUMMARY:${escapeText(event.summary)}`,
      ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
      ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
      `STATUS:${method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED'}`,
      ...(options.organizer ? [party('ORGANIZER', options.organizer)] : []),
      ...(options.attendee ? [party('ATTENDEE', options.attendee)] : []),
    );
    if (event.alarmMinutes !== undefined && method !== 'CANCEL') {
      lines.push('BEGIN:VALARM', 'ACTION:DISPLAY', `DESCRIPTION:${escapeText(event.summary)}`, `TRIGGER:-PT${event.alarmMinutes}M`, 'END:VALARM');
    }
    lines.push('END:VEVENT');
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
  pickupZip: string;
  returnStreet: string;
  returnZip: string;
}

/** Whose calendar the events go into: the customer's (their car) or a driver's (their assignments). */
export type CalendarAudience = 'customer' | 'driver';

const TEXTS: Record<CalendarAudience, Record<Locale, { pickup: string; ret: string; description: (identity: string, plate: string) => string }>> = {
  customer: {
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
  },
  driver: {
    de: { pickup: 'Abholung', ret: 'Rückgabe', description: (identity, plate) => `Auftrag ${identity}, Kennzeichen ${plate}` },
    en: { pickup: 'Pickup', ret: 'Return', description: (identity, plate) => `Order ${identity}, licence plate ${plate}` },
  },
};

/** Minutes before the pickup and the return that the customer's calendar reminds them. */
export const ALARM_MINUTES = 60;

/** The UIDs of an order's two events: every update and the cancellation carry the same ones. */
export const orderEventUids = (orderId: string) => ({ pickup: `${orderId}-pickup@chargevalet`, return: `${orderId}-return@chargevalet` });

/** The order's pickup and return as two events (mails and feeds alike), with the full address and an alarm. */
export function orderEvents(order: OrderCalendarInput, locale: Locale, sequence = 0, audience: CalendarAudience = 'customer'): CalendarEvent[] {
  const t = TEXTS[audience][locale];
  const description = t.description(order.identity, order.licensePlate);
  const uids = orderEventUids(order.id);
  const common = { description, sequence, alarmMinutes: ALARM_MINUTES };
  return [
    { ...common, uid: uids.pickup, start: order.pickupSlot, summary: `${t.pickup} (${order.identity})`, location: addressLine(order.pickupStreet, order.pickupZip) },
    { ...common, uid: uids.return, start: order.returnSlot, summary: `${t.ret} (${order.identity})`, location: addressLine(order.returnStreet, order.returnZip) },
  ];
}

/** The mails' attachment: pickup and return as two events, sent (REQUEST) or taken back (CANCEL) at `sequence`. */
export function orderCalendar(order: OrderCalendarInput, locale: Locale, options: CalendarOptions & { sequence?: number } = {}): string {
  return buildCalendar(orderEvents(order, locale, options.sequence), options);
}
