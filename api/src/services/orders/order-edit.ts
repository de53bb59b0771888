import { and, eq, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import {
  SERVICE_OPTION_IDS,
  isMoneySettled,
  msg,
  orderUpdateRequestSchema,
  postcodeInText,
  splitCustomerName,
  translateMessage,
  type Locale,
  type OrderMoneyField,
  type OrderState,
} from '@chargevalet/contract';
import type { z } from 'zod';
import { orders, type OrderRow } from '../../db/schema';
import { PricingError, calculateTotals } from '../../domain';
import { validateRequestAddress } from '../address/address-service';
import { getCatalog } from '../catalog/catalog-service';
import { findDiscountRecord } from '../discounts/discount-service';
import { pricingErrorField } from '../pricing/cost-calculation';
import { queueAppointmentsChanged } from './customer-mails';
import { appendHistory } from './placement';
import type { Actor } from './lifecycle';

export type OrderUpdate = z.output<typeof orderUpdateRequestSchema>;

export type OrderEditOutcome =
  | { kind: 'updated'; row: OrderRow; fields: string[] }
  | { kind: 'money_locked'; row: OrderRow; fields: OrderMoneyField[] }
  | { kind: 'invalid'; errors: Record<string, string[]>; outOfServiceArea: boolean }
  | { kind: 'stale'; row: OrderRow };

type Errors = Record<string, string[]>;

const sameCoordinate = (a: number | null | undefined, b: number) => a === null || a === undefined || Math.abs(a - b) < 1e-9;

/** The money fields (`ORDER_MONEY_FIELDS`) that `body` changes. */
function moneyFieldsChanged(row: OrderRow, body: OrderUpdate): OrderMoneyField[] {
  const changes: Record<OrderMoneyField, boolean> = {
    electricity_total: body.electricity_total !== row.electricityTotal,
    service_total: body.service_total !== row.serviceTotal,
    charging_level_id: body.charging_level_id !== row.chargingLevelId,
    is_wash_car: body.is_wash_car !== row.isWashCar,
    is_use_fuel_card: body.is_use_fuel_card !== row.isUseFuelCard,
    'car.car_type': body.car.car_type !== row.carType,
  };
  return (Object.keys(changes) as OrderMoneyField[]).filter((field) => changes[field]);
}

/**
 * SPEC §5 "Edit order" on the server: the read-only fields stay as booked (a different value is a 422), a changed
 * pickup or return address passes the booking's address and service-area check again, the estimate is re-priced
 * with the booking's pricing (same car type, return type, cleaning and discount) when a priced field changed, and the
 * change is written with an `edited` status-history entry naming the changed fields. Optimistic: applied only while
 * the order is as the client saw it and as it was read here; otherwise `stale` with the current row.
 */
/** Edited fields that move an appointment of the customer's calendar (its time or its LOCATION). */
const APPOINTMENT_FIELDS: readonly string[] = ['pickup_address', 'return_address'];

export async function editOrder(app: FastifyInstance, row: OrderRow, actor: Actor, body: OrderUpdate, locale: Locale): Promise<OrderEditOutcome> {
  if ((body.expected_state && body.expected_state !== row.state) || (body.expected_updated_at && body.expected_updated_at !== row.updatedAt.toISOString())) {
    return { kind: 'stale', row };
  }
  // A settled order's money is history (the customer was charged for it): a refund corrects it, not an edit.
  if (isMoneySettled(row.state as OrderState)) {
    const changed = moneyFieldsChanged(row, body);
    if (changed.length > 0) return { kind: 'money_locked', row, fields: changed };
  }
  const errors: Errors = {};
  const add = (field: string, key: string) => (errors[field] ??= []).push(translateMessage(key, locale));
  let outOfServiceArea = false;

  // read-only (SPEC §5)
  if (body.package_id !== row.packageId) add('package_id', msg('readOnlyField'));
  if (row.isFree && (body.electricity_total !== row.electricityTotal || body.service_total !== row.serviceTotal)) {
    if (body.electricity_total !== row.electricityTotal) add('electricity_total', msg('costsOfFreeOrder'));
    if (body.service_total !== row.serviceTotal) add('service_total', msg('costsOfFreeOrder'));
  }
  const grandTotal = body.electricity_total === null || body.service_total === null ? null : body.electricity_total + body.service_total;
  if (body.grand_total !== undefined && body.grand_total !== grandTotal) add('grand_total', msg('grandTotalIsSum'));

  // addresses: only a changed one is checked again (the booked one passed at booking)
  const patch: PgUpdateSetSource<typeof orders> = {};
  const fields: string[] = [];
  for (const kind of ['pickup', 'return'] as const) {
    const given = body[`${kind}_address`];
    const stored = kind === 'pickup'
      ? { street: row.pickupStreet, zip: row.pickupZip, lat: row.pickupLat, lng: row.pickupLng }
      : { street: row.returnStreet, zip: row.returnZip, lat: row.returnLat, lng: row.returnLng };
    const zip = given.zip_code ?? postcodeInText(given.street) ?? stored.zip;
    const changed = given.street !== stored.street || zip !== stored.zip || !sameCoordinate(given.latitude, stored.lat) || !sameCoordinate(given.longitude, stored.lng);
    if (!changed) continue;
    const checked = validateRequestAddress({ street: given.street, zip_code: zip, latitude: given.latitude ?? null, longitude: given.longitude ?? null }, `${kind}_address`, locale);
    if (!checked.ok) {
      outOfServiceArea ||= checked.outOfServiceArea;
      for (const [field, messages] of Object.entries(checked.errors)) (errors[field] ??= []).push(...messages);
      continue;
    }
    fields.push(`${kind}_address`);
    Object.assign(
      patch,
      kind === 'pickup'
        ? { pickupStreet: checked.address.street, pickupZip: checked.address.zip_code, pickupLat: checked.address.latitude, pickupLng: checked.address.longitude }
        : { returnStreet: checked.address.street, returnZip: checked.address.zip_code, returnLat: checked.address.latitude, returnLng: checked.address.longitude },
    );
  }

  // the estimate, when a priced field changed
  const catalog = await getCatalog(app.db);
  const priced = body.car.car_type !== row.carType || body.charging_level_id !== row.chargingLevelId || body.is_wash_car !== row.isWashCar || body.is_use_fuel_card !== row.isUseFuelCard;
  if (priced && !errors.package_id) {
    const record = row.discountCode ? await findDiscountRecord(app.db, row.discountCode) : null;
    const others = row.selectedServices.filter((id) => id !== SERVICE_OPTION_IDS.carWash);
    const selected = body.is_wash_car ? [...others, SERVICE_OPTION_IDS.carWash] : others;
    try {
      const totals = calculateTotals(
        catalog.pricing,
        { package_id: row.packageId, charging_level_id: body.charging_level_id, is_use_fuel_card: body.is_use_fuel_card, car_type: body.car.car_type, selected_services: selected },
        record ? { kind: record.kind, value: record.value } : null,
      );
      Object.assign(patch, {
        selectedServices: selected,
        estimatedServiceTotal: totals.service_total,
        estimatedElectricityTotal: totals.electricity_total,
        estimatedGrandTotal: totals.grand_total,
        discountCents: totals.breakdown.discount_cents,
      });
    } catch (error) {
      if (!(error instanceof PricingError)) throw error;
      const { field, message } = pricingErrorField(error);
      add(field, message);
    }
  }
  if (Object.keys(errors).length > 0) return { kind: 'invalid', errors, outOfServiceArea };

  const compare = (field: string, changed: boolean, values: PgUpdateSetSource<typeof orders>) => {
    if (!changed) return;
    fields.push(field);
    Object.assign(patch, values);
  };
  const { car } = body;
  compare('car.car_type', car.car_type !== row.carType, { carType: car.car_type });
  compare('car.license_plate', car.license_plate !== row.licensePlate, { licensePlate: car.license_plate });
  compare('car.brand', car.brand !== row.brand, { brand: car.brand });
  compare('car.model', car.model !== row.model, { model: car.model });
  compare('car.color', car.color !== row.color, { color: car.color });
  if (body.charging_level_id !== row.chargingLevelId) {
    const level = catalog.chargingLevels.find((candidate) => candidate.id === body.charging_level_id)!;
    const translations = Object.fromEntries(Object.entries(level.translations).map(([key, texts]) => [key, { title: texts.title }])) as OrderRow['chargingLevel']['translations'];
    compare('charging_level_id', true, { chargingLevelId: level.id, chargingLevel: { id: level.id, title: level.title, translations } });
  }
  compare('is_send_bill', body.is_send_bill !== row.isSendBill, { isSendBill: body.is_send_bill });
  compare('is_use_fuel_card', body.is_use_fuel_card !== row.isUseFuelCard, { isUseFuelCard: body.is_use_fuel_card });
  compare('is_wash_car', body.is_wash_car !== row.isWashCar, { isWashCar: body.is_wash_car });
  compare('billing_address', body.billing_address.street !== row.billingStreet, { billingStreet: body.billing_address.street });
  const [first, last] = splitCustomerName(body.customer.name, { first: row.customerFirstName, last: row.customerLastName });
  compare('customer.name', first !== row.customerFirstName || last !== row.customerLastName, { customerFirstName: first, customerLastName: last });
  compare('electricity_total', body.electricity_total !== row.electricityTotal, { electricityTotal: body.electricity_total });
  compare('service_total', body.service_total !== row.serviceTotal, { serviceTotal: body.service_total });
  if (fields.includes('electricity_total') || fields.includes('service_total')) patch.grandTotal = grandTotal;

  if (fields.length === 0) return { kind: 'updated', row, fields };
  const now = app.booking.now();
  patch.updatedAt = now;
  patch.statusHistory = appendHistory({ state: row.state, kind: 'edited', fields, at: now.toISOString(), actor: { id: actor.id, role: actor.role, name: actor.name } });
  // the customer's calendar events change with a place (issue 31): a higher SEQUENCE, mailed with the edit
  const appointmentsMoved = fields.some((field) => APPOINTMENT_FIELDS.includes(field));
  if (appointmentsMoved) patch.calendarSequence = (row.calendarSequence ?? 0) + 1;
  // as read (updated_at to the millisecond the driver gives): a concurrent edit or status change in between makes this one stale
  const updated = await app.db.transaction(async (tx) => {
    const [done] = await tx
      .update(orders)
      .set(patch)
      .where(and(eq(orders.id, row.id), eq(orders.state, row.state), sql`abs(extract(epoch from (${orders.updatedAt} - ${row.updatedAt.toISOString()}::timestamptz))) < 0.001`))
      .returning();
    if (done && appointmentsMoved) await queueAppointmentsChanged(app, done, tx);
    return done;
  });
  if (!updated) {
    const [current] = await app.db.select().from(orders).where(eq(orders.id, row.id));
    return { kind: 'stale', row: current ?? row };
  }
  await app.orderViews.changed(app.db);
  return { kind: 'updated', row: updated, fields };
}
