import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { formatEuro, type Locale } from '@chargevalet/contract';
import type { Db } from '../../db/client';
import { orders, rateRequests, users, type OrderRow } from '../../db/schema';
import { notify } from '../notifications/notify';
import { formatSlot } from './confirmation';
import { buildReceipt, receiptAmounts, receiptFilename } from './receipt';

/**
 * What the customer hears by e-mail (issue 15), queued through the mailer's job inside the transaction of the
 * change (a rollback sends nothing): driver assigned, on the way to pickup, car parked or returned (with where the
 * key is), paid (with the PDF receipt); reminders 24 h and 1 h before the pickup; and the rate request when the car
 * is back. Every mail in the customer's language, with a link to the order.
 */

export const REMINDER_JOB = 'orders.pickup-reminder';
/** Hours before the pickup a reminder goes out. */
export const REMINDER_HOURS = [24, 1] as const;

interface Recipient {
  to: string;
  locale: Locale;
  name: string;
}

/** The account's address, language and first name; a guest order without an account: the order's. */
async function recipientOf(db: Pick<Db, 'select'>, order: OrderRow): Promise<Recipient> {
  if (order.customerId) {
    const [user] = await db.select({ email: users.email, locale: users.locale, firstName: users.firstName }).from(users).where(eq(users.id, order.customerId));
    if (user) return { to: user.email, locale: user.locale, name: user.firstName };
  }
  return { to: order.customerEmail, locale: order.locale, name: order.customerFirstName };
}

/** The link of the order in e-mails (a guest without an account follows it on the tracking page). */
export const orderUrl = (app: FastifyInstance, order: OrderRow): string =>
  `${app.config.accounts.linkBaseUrl}${order.customerId ? `/orders/${order.id}` : '/track-my-number'}`;

const titleOf = (snapshot: OrderRow['returnType'], locale: Locale): string => snapshot.translations[locale]?.title ?? snapshot.title;

/** The mail (and, on return, the rate request) for `order`'s new state. Called by the lifecycle inside its transaction. */
export async function onCustomerStateChange(app: FastifyInstance, order: OrderRow, tx: Db): Promise<void> {
  const state = order.state;
  if (state === 'returned') await createRateRequest(app, order, tx);
  if (!['assigned', 'on_the_way_to_pickup', 'parked', 'returned', 'paid'].includes(state)) return;
  // Parked, then returned: the customer already knows where the car and the key are.
  if (state === 'returned' && order.statusHistory.some((entry) => entry.state === 'parked')) return;
  const r = await recipientOf(tx, order);
  const base = { name: r.name, identity: order.identity, url: orderUrl(app, order) };
  if (state === 'paid') {
    // The payment is taken: a receipt that cannot be drawn must not undo it (the mail goes without; the page has it).
    const pdf = await buildReceipt(order, r.locale).catch((error: unknown) => {
      app.log.error({ err: error, orderId: order.id }, 'the receipt could not be drawn');
      return null;
    });
    await app.mailer.queue(
      {
        template: 'payment-receipt',
        to: r.to,
        locale: r.locale,
        data: { ...base, total: formatEuro(receiptAmounts(order).gross, r.locale) },
        attachments: pdf ? [{ filename: receiptFilename(order), contentType: 'application/pdf', content: Buffer.from(pdf).toString('base64'), encoding: 'base64' }] : [],
      },
      { tx },
    );
    return;
  }
  if (state === 'assigned') {
    const [driver] = order.driverId ? await tx.select({ firstName: users.firstName }).from(users).where(eq(users.id, order.driverId)) : [];
    if (!driver) return;
    await app.mailer.queue({ template: 'order-update', to: r.to, locale: r.locale, data: { ...base, step: 'assigned', driver: driver.firstName } }, { tx });
    return;
  }
  if (state === 'on_the_way_to_pickup') {
    await app.mailer.queue({ template: 'order-update', to: r.to, locale: r.locale, data: { ...base, step: 'on_the_way_to_pickup' } }, { tx });
    return;
  }
  await app.mailer.queue(
    {
      template: 'order-update',
      to: r.to,
      locale: r.locale,
      data: { ...base, step: state as 'parked' | 'returned', returnType: titleOf(order.returnType, r.locale), address: `${order.returnStreet}, ${order.returnZip}` },
    },
    { tx },
  );
}

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
        url: orderUrl(app, order),
        hours,
        pickup: formatSlot(order.pickupSlot, r.locale),
        address: `${order.pickupStreet}, ${order.pickupZip}`,
      },
    });
  });
}
