import {
  msg,
  RETURN_MAX_DAYS_AFTER_PICKUP,
  SERVICE_IDS,
  type OrderRequest,
  type PackageService,
  type SlotSelection,
} from '@chargevalet/contract';
import type { AppliedDiscount } from './discounts';
import type { PricingCatalog } from './pricing';
import { validateAddress, type ValidAddress } from './postcodes';
import { serviceDurationMinutes } from './service-duration';
import { capacityAt, type ScheduleIndex } from './slot-capacity';
import { addDays } from './zoned-time';
import { checkPickupSlot, checkReturnSlot, firstSlotFrom, returnWindow, slotOf, slotsOfDate, type Slot } from './time-slots';

/**
 * The server's checks of an order request beyond its schema (SPEC §5 "on submit", DESIGN §4): the package,
 * charging level and options exist, exactly one return type is chosen, both addresses are in the service area,
 * the pickup is ≥ 75 minutes ahead with capacity, the return fits the service duration and capacity.
 * Errors use the 422 shape `{ field: [validation keys] }` with dotted field paths of the request.
 */
export interface OrderCheckContext {
  now: Date;
  schedule: ScheduleIndex;
  catalog: PricingCatalog;
  /** A validated discount; a free order forces wash and cleaning off. */
  discount?: AppliedDiscount | null;
}

export interface CheckedOrder {
  ok: true;
  pickupSlot: Slot;
  /** The chosen return slot, or the first slot once the car is ready when `return_time_slot` is null. */
  returnSlot: Slot;
  returnChosen: boolean;
  serviceMinutes: number;
  pickupAddress: ValidAddress;
  returnAddress: ValidAddress;
  /** Option ids after the discount's rules (free order: no wash, no cleaning). */
  selectedServices: number[];
  returnTypeId: number;
  isWashCar: boolean;
  isCleanCar: boolean;
}

export interface RefusedOrder {
  ok: false;
  errors: Record<string, string[]>;
  /** An address lies outside Düsseldorf: the browser opens the service-not-available modal. */
  outOfServiceArea: boolean;
}

type Errors = Record<string, string[]>;
const add = (errors: Errors, field: string, message: string) => {
  (errors[field] ??= []).push(message);
};

export function checkOrderRequest(request: OrderRequest, context: OrderCheckContext): CheckedOrder | RefusedOrder {
  const errors: Errors = {};
  let outOfServiceArea = false;

  const pkg = context.catalog.packages.find((candidate) => candidate.id === request.package_id);
  if (!pkg) add(errors, 'package_id', msg('invalidInput'));
  const level = context.catalog.chargingLevels.find((candidate) => candidate.id === request.charging_level_id);
  if (!level) add(errors, 'charging_level_id', msg('chargingLevelRequired'));

  const services = pkg ? (context.catalog.packageServices[pkg.id] ?? []) : [];
  const options = pkg ? resolveOptions(services, request.selected_services, context.discount ?? null, errors) : null;

  const addresses = { pickup: request.pickup_address, return: request.return_address };
  const checked: Partial<Record<keyof typeof addresses, ValidAddress>> = {};
  for (const [kind, address] of Object.entries(addresses) as [keyof typeof addresses, OrderRequest['pickup_address']][]) {
    const result = validateAddress(address);
    if (result.valid) checked[kind] = result.address;
    else {
      outOfServiceArea ||= result.outOfServiceArea;
      for (const [field, message] of Object.entries(result.errors)) add(errors, `${kind}_address.${field}`, message!);
    }
  }

  const serviceMinutes = serviceDurationMinutes(request.car.car_type, level?.battery_percent ?? 100);
  const pickupRefusal = checkPickupSlot(context.now, context.schedule, request.pickup_time_slot);
  if (pickupRefusal) add(errors, 'pickup_time_slot', msg(pickupRefusal));
  const returnSlot = pickupRefusal ? null : resolveReturnSlot(request, serviceMinutes, context.schedule, errors);

  if (Object.keys(errors).length > 0 || !options || !returnSlot || !checked.pickup || !checked.return) {
    return { ok: false, errors, outOfServiceArea };
  }
  return {
    ok: true,
    pickupSlot: slotOf(request.pickup_time_slot)!,
    returnSlot,
    returnChosen: request.return_time_slot !== null,
    serviceMinutes,
    pickupAddress: checked.pickup,
    returnAddress: checked.return,
    ...options,
  };
}

/** Option ids must belong to the package; exactly one return type; free orders drop wash and cleaning. */
function resolveOptions(
  services: readonly PackageService[],
  selected: readonly number[],
  discount: AppliedDiscount | null,
  errors: Errors,
): Pick<CheckedOrder, 'selectedServices' | 'returnTypeId' | 'isWashCar' | 'isCleanCar'> | null {
  const serviceOf = (optionId: number) => services.find((service) => service.options.some((option) => option.service_id === optionId));
  const unique = [...new Set(selected)];
  if (unique.some((optionId) => !serviceOf(optionId))) {
    add(errors, 'selected_services', msg('invalidInput'));
    return null;
  }
  const returnTypes = unique.filter((optionId) => serviceOf(optionId)!.id === SERVICE_IDS.returnType);
  if (returnTypes.length !== 1) {
    add(errors, 'selected_services', msg('returnTypeRequired'));
    return null;
  }
  const forcedOff = discount?.kind === 'free_order';
  const kept = unique.filter((optionId) => {
    const serviceId = serviceOf(optionId)!.id;
    return !(forcedOff && (serviceId === SERVICE_IDS.carWash || serviceId === SERVICE_IDS.cleaning));
  });
  const has = (serviceId: number) => kept.some((optionId) => serviceOf(optionId)!.id === serviceId);
  return { selectedServices: kept, returnTypeId: returnTypes[0]!, isWashCar: has(SERVICE_IDS.carWash), isCleanCar: has(SERVICE_IDS.cleaning) };
}

function resolveReturnSlot(request: OrderRequest, serviceMinutes: number, schedule: ScheduleIndex, errors: Errors): Slot | null {
  const pickup: SlotSelection = request.pickup_time_slot;
  if (request.return_time_slot === null) {
    const slot = firstBookableSlot(schedule, pickup, serviceMinutes);
    if (!slot) add(errors, 'return_time_slot', msg('slotUnavailable'));
    return slot;
  }
  const refusal = checkReturnSlot(schedule, pickup, request.return_time_slot, serviceMinutes);
  if (refusal) {
    add(errors, 'return_time_slot', msg(refusal));
    return null;
  }
  return slotOf(request.return_time_slot);
}

/**
 * The return slot a placement will take unless capacity says otherwise: the chosen one, or (as soon as the car is
 * ready) the first slot after the service duration. A placement locks it up front together with the pickup; the
 * slot it finally takes is never earlier. Null when the request names no pickup or charging level on the grid.
 */
export function expectedReturnSlot(request: OrderRequest, catalog: Pick<PricingCatalog, 'chargingLevels'>): Slot | null {
  if (request.return_time_slot !== null) return slotOf(request.return_time_slot);
  const level = catalog.chargingLevels.find((candidate) => candidate.id === request.charging_level_id);
  if (!level || !slotOf(request.pickup_time_slot)) return null;
  return firstSlotFrom(returnWindow(request.pickup_time_slot, serviceDurationMinutes(request.car.car_type, level.battery_percent)).readyAt);
}

/** "As soon as the car is ready": the first slot after the service duration with a driver left, within 3 days. */
export function firstBookableSlot(schedule: ScheduleIndex, pickup: SlotSelection, serviceMinutes: number): Slot | null {
  const { readyAt, latest } = returnWindow(pickup, serviceMinutes);
  for (let offset = 0; offset <= RETURN_MAX_DAYS_AFTER_PICKUP; offset += 1) {
    for (const slot of slotsOfDate(addDays(pickup.date, offset))) {
      if (slot.instant < readyAt || slot.instant > latest) continue;
      if (capacityAt(schedule, slot.date, slot.instant).capacity > 0) return slot;
    }
  }
  return null;
}
