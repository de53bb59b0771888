import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { formatEuro, openAmountOf, type Locale } from '@chargevalet/contract';
import type { Db } from '../../db/client';
import { invoices, orders, rateRequests, users, type OrderRow } from '../../db/schema';
import { statementOf, type Statement } from '../../db/pipeline';
import { addressLine } from '../../domain';
import { notify } from '../notifications/notify';
import type { OrderRead } from './resource';
import { orderLinks } from './order-links';
import { appointmentLines, formatSlot, orderCalendarAttachment } from './confirmation';
import type { CancelledBy } from '../mail/templates';
import { buildDocumentPdf, documentFilename } from '../invoices/invoice-pdf';

/**
 * What the customer hears by e-mail (issue 15), queued through the mailer's job inside the transaction of the
 * change (a rollback sends nothing): driver assigned, on the way to pickup, car parked or returned (with where the
 * key is), paid (with the PDF receipt); reminders 24 h and 1 h before the pickup; and the rate request when the car
 * is back. Every mail in the customer's language, with a link to the order.
 */

export const REMINDER_JOB = 'orders.pickup-reminder';
/** Hours before the pickup a reminder goes out. */
export const REMINDER_HOURS = [24, 1] as const;

export interface Recipient {
  to: string;
  locale: Locale;
  name: string;
}

/** What the caller may already know of the order's people (`readOrder`): the mail then needs no read of its own. */
export type KnownPeople = Pick<OrderRead, 'account' | 'driver'>;

/** The account's address, language and first name; a guest order without an account: the order's. */
const recipientFrom = (order: OrderRow, account: OrderRead['account']): Recipient =>
  account ? { to: account.email, locale: account.locale, name: account.firstName } : { to: order.customerEmail, locale: order.locale, name: order.customerFirstName };

/** Where the customer's mail of `order` goes: the account's address and language, else the order's (a guest). */
export async function recipientOf(db: Pick<Db, 'select'>, order: OrderRow): Promise<Recipient> {
  const [account] = order.customerId
    ? await db.select({ email: users.email, locale: users.locale, firstName: users.firstName }).from(users).where(eq(users.id, order.customerId))
    : [];
  return recipientFrom(order, account ?? null);
}

/** A PDF as a mail attachment (base64 in the mail job's payload). */
export const pdfAttachment = (filename: string, pdf: Uint8Array) => ({ filename, contentType: 'application/pdf', content: Buffer.from(pdf).toString('base64'), encoding: 'base64' as const });

const titleOf = (snapshot: OrderRow['returnType'], locale: Locale): string => snapshot.translations[locale]?.title ?? snapshot.title;

/**
 * The mail (and, on return, the rate request) for `order`'s new state, called by the lifecycle inside its
 * transaction: the rate request is written at once, the mail's job is returned for the caller to send with its other
 * writes. `known` spares the reads of the recipient and the driver.
 */
export async function customerStateWrites(app: FastifyInstance, order: OrderRow, tx: Db, known?: KnownPeople): Promise<Statement[]> {
  const state = order.state;
  if (state === 'returned') await createRateRequest(app, order, tx);
  if (!['assigned', 'on_the_way_to_pickup', 'parked', 'returned', 'paid', 'unpaid', 'cancelled'].includes(state)) return [];
  // Parked, then returned: the customer already knows where the car and the key are.
  if (state === 'returned' && order.statusHistory.some((entry) => entry.state === 'parked')) return [];
  const r = known ? recipientFrom(order, known.account) : await recipientOf(tx, order);
  const base = { name: r.name, identity: order.identity, ...orderLinks(app, order) };
  if (state === 'cancelled') return cancellationWrites(app, order, r, tx);
  if (state === 'paid') {
    // The invoice was issued in this transaction. The payment is taken: a PDF that cannot be drawn must not undo it
    // (the mail goes without; the order's page has it).
    const [invoice] = await tx.select().from(invoices).where(and(eq(invoices.orderId, order.id), eq(invoices.kind, 'invoice')));
    const pdf = invoice
      ? await buildDocumentPdf(invoice, r.locale).catch((error: unknown) => {
          app.log.error({ err: error, orderId: order.id }, 'the invoice could not be drawn');
          return null;
        })
      : null;
    return [
      app.mailer.statement({
        template: 'payment-receipt',
        to: r.to,
        locale: r.locale,
        data: { ...base, total: formatEuro(invoice?.gross ?? order.grandTotal ?? 0, r.locale), invoice: invoice?.number ?? null },
        attachments: pdf && invoice ? [pdfAttachment(documentFilename(invoice, r.locale), pdf)] : [],
      }),
    ];
  }
  // The charge was declined: the customer is told the open amount and where to pay it (issue 30).
  if (state === 'unpaid') return [app.mailer.statement(openAmountMail(app, order, r))];
  if (state === 'assigned') {
    const driver = known && known.driver?.id === order.driverId ? known.driver : await driverOf(tx, order);
    return driver ? [app.mailer.statement({ template: 'order-update', to: r.to, locale: r.locale, data: { ...base, step: 'assigned', driver: driver.firstName } })] : [];
  }
  if (state === 'on_the_way_to_pickup') {
    return [app.mailer.statement({ template: 'order-update', to: r.to, locale: r.locale, data: { ...base, step: 'on_the_way_to_pickup' } })];
  }
  return [
    app.mailer.statement({
      template: 'order-update',
      to: r.to,
      locale: r.locale,
      data: { ...base, step: state as 'parked' | 'returned', returnType: titleOf(order.returnType, r.locale), address: addressLine(order.returnStreet, order.returnZip) },
    }),
  ];
}

/** Who cancelled, from the history's cancellation: the customer (or the guest who placed it), a manager, or the system. */
function cancelledBy(order: OrderRow): CancelledBy {
  const role = order.statusHistory.findLast((entry) => entry.state === 'cancelled')?.actor?.role;
  if (role === 'customer' || role === 'guest') return 'customer';
  return role === 'manager' || role === 'driver' ? 'team' : 'system';
}

/**
 * The cancellation mail (issue 31): by whom, the reservation released, and the calendar's events taken back — the
 * confirmation's UIDs with a SEQUENCE above the last one mailed (METHOD:CANCEL), which the order then keeps.
 */
function cancellationWrites(app: FastifyInstance, order: OrderRow, r: Recipient, tx: Db): Statement[] {
  const sequence = (order.calendarSequence ?? 0) + 1;
  return [
    statementOf(tx.update(orders).set({ calendarSequence: sequence }).where(eq(orders.id, order.id))),
    app.mailer.statement({
      template: 'order-cancelled',
      to: r.to,
      locale: r.locale,
      data: { name: r.name, identity: order.identity, by: cancelledBy(order), pickup: formatSlot(order.pickupSlot, r.locale), ...orderLinks(app, order) },
      attachments: [orderCalendarAttachment(app, order, { to: r.to, name: r.name, locale: r.locale }, 'CANCEL', sequence)],
    }),
  ];
}

/** A reassignment (issue 31): the customer hears the new driver's first name (the order's state is unchanged). */
export async function driverChangedWrites(app: FastifyInstance, order: OrderRow, tx: Db): Promise<Statement[]> {
  const [r, driver] = await Promise.all([recipientOf(tx, order), driverOf(tx, order)]);
  if (!driver) return [];
  return [
    app.mailer.statement({
      template: 'order-update',
      to: r.to,
      locale: r.locale,
      data: { step: 'driver_changed', name: r.name, identity: order.identity, ...orderLinks(app, order), driver: driver.firstName },
    }),
  ];
}

/** States in which the customer's calendar still holds the order's appointments ahead (an edit is mailed with a new .ics). */
const OPEN_APPOINTMENT_STATES: readonly string[] = ['created', 'assigned', 'on_the_way_to_pickup', 'on_the_way_to_station', 'charging', 'on_the_way_to_return'];

/**
 * A manager moved the order's appointments (times or places): the customer gets the new ones with the calendar's
 * events updated — the same UIDs, METHOD:REQUEST, at `order.calendarSequence` (which the edit raised). Inside the
 * edit's transaction; nothing for an order whose appointments are behind it.
 */
export async function queueAppointmentsChanged(app: FastifyInstance, order: OrderRow, tx: Db): Promise<void> {
  if (!OPEN_APPOINTMENT_STATES.includes(order.state)) return;
  const r = await recipientOf(tx, order);
  await app.mailer.queue(
    {
      template: 'order-rescheduled',
      to: r.to,
      locale: r.locale,
      data: { name: r.name, identity: order.identity, lines: appointmentLines(order, r.locale), ...orderLinks(app, order) },
      attachments: [orderCalendarAttachment(app, order, { to: r.to, name: r.name, locale: r.locale }, 'REQUEST', order.calendarSequence ?? 0)],
    },
    { tx },
  );
}
/** The mail of an unpaid order's open amount with the link to the order, where the customer pays it. */
export const openAmountMail = (app: FastifyInstance, order: OrderRow, r: Recipient) => ({
  template: 'payment-open-amount' as const,
  to: r.to,
  locale: r.locale,
  data: { name: r.name, identity: order.identity, ...orderLinks(app, order, { needsAccount: true }), amount: formatEuro(openAmountOf({ state: order.state, grand_total: order.grandTotal, paid_total: order.paidTotal }), r.locale) },
});

const driverOf = async (db: Pick<Db, 'select'>, order: OrderRow): Promise<{ firstName: string } | undefined> =>
  order.driverId ? (await db.select({ firstName: users.firstName }).from(users).where(eq(users.id, order.driverId)))[0] : undefined;

/** A returned order with a customer account and a driver: one open rate request (a second return adds none) and a notification. */
async function createRateRequest(app: FastifyInstance, order: OrderRow, tx: Db): Promise<void> {
  if (!order.customerId || !order.driverId) return;
  const [request] = await tx
    .insert(rateRequests)
    .values({ orderId: order.id, customerId: order.customerId, driverId: order.driverId, createdAt: app.clock.now() })
    .onConflictDoNothing()
    .returning({ id: rateRequests.id });
  if (request) await notify(app, { userIds: [order.customerId], kind: 'rate_request', order, data: { rate_request_id: request.id } }, { tx });
}

/**
 * Queues the pickup reminders of a new order (rows of the job queue: they survive restarts) — 24 h and 1 h before
 * the pickup; a reminder whose time has already passed at booking is not queued. Called where an order becomes
 * `created` (free placement, completed checkout), inside that transaction.
 */
export async function scheduleReminders(app: FastifyInstance, order: Pick<OrderRow, 'id' | 'pickupSlot'>, tx: Db): Promise<void> {
  const now = app.clock.now().getTime();
  for (const hours of REMINDER_HOURS) {
    const runAt = new Date(order.pickupSlot.getTime() - hours * 3_600_000);
    if (runAt.getTime() <= now) continue;
    await app.jobs.enqueue(REMINDER_JOB, { order_id: order.id, hours }, { runAt, tx, singletonKey: `pickup-reminder:${order.id}:${hours}` });
  }
}

/** States in which a pickup is still ahead: a reminder for any other (cancelled, already on the way) is dropped. */
const REMINDED_STATES: readonly string[] = ['created', 'assigned'];

/** The reminder job: sends only while the order still waits for its pickup and the pickup lies ahead. */
export function registerReminderJob(app: FastifyInstance): void {
  app.jobs.register<{ order_id: string; hours: number }>(REMINDER_JOB, async ({ order_id, hours }) => {
    const [order] = await app.db.select().from(orders).where(eq(orders.id, order_id));
    if (!order || !REMINDED_STATES.includes(order.state) || order.pickupSlot.getTime() <= app.clock.now().getTime()) return;
    const r = await recipientOf(app.db, order);
    await app.mailer.send({
      template: 'order-reminder',
      to: r.to,
      locale: r.locale,
      data: {
        name: r.name,
        identity: order.identity,
        ...orderLinks(app, order),
        hours,
        pickup: formatSlot(order.pickupSlot, r.locale),
        address: addressLine(order.pickupStreet, order.pickupZip),
      },
    });
  });
}
