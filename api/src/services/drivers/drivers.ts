import { and, asc, count, eq, gte, ilike, lt, ne, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { mondayOf, type DriverDetails, type DriverInput, type DriverItem, type DriverStatus, type DriverUpdate, type Locale, type OrderState } from '@chargevalet/contract';
import type { Db } from '../../db/client';
import { driverBlockedDays, driverBlockedSlots, driverSlotBookings, orders, users, type UserRow } from '../../db/schema';
import { SLOT_TIMES, addDays, todayInBerlin } from '../../domain';
import { phoneTaken } from '../../routes/accounts/registration';
import { endOtherSessions, issuePasswordSetupLink } from '../accounts/password-tokens';
import { rangeOfDays } from '../orders/schedule';
import { Refusal } from '../../lib/refusal';
import { driverRating } from '../ratings/ratings';

/** The manager's drivers (issue 16): list, details with this week's load, invitation, edit and deactivation. */

/** `invited` until the password is set (with staff SSO none is: such drivers are `active`), `inactive` when switched off. */
const statusOf = (row: UserRow, sso: boolean): DriverStatus => (row.deactivatedAt !== null ? 'inactive' : row.passwordHash === null && !sso ? 'invited' : 'active');

const toItem = (row: UserRow, sso: boolean): DriverItem => ({
  id: row.id,
  first_name: row.firstName,
  last_name: row.lastName,
  email: row.email,
  phone: row.phone,
  is_active: row.deactivatedAt === null,
  status: statusOf(row, sso),
});
const usesSso = (app: FastifyInstance): boolean => Boolean(app.config.accounts.oidc);

const isDriver = (id: string) => and(eq(users.id, id), eq(users.role, 'driver'));
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function listDrivers(app: FastifyInstance, query?: string): Promise<DriverItem[]> {
  const pattern = query ? likePattern(query) : null;
  const rows = await app.db
    .select()
    .from(users)
    .where(
      and(
        eq(users.role, 'driver'),
        pattern
          ? or(ilike(users.firstName, pattern), ilike(users.lastName, pattern), ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern), ilike(users.email, pattern), ilike(users.phone, pattern))
          : undefined,
      ),
    )
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id))
    .limit(500);
  return rows.map((row) => toItem(row, usesSso(app)));
}


export async function driverDetails(app: FastifyInstance, id: string): Promise<DriverDetails | null> {
  const db = app.db;
  const [row] = await db.select().from(users).where(isDriver(id));
  if (!row) return null;
  const monday = mondayOf(todayInBerlin(app.clock.now()));
  const sunday = addDays(monday, 6);
  const { from, to } = rangeOfDays(monday, 7);
  const [bookings, [blockedDays], blockedSlots, ratings] = await Promise.all([
    db
      .select({ slotStart: driverSlotBookings.slotStart, orderId: orders.id, identity: orders.identity, state: orders.state })
      .from(driverSlotBookings)
      .innerJoin(orders, eq(orders.id, driverSlotBookings.orderId))
      .where(and(eq(driverSlotBookings.driverId, id), gte(driverSlotBookings.slotStart, from), lt(driverSlotBookings.slotStart, to)))
      .orderBy(asc(driverSlotBookings.slotStart)),
    db
      .select({ n: count() })
      .from(driverBlockedDays)
      .where(and(eq(driverBlockedDays.driverId, id), gte(driverBlockedDays.date, monday), sql`${driverBlockedDays.date} <= ${sunday}`)),
    // single blocks on a blocked day do not count twice
    db
      .select({ n: count() })
      .from(driverBlockedSlots)
      .where(
        and(
          eq(driverBlockedSlots.driverId, id),
          gte(driverBlockedSlots.slotStart, from),
          lt(driverBlockedSlots.slotStart, to),
          sql`not exists (select 1 from ${driverBlockedDays} d where d.driver_id = ${id} and d.date = (${driverBlockedSlots.slotStart} at time zone 'Europe/Berlin')::date)`,
        ),
      ),
    driverRating(db, id),
  ]);
  const available = 7 * SLOT_TIMES.length - Number(blockedDays?.n ?? 0) * SLOT_TIMES.length - Number(blockedSlots[0]?.n ?? 0);
  return {
    ...toItem(row, usesSso(app)),
    ...ratings,
    week: {
      from: monday,
      to: sunday,
      booked_slots: bookings.map((b) => ({ date_time: b.slotStart.toISOString(), order_id: b.orderId, order_identity: b.identity, order_status: b.state as OrderState })),
      load: { booked: bookings.length, available: Math.max(available, 0) },
    },
  };
}

/** 422 refusals on a field: e-mail or phone of another account. */
async function assertContactFree(db: Db, input: DriverInput, exceptId?: string): Promise<void> {
  const [email] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, input.email), exceptId ? ne(users.id, exceptId) : undefined));
  if (email) throw new Refusal('email', 'duplicated.email');
  if (await phoneTaken(db, input.phone, exceptId)) throw new Refusal('phone', 'duplicated.phone');
}

/**
 * Adds a driver without a password and mails a set-password link (issue 3's setup tokens) in one transaction;
 * with OIDC configured drivers sign in through SSO, so no link is sent.
 */
export async function addDriver(app: FastifyInstance, input: DriverInput, locale: Locale): Promise<DriverItem> {
  await assertContactFree(app.db, input);
  return app.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(users)
      .values({ role: 'driver', firstName: input.first_name, lastName: input.last_name, email: input.email, phone: input.phone, locale })
      .returning();
    if (!app.config.accounts.oidc) await issuePasswordSetupLink(app, row!.id, locale, { tx: tx as unknown as Db });
    // a new row in the calendar
    await app.orderViews.changed(tx as unknown as Db);
    return toItem(row!, usesSso(app));
  });
}

/** Mails an invited driver a new set-password link (the earlier ones stay valid until they expire). */
export async function resendInvitation(app: FastifyInstance, id: string, locale: Locale): Promise<DriverItem | null> {
  const [row] = await app.db.select().from(users).where(isDriver(id));
  if (!row) return null;
  if (statusOf(row, usesSso(app)) !== 'invited') throw new Refusal('id', 'driverNotInvited');
  await issuePasswordSetupLink(app, row.id, locale);
  return toItem(row, false);
}

/**
 * Edits a driver. Deactivating is refused while the driver has bookings from now on (the orders are named).
 */
export async function updateDriver(app: FastifyInstance, id: string, input: DriverUpdate): Promise<DriverItem | null> {
  const db = app.db;
  const [current] = await db.select().from(users).where(isDriver(id));
  if (!current) return null;
  await assertContactFree(db, input, id);
  const now = app.clock.now();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({
        firstName: input.first_name,
        lastName: input.last_name,
        email: input.email,
        phone: input.phone,
        deactivatedAt: input.is_active ? null : sql`coalesce(${users.deactivatedAt}, ${now.toISOString()}::timestamptz)`,
        updatedAt: now,
      })
      .where(isDriver(id))
      .returning();
    if (!input.is_active && current.deactivatedAt === null) {
      const booked = await tx
        .selectDistinct({ identity: orders.identity })
        .from(driverSlotBookings)
        .innerJoin(orders, eq(orders.id, driverSlotBookings.orderId))
        .where(and(eq(driverSlotBookings.driverId, id), gte(driverSlotBookings.slotStart, now)))
        .orderBy(orders.identity);
      if (booked.length > 0) throw new Refusal('is_active', 'driverBooked', { orders: booked.map((b) => b.identity).join(', ') });
      await endOtherSessions(tx as unknown as Db, id);
    }
    app.booking.slotAnswers.invalidate();
    await app.orderViews.changed(tx as unknown as Db);
    return toItem(row!, usesSso(app));
  });
}
