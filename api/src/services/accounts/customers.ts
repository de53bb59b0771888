import { eq, sql } from 'drizzle-orm';
import type { CarType, CustomerProfile } from '@chargevalet/contract';
import type { Db } from '../../db/client';
import { customers, users } from '../../db/schema';

export interface CustomerProfileFields {
  billingAddress?: string | null;
  zipCode?: string | null;
  marketingConsent?: boolean;
  car?: { car_type: CarType; license_plate: string; brand?: string | null; model?: string | null; color?: string | null } | null;
  phoneVerified?: boolean;
}

/**
 * Creates or updates the customer profile row of `userId` (only the given fields change). Used by registration,
 * settings and the booking flow (guest accounts, order user details).
 */
export async function upsertCustomerProfile(db: Db, userId: string, fields: CustomerProfileFields): Promise<void> {
  const values: Partial<typeof customers.$inferInsert> = {};
  if (fields.billingAddress !== undefined) values.billingAddress = fields.billingAddress;
  if (fields.zipCode !== undefined) values.zipCode = fields.zipCode;
  if (fields.marketingConsent !== undefined) values.marketingConsent = fields.marketingConsent;
  if (fields.car) {
    values.carType = fields.car.car_type;
    values.licensePlate = fields.car.license_plate;
    values.carBrand = fields.car.brand || null;
    values.carModel = fields.car.model || null;
    values.carColor = fields.car.color || null;
  }
  if (fields.phoneVerified) values.phoneVerifiedAt = new Date();
  await db
    .insert(customers)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: customers.userId, set: { ...values, updatedAt: sql`now()` } });
}

/** SPEC §3 customer profile of a user (empty profile fields when the row is missing); null for no such user. */
export async function getCustomerProfile(db: Db, userId: string): Promise<CustomerProfile | null> {
  const [row] = await db.select({ user: users, customer: customers }).from(users).leftJoin(customers, eq(customers.userId, users.id)).where(eq(users.id, userId));
  if (!row) return null;
  const c = row.customer;
  return {
    first_name: row.user.firstName,
    last_name: row.user.lastName,
    phone: row.user.phone,
    email: row.user.email,
    billing_address: c?.billingAddress ?? null,
    zip_code: c?.zipCode ?? null,
    marketing_consent: c?.marketingConsent ?? false,
    car: {
      car_type: c?.carType ?? null,
      license_plate: c?.licensePlate ?? null,
      brand: c?.carBrand ?? null,
      model: c?.carModel ?? null,
      color: c?.carColor ?? null,
    },
  };
}
