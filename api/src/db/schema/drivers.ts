import { date, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';
import { orders } from './orders';

/**
 * A driver's schedule (DESIGN §4): whole days and single slots off, and the slots a driver is booked for.
 * Slot starts are UTC instants of the Europe/Berlin 30-minute grid; days are Berlin calendar dates.
 */
export const driverBlockedDays = pgTable(
  'driver_blocked_days',
  {
    driverId: uuid('driver_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.driverId, table.date] }), index('driver_blocked_days_date_idx').on(table.date)],
);

export const driverBlockedSlots = pgTable(
  'driver_blocked_slots',
  {
    driverId: uuid('driver_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    slotStart: timestamp('slot_start', { withTimezone: true }).notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.driverId, table.slotStart] }),
    index('driver_blocked_slots_slot_start_idx').on(table.slotStart),
  ],
);

export const DRIVER_BOOKING_KINDS = ['pickup', 'return'] as const;
export type DriverBookingKind = (typeof DRIVER_BOOKING_KINDS)[number];

/**
 * A driver booked for a slot by an order's pickup or return. UNIQUE (driver_id, slot_start): a driver can never be
 * booked twice for one slot, whatever races (assignment, reassignment, manager calendar).
 */
export const driverSlotBookings = pgTable(
  'driver_slot_bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    driverId: uuid('driver_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    slotStart: timestamp('slot_start', { withTimezone: true }).notNull(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: DRIVER_BOOKING_KINDS }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('driver_slot_bookings_driver_slot_unique').on(table.driverId, table.slotStart),
    index('driver_slot_bookings_slot_start_idx').on(table.slotStart),
    index('driver_slot_bookings_order_idx').on(table.orderId),
  ],
);

/**
 * Precomputed capacity use: per slot start, the number of orders without a driver holding it (pickup or return,
 * state created or pending_checkout). Kept by the trigger `orders_slot_holds` on orders
 * (the custom migration drizzle/0001_slot_holds_trigger.sql), so every writer of orders — placement, completion, release, assignment,
 * cancellation — keeps it exact, and capacity reads cost one small index range instead of a scan of the orders.
 */
export const slotHolds = pgTable('slot_holds', {
  slotStart: timestamp('slot_start', { withTimezone: true }).primaryKey(),
  held: integer('held').notNull().default(0),
});
