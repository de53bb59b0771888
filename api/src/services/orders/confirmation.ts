import type { FastifyInstance } from 'fastify';
import { formatEuro, SERVICE_TIME_ZONE, type Locale } from '@chargevalet/contract';
import type { Db } from '../../db/client';
import type { OrderRow } from '../../db/schema';
import type { MailAttachment } from '../../plugins/mailer';
import { orderCalendar } from './ics';
import { orderLinks } from './order-links';
import { addressLine, instantToZoned } from '../../domain';

const LABELS: Record<Locale, { pickup: string; ret: string; asap: string; pickupAddress: string; returnAddress: string; car: string; pkg: string; total: string; free: string }> = {
  de: {
    pickup: 'Abholung',
    ret: 'Rückgabe',
    asap: 'sobald das Auto geladen ist',
    pickupAddress: 'Abholadresse',
    returnAddress: 'Rückgabeadresse',
    car: 'Auto',
    pkg: 'Paket',
    total: 'Geschätzter Gesamtbetrag',
    free: 'kostenlos',
  },
  en: {
    pickup: 'Pickup',
    ret: 'Return',
    asap: 'as soon as the car is charged',
    pickupAddress: 'Pickup address',
    returnAddress: 'Return address',
    car: 'Car',
    pkg: 'Package',
    total: 'Estimated total',
    free: 'free',
  },
};

/** Pickup and return, each with its time and its address (the confirmation's lines, and a rescheduling's). */
export function appointmentLines(order: OrderRow, locale: Locale): string[] {
  const l = LABELS[locale];
  return [
    `${l.pickup}: ${formatSlot(order.pickupSlot, locale)}`,
    `${l.ret}: ${formatSlot(order.returnSlot, locale)}${order.returnSlotChosen ? '' : ` (${l.asap})`}`,
    `${l.pickupAddress}: ${addressLine(order.pickupStreet, order.pickupZip)}`,
    `${l.returnAddress}: ${addressLine(order.returnStreet, order.returnZip)}`,
  ];
}

/** The confirmation's detail lines in the customer's language. */
export function confirmationLines(order: OrderRow, locale: Locale): string[] {
  const l = LABELS[locale];
  const car = [order.brand, order.model].filter(Boolean).join(' ');
  return [
    `${l.pkg}: ${order.package.translations[locale]?.title ?? order.package.title}`,
    ...appointmentLines(order, locale),
    `${l.car}: ${car ? `${car}, ` : ''}${order.licensePlate}`,
    `${l.total}: ${order.estimatedGrandTotal === 0 ? l.free : formatEuro(order.estimatedGrandTotal, locale)}`,
  ];
}

/** The mails' sender as the calendar's organizer ("ChargeValet <mail@…>" → mail@…). */
const organizerOf = (app: FastifyInstance) => {
  const from = app.config.accounts.mail.from;
  return { email: /<([^>]+)>/.exec(from)?.[1] ?? from.trim(), name: 'ChargeValet' };
};

/**
 * The order's pickup and return as the .ics attachment of a mail (RFC 6047): REQUEST sends or updates them, CANCEL
 * takes them back — the same UIDs every time, at `sequence`, with the method in the attachment's Content-Type too.
 */
export function orderCalendarAttachment(
  app: FastifyInstance,
  order: OrderRow,
  recipient: { to: string; name: string; locale: Locale },
  method: 'REQUEST' | 'CANCEL',
  sequence: number,
): MailAttachment {
  return {
    filename: `chargevalet-${order.identity}.ics`,
    contentType: `text/calendar; charset=utf-8; method=${method}`,
    content: orderCalendar(order, recipient.locale, { method, sequence, now: app.booking.now(), organizer: organizerOf(app), attendee: { email: recipient.to, name: recipient.name } }),
  };
}

/**
 * Queues the order confirmation (every placed order) with an .ics attachment for pickup and return, in the
 * order's language. Called inside the transaction that makes the order `created`, so it is sent exactly once.
 */
export async function queueOrderConfirmation(app: FastifyInstance, order: OrderRow, tx: Db): Promise<void> {
  const locale = order.locale;
  const recipient = { to: order.customerEmail, name: order.customerFirstName, locale };
  await app.mailer.queue(
    {
      template: 'order-confirmation',
      to: order.customerEmail,
      locale,
      data: {
        name: order.customerFirstName,
        identity: order.identity,
        lines: confirmationLines(order, locale),
        ...orderLinks(app, order),
      },
      attachments: [orderCalendarAttachment(app, order, recipient, 'REQUEST', order.calendarSequence ?? 0)],
    },
    { tx },
  );
}

/** Berlin wall-clock text of an instant ("November 23, 09:00" / "23. November, 09:00"). */
export function formatSlot(instant: Date, locale: Locale): string {
  const { date, time } = instantToZoned(instant, SERVICE_TIME_ZONE);
  const formatted = new Intl.DateTimeFormat(locale, { month: 'long', day: '2-digit', timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`));
  return `${formatted}, ${time}`;
}
