/**
 * Helpers of the booking tests (not used by the server): a fixed booking clock, order requests, driver schedules.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SERVICE_OPTION_IDS as O, type OrderRequestInput } from '@chargevalet/contract';
import type { Db } from '../../db/client';
import { DEMO_PASSWORD } from '../../db/seed';
import { hashPassword } from '../../lib/passwords';
import { driverBlockedDays, driverBlockedSlots, orders, users, type NewOrderRow, type OrderRow } from '../../db/schema';

/** Monday 23 November 2026, 08:00 in Berlin (07:00 UTC). */
export const NOW = new Date('2026-11-23T07:00:00.000Z');
export const TODAY = '2026-11-23';
export const TOMORROW = '2026-11-24';

/** Puts the booking clock at `now` (lead time, holds) and drops cached slot answers. */
export function setClock(app: FastifyInstance, now: Date): void {
  app.clock.now = () => new Date(now.getTime());
  app.booking.slotAnswers.invalidate();
}

/**
 * A plugin for a second app of a test (buildApp's `plugins`): its clock is at `now` before it is ready, so its
 * start-up jobs (session prune) read the test's time, not the system's.
 */
export const clockAt =
  (now: Date) =>
  async (app: FastifyInstance): Promise<void> =>
    setClock(app, now);

let counter = 0;
/** A valid order request (package 1, electric car to 80 %, pickup tomorrow 09:00, return "as soon as ready"). */
export function orderInput(overrides: Partial<OrderRequestInput> = {}): OrderRequestInput & Record<string, unknown> {
  counter += 1;
  return {
    car: { car_type: 'electric', license_plate: `D AB ${1000 + (counter % 9000)}`, brand: 'VW', model: 'ID.3', color: 'white' },
    package_id: 1,
    selected_services: [O.returnKeyInPerson],
    charging_level_id: 6,
    is_use_fuel_card: false,
    is_send_bill: false,
    pickup_address: { street: 'Königsallee 1', zip_code: '40212' },
    return_address: { street: 'Schadowstraße 5', zip_code: '40212', latitude: 51.226, longitude: 6.781 },
    user: {
      first_name: 'Anna',
      last_name: 'Müller',
      phone: `0211 ${String(1000000 + counter).slice(0, 7)}`,
      email: `guest${counter}.${Date.now()}@example.de`,
      billing_address: { street: 'Hauptstraße 1', zip_code: '40212' },
    },
    pickup_time_slot: { date: TOMORROW, time: '09:00' },
    return_time_slot: null,
    payment_method: { method_code: 'card' },
    discount_code: null,
    ...overrides,
  };
}

/** The guest variant: consents given. */
export const guestInput = (overrides: Partial<OrderRequestInput> = {}) => ({ ...orderInput(overrides), create_account: true, accept_terms: true, marketing_consent: false });

export async function driverIds(db: Db): Promise<string[]> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.role, 'driver')).orderBy(users.email);
  return rows.map((row) => row.id);
}

export async function blockSlot(db: Db, driverId: string, slotStart: Date): Promise<void> {
  await db.insert(driverBlockedSlots).values({ driverId, slotStart });
}

export async function blockDay(db: Db, driverId: string, date: string): Promise<void> {
  await db.insert(driverBlockedDays).values({ driverId, date });
}

const snapshot = { id: 1, title: 'Basic', translations: { de: { title: 'Basis' }, en: { title: 'Basic' } } };
let identityCounter = 0;

/** An order row written straight into the table (any state), customer and slots as given; returns the row. */
export async function insertOrder(db: Db, overrides: Partial<NewOrderRow> = {}): Promise<OrderRow> {
  identityCounter += 1;
  const pickupSlot = overrides.pickupSlot ?? new Date('2026-11-25T08:00:00.000Z');
  const [row] = await db
    .insert(orders)
    .values({
      identity: `CV-T${process.pid.toString(36).toUpperCase()}${identityCounter.toString(36).toUpperCase()}`,
      state: 'created',
      customerFirstName: 'Clara',
      customerLastName: 'Kundin',
      customerEmail: 'clara.kundin@example.com',
      customerPhone: '+49 211 5550199',
      billingStreet: 'Königsallee 1',
      billingZip: '40212',
      carType: 'electric',
      licensePlate: 'D CV 1234',
      brand: 'Tesla',
      model: 'Model 3',
      packageId: 1,
      package: snapshot,
      chargingLevelId: 6,
      chargingLevel: snapshot,
      returnTypeId: 1,
      returnType: snapshot,
      selectedServices: [1],
      isWashCar: false,
      isCleanCar: false,
      isUseFuelCard: false,
      isSendBill: false,
      pickupStreet: 'Königsallee 1',
      pickupZip: '40212',
      pickupLat: 51.2254,
      pickupLng: 6.7799,
      returnStreet: 'Schadowstraße 5',
      returnZip: '40212',
      returnLat: 51.226,
      returnLng: 6.781,
      pickupSlot,
      returnSlot: new Date(pickupSlot.getTime() + 3 * 3_600_000),
      returnSlotChosen: true,
      serviceMinutes: 120,
      paymentMethod: 'card',
      isGuestOrder: false,
      isFree: false,
      estimatedServiceTotal: 4900,
      estimatedElectricityTotal: 1500,
      estimatedGrandTotal: 6400,
      ...overrides,
    })
    .returning();
  return row!;
}

/** The id of the user with `email`. */
export async function userId(db: Db, email: string): Promise<string> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row!.id;
}

/** The ids of the users with these e-mails, by the same keys. */
export async function userIds<K extends string>(db: Db, emails: Record<K, string>): Promise<Record<K, string>> {
  const entries = await Promise.all(Object.entries<string>(emails).map(async ([key, email]) => [key, await userId(db, email)] as const));
  return Object.fromEntries(entries) as Record<K, string>;
}

/** A second verified customer (demo password): "another customer's session" of the authorization tests. */
export const SECOND_CUSTOMER = 'customer-b@example.com';
export async function addSecondCustomer(db: Db): Promise<void> {
  await db.insert(users).values({ email: SECOND_CUSTOMER, role: 'customer', firstName: 'Bert', lastName: 'Zweiter', passwordHash: await hashPassword(DEMO_PASSWORD), emailVerifiedAt: NOW });
}
