import { eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { DRIVER_CONTACT_HOURS, DRIVER_STATES, ENDED_STATES, openAmountOf, ORDER_STATES, type Locale, type Order, type OrderState, type Role } from '@chargevalet/contract';
import type { Db } from '../../db/client';
import { jsonRow } from '../../db/json-row';
import { orderPositions, orders, users, type CatalogSnapshot, type OrderRow } from '../../db/schema';
import type { StoredPosition } from './positions';
import { postalAddress } from '../../domain';

/** Who looks at an order: decides `can_cancel` / `can_update_status`. */
export interface OrderViewer {
  id: string | null;
  role: Role | 'guest';
}

export interface DriverInfo {
  id: string;
  firstName: string;
  lastName: string;
  phone: string | null;
}

/** A customer may cancel before the driver is on the way and more than 60 minutes before pickup (DESIGN §4). */
export const CUSTOMER_CANCEL_MINUTES = 60;
const CANCELLABLE: readonly string[] = ['created', 'assigned'];
const DRIVER_STATE_LIST: readonly string[] = DRIVER_STATES;

export function canCancel(order: Pick<OrderRow, 'state' | 'pickupSlot' | 'customerId'>, viewer: OrderViewer, now: Date): boolean {
  if (!CANCELLABLE.includes(order.state)) return false;
  if (viewer.role === 'manager') return true;
  if (viewer.role !== 'customer' || !viewer.id || order.customerId !== viewer.id) return false;
  return order.pickupSlot.getTime() - now.getTime() > CUSTOMER_CANCEL_MINUTES * 60_000;
}

/**
 * Whether a driver still reads the customer's contact (name, phone, e-mail) of the order: until
 * `DRIVER_CONTACT_HOURS` after it ended (the first returned, cancelled … in its history).
 */
export function driverSeesContact(order: Pick<OrderRow, 'state' | 'statusHistory'>, now: Date): boolean {
  const ended = (state: string) => (ENDED_STATES as readonly string[]).includes(state);
  if (!ended(order.state)) return true;
  const end = order.statusHistory.find((entry) => ended(entry.state));
  return !end || now.getTime() - Date.parse(end.at) < DRIVER_CONTACT_HOURS * 3_600_000;
}

/** SPEC §4: a manager changes the status of an order with a driver until the costs are in (returned included). */
export function canUpdateStatus(order: Pick<OrderRow, 'state' | 'driverId'>, viewer: OrderViewer): boolean {
  if (viewer.role === 'manager') return order.driverId !== null && (DRIVER_STATE_LIST.includes(order.state) || order.state === 'returned');
  return viewer.role === 'driver' && viewer.id !== null && order.driverId === viewer.id && DRIVER_STATE_LIST.includes(order.state);
}

const STAFF: ReadonlySet<OrderViewer['role']> = new Set(['manager', 'driver']);

const isOrderState = (state: string): state is OrderState => (ORDER_STATES as readonly string[]).includes(state);

export interface ManagerInfo {
  firstName: string;
  lastName: string;
  phone: string | null;
  email: string;
  /** The manager's language (their mail). */
  locale?: Locale;
}

/**
 * The SPEC §3 resource. `pending_checkout` (internal, checkout not finished) is shown as `created` with payment
 * status `pending`: `pending_payment` means "service done, costs entered, charging". The history leaves the
 * internal entries out. Titles in `locale`, translations for both.
 */
export function toOrderResource(
  row: OrderRow,
  options: { viewer: OrderViewer; locale: Locale; now: Date; driver?: DriverInfo | null; manager?: ManagerInfo | null },
): Order {
  const { viewer, locale, now } = options;
  const titled = (snapshot: CatalogSnapshot) => ({
    id: snapshot.id,
    title: snapshot.translations[locale]?.title ?? snapshot.title,
    translations: snapshot.translations,
  });
  const driver = options.driver ?? null;
  return {
    id: row.id,
    identity: row.identity,
    state: row.state === 'pending_checkout' ? 'created' : row.state,
    status_history: row.statusHistory
      .filter((entry): entry is typeof entry & { state: OrderState } => isOrderState(entry.state))
      .map((entry) => ({ state: entry.state, at: entry.at, actor: entry.actor, ...(entry.reason ? { reason: entry.reason } : {}), ...(entry.kind ? { kind: entry.kind, fields: entry.fields ?? [] } : {}) })),
    // The driver's phone is for staff (SPEC: driver info is for managers); the customer's page shows the name only.
    driver: driver ? { id: driver.id, name: `${driver.firstName} ${driver.lastName}`.trim(), phone: STAFF.has(viewer.role) ? driver.phone : null } : null,
    manager: options.manager
      ? { name: `${options.manager.firstName} ${options.manager.lastName}`.trim(), phone: options.manager.phone, email: options.manager.email }
      : null,
    car: { brand: row.brand, model: row.model, car_type: row.carType, color: row.color, license_plate: row.licensePlate },
    package: titled(row.package),
    charging_level: titled(row.chargingLevel),
    charging_level_id: row.chargingLevelId,
    is_send_bill: row.isSendBill,
    return_type: titled(row.returnType),
    is_wash_car: row.isWashCar,
    is_use_fuel_card: row.isUseFuelCard,
    pickup_time_slot: { date_time: row.pickupSlot.toISOString() },
    return_time_slot: row.returnSlotChosen ? { date_time: row.returnSlot.toISOString() } : null,
    pickup_address: { ...postalAddress(row.pickupStreet, row.pickupZip), latitude: row.pickupLat, longitude: row.pickupLng },
    return_address: { ...postalAddress(row.returnStreet, row.returnZip), latitude: row.returnLat, longitude: row.returnLng },
    station_address: row.stationAddress ?? null,
    billing_address: postalAddress(row.billingStreet, row.billingZip),
    customer:
      viewer.role !== 'driver' || driverSeesContact(row, now)
        ? {
            name: `${row.customerFirstName} ${row.customerLastName}`.trim(),
            firstname: row.customerFirstName,
            lastname: row.customerLastName,
            phone: row.customerPhone,
            email: row.customerEmail,
          }
        : { name: '', firstname: '', lastname: '', phone: '', email: '' },
    payment_method: { method_code: row.paymentMethod, status: row.paymentStatus },
    is_guest_order: row.isGuestOrder,
    is_free: row.isFree,
    services: row.selectedServices,
    created_at: row.createdAt.toISOString(),
    can_cancel: canCancel(row, viewer, now),
    can_update_status: canUpdateStatus(row, viewer),
    estimated_service_total: row.estimatedServiceTotal,
    estimated_electricity_total: row.estimatedElectricityTotal,
    estimated_grand_total: row.estimatedGrandTotal,
    service_total: row.serviceTotal,
    electricity_total: row.electricityTotal,
    grand_total: row.grandTotal,
    paid_total: row.paidTotal,
    refunded_total: row.refundedTotal,
    open_amount: openAmountOf({ state: row.state, grand_total: row.grandTotal, paid_total: row.paidTotal }),
    // (rows built in unit tests may come without it)
    ...(row.updatedAt instanceof Date ? { updated_at: row.updatedAt.toISOString() } : {}),
  };
}

const driverUsers = alias(users, 'driver_user');
const managerUsers = alias(users, 'manager_user');
const customerUsers = alias(users, 'customer_user');
/** The manager on duty: the first manager account. */
const managerOnDuty = sql`(select id from users where role = 'manager' order by created_at, id limit 1)`;
const peopleFields = {
  driver: { id: driverUsers.id, firstName: driverUsers.firstName, lastName: driverUsers.lastName, phone: driverUsers.phone },
  manager: { firstName: managerUsers.firstName, lastName: managerUsers.lastName, phone: managerUsers.phone, email: managerUsers.email, locale: managerUsers.locale },
};

export interface OrderPeople {
  driver: DriverInfo | null;
  manager: ManagerInfo | null;
}

const peopleOf = (found: { driver: Partial<DriverInfo> | null; manager: Partial<ManagerInfo> | null } | undefined): OrderPeople => ({
  driver: found?.driver?.id ? (found.driver as DriverInfo) : null,
  manager: found?.manager?.email ? (found.manager as ManagerInfo) : null,
});

/**
 * The people of an order: its driver and its manager — the one who dispatched it, else the manager on duty (the
 * first manager account). One query.
 */
export async function loadOrderPeople(db: Pick<Db, 'select'>, row: OrderRow): Promise<OrderPeople> {
  const [found] = await db
    .select(peopleFields)
    .from(sql`(select 1) as one`)
    .leftJoin(driverUsers, row.driverId ? eq(driverUsers.id, row.driverId) : sql`false`)
    .leftJoin(managerUsers, eq(managerUsers.id, row.managerId ?? managerOnDuty))
    .limit(1);
  return peopleOf(found);
}

/** An order with its people, the customer's account (where their mail goes, in their language) and its position. */
export interface OrderRead extends OrderPeople {
  row: OrderRow;
  /** Its last position (shown while it is on the way: the answer's `eta`), read with it to save a round trip. */
  position: StoredPosition | null;
  /** Null for a guest order without an account. */
  account: { email: string; locale: Locale; firstName: string } | null;
}

/** The columns of `fields` as one JSON object (null when the joined row is missing): one column to read, not one each. */
const jsonObject = (present: AnyColumn, fields: Record<string, SQL | AnyColumn>): SQL =>
  sql`case when ${present} is null then null else json_build_object(${sql.join(
    Object.entries(fields).map(([key, field]) => sql`${sql.raw(`'${key}'`)}, ${field}`),
    sql`, `,
  )}) end`;

/** The people of `readOrder`, as the JSON of `jsonObject`. */
const peopleJson = sql<Pick<OrderRead, 'driver' | 'manager' | 'account'>>`json_build_object(
  'driver', ${jsonObject(driverUsers.id, peopleFields.driver)},
  'manager', ${jsonObject(managerUsers.id, peopleFields.manager)},
  'account', ${jsonObject(customerUsers.id, { email: customerUsers.email, locale: customerUsers.locale, firstName: customerUsers.firstName })})`;

const positionJson = sql<StoredPosition | null>`(select json_build_object('order_id', p.order_id, 'lat', p.lat, 'lng', p.lng, 'accuracy', p.accuracy,
  'recorded_at', p.recorded_at, 'delete_after', p.delete_after) from ${orderPositions} p where p.order_id = ${orders.id})`;

/** The read of `readOrder` by id and by number, prepared once per database handle (the hot read of every order call). */
function prepareReads(db: Db) {
  const read = (key: typeof orders.id | typeof orders.identity, name: string) =>
    db
      .select({ row: jsonRow(orders), people: peopleJson, position: positionJson })
      .from(orders)
      .leftJoin(driverUsers, eq(driverUsers.id, orders.driverId))
      .leftJoin(managerUsers, eq(managerUsers.id, sql`coalesce(${orders.managerId}, ${sql.placeholder('managerAfter')}::uuid, ${managerOnDuty})`))
      .leftJoin(customerUsers, eq(customerUsers.id, orders.customerId))
      .where(eq(key, sql.placeholder('key')))
      .limit(1)
      .prepare(name);
  return { id: read(orders.id, 'cv_order_read_by_id'), identity: read(orders.identity, 'cv_order_read_by_identity') };
}
const reads = new WeakMap<Db, ReturnType<typeof prepareReads>>();

/**
 * The order by id or number with its people, in one query. `managerAfter`: the manager who is about to act on it
 * (a manager's change makes them the order's manager when it has none), so the people are those after the change.
 */
export async function readOrder(db: Db, key: { id: string } | { identity: string }, options: { managerAfter?: string | null } = {}): Promise<OrderRead | null> {
  let prepared = reads.get(db);
  if (!prepared) reads.set(db, (prepared = prepareReads(db)));
  const params = { key: 'id' in key ? key.id : key.identity, managerAfter: options.managerAfter ?? null };
  const [found] = await ('id' in key ? prepared.id : prepared.identity).execute(params);
  return found ? { row: found.row, ...found.people, position: found.position } : null;
}
