import { customType, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { HANDOVER_KINDS } from '@chargevalet/contract';
import { users } from './users';
import { orders } from './orders';

/**
 * The driver's record of the car at pickup and at return (issue 14): mileage, charge level, damage notes. One per
 * order and kind; the photos' bytes live in the shared photo store (routes/driver/photo-store.ts), their metadata here.
 * Written by hand in drizzle/0010_driver_handovers.sql.
 */
export const orderHandovers = pgTable(
  'order_handovers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: HANDOVER_KINDS }).notNull(),
    mileage: integer('mileage').notNull(),
    chargeLevel: integer('charge_level').notNull(),
    notes: text('notes').notNull().default(''),
    recordedBy: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
  },
  (table) => [uniqueIndex('order_handovers_order_kind_unique').on(table.orderId, table.kind)],
);

export const handoverPhotos = pgTable(
  'handover_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    handoverId: uuid('handover_id')
      .notNull()
      .references(() => orderHandovers.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** The photo's name in the photo store (the id + .jpg); never a path from the request. */
    fileName: text('file_name').notNull(),
    bytes: integer('bytes').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
  },
  (table) => [index('handover_photos_handover_idx').on(table.handoverId, table.position)],
);

export type OrderHandoverRow = typeof orderHandovers.$inferSelect;
export type HandoverPhotoRow = typeof handoverPhotos.$inferSelect;

/** PostgreSQL bytea as a Buffer (node-postgres answers a Buffer, PGlite a Uint8Array). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength)),
});

/**
 * The photos' bytes when no S3-compatible storage is configured (issue 33): in the database every instance reads,
 * so any instance serves any photo. By name, as the S3 store keys them. Written by hand in drizzle/0021.
 */
export const handoverPhotoFiles = pgTable('handover_photo_files', {
  name: text('name').primaryKey(),
  data: bytea('data').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
