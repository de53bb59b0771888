import { CHARGING_STATIONS } from './catalog-data';
import { seededRandom, type BookedJob, type DayPlan, type DayPlanInput, type PlanOrder } from './day-plan';
import type { Point } from './distance';
import { DUESSELDORF_POSTCODES } from './duesseldorf-postcodes';
import { slotsOfDate } from './time-slots';

/**
 * Seeded simulated days for the day planner's tests and `npm run bench` (issue 36), and the independent check of a
 * plan against every rule. A day: addresses around random Düsseldorf postcode centroids, each order's car charged at
 * the station nearest to its pickup, the return 1½–4 hours after the pickup (mostly to the same address), drivers
 * based at station 1; optionally blocked days and slots and jobs already booked. No slot gets more orders than it has
 * free drivers, as placement guarantees.
 */
export interface SimulatedDayOptions {
  orders: number;
  drivers: number;
  seed: number;
  date?: string;
  /** Block one driver's whole day and a few single slots of others. */
  blocks?: boolean;
  /** Jobs already booked (pairs of a pickup and a return of assigned orders). */
  bookedOrders?: number;
}

export { seededRandom };

const STATIONS: readonly Point[] = CHARGING_STATIONS.map((station) => ({ lat: station.latitude, lng: station.longitude }));

export function simulatedDay(options: SimulatedDayOptions, km: DayPlanInput['km']): DayPlanInput {
  const random = seededRandom(options.seed);
  const date = options.date ?? '2030-03-12';
  const slots = slotsOfDate(date).map((slot) => slot.instant.getTime());
  const drivers = Array.from({ length: options.drivers }, (_, i) => `driver-${String(i + 1).padStart(3, '0')}`);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const address = (): Point => {
    const row = pick(DUESSELDORF_POSTCODES);
    return { lat: row.latitude + (random() - 0.5) * 0.02, lng: row.longitude + (random() - 0.5) * 0.03 };
  };
  const stationFor = (point: Point): Point => STATIONS.reduce((best, station) => (km(point, station) < km(point, best) ? station : best));

  const blockedDays: DayPlanInput['blockedDays'][number][] = [];
  const blockedSlots: DayPlanInput['blockedSlots'][number][] = [];
  if (options.blocks) {
    blockedDays.push({ driverId: drivers.at(-1)!, day: date });
    for (let i = 0; i < Math.ceil(options.drivers / 2); i += 1) blockedSlots.push({ driverId: pick(drivers.slice(0, -1)), slot: pick(slots) });
  }
  const taken = new Set([...blockedSlots.map((block) => `${block.driverId}|${block.slot}`)]);
  const dayOff = new Set(blockedDays.map((block) => block.driverId));
  const booked: BookedJob[] = [];
  for (let n = 0; n < (options.bookedOrders ?? 0); n += 1) {
    const driverId = pick(drivers);
    const p = Math.floor(random() * (slots.length - 4));
    const r = p + 3 + Math.floor(random() * (slots.length - p - 3));
    if (dayOff.has(driverId) || taken.has(`${driverId}|${slots[p]}`) || taken.has(`${driverId}|${slots[r]}`)) continue;
    const home = address();
    const station = stationFor(home);
    booked.push({ driverId, orderId: `booked-${n}`, kind: 'pickup', slot: slots[p]!, day: date, from: home, to: station });
    booked.push({ driverId, orderId: `booked-${n}`, kind: 'return', slot: slots[r]!, day: date, from: station, to: home });
    taken.add(`${driverId}|${slots[p]}`).add(`${driverId}|${slots[r]}`);
  }
  // free drivers per slot minus what orders already hold
  const room = slots.map((slot) => drivers.filter((driver) => !dayOff.has(driver) && !taken.has(`${driver}|${slot}`)).length);

  const orders: PlanOrder[] = [];
  for (let attempt = 0; orders.length < options.orders && attempt < options.orders * 50; attempt += 1) {
    const gap = 3 + Math.floor(random() * 6);
    const p = Math.floor(random() * (slots.length - gap));
    const r = p + gap;
    if (room[p]! < 1 || room[r]! < 1) continue;
    room[p]! -= 1;
    room[r]! -= 1;
    const home = address();
    const back = random() < 0.8 ? home : address();
    const station = stationFor(home);
    orders.push({
      id: `order-${String(orders.length + 1).padStart(4, '0')}`,
      pickup: { slot: slots[p]!, day: date, from: home, to: station },
      return: { slot: slots[r]!, day: date, from: station, to: back },
    });
  }
  return { depot: STATIONS[0]!, drivers, blockedDays, blockedSlots, booked, orders, km };
}

/**
 * Every rule a plan must keep, checked from the input alone: known orders and drivers, each order at most once, no
 * blocked day or slot, no slot booked twice for a driver (bookings included), no slot holding more orders (planned or
 * still waiting) than it has free drivers (for a day whose slots held no more orders than free drivers, as placement
 * keeps them), and the reported empty kilometres recomputed. Returns the violations (none: []).
 */
export function planViolations(input: DayPlanInput, plan: DayPlan): string[] {
  const violations: string[] = [];
  const orders = new Map(input.orders.map((order) => [order.id, order]));
  const drivers = new Set(input.drivers);
  const dayOff = new Set(input.blockedDays.map((block) => `${block.driverId}|${block.day}`));
  const slotOff = new Set(input.blockedSlots.map((block) => `${block.driverId}|${block.slot}`));
  const busy = new Set(input.booked.map((job) => `${job.driverId}|${job.slot}`));
  const jobs = new Map<string, { slot: number; day: string; from: Point; to: Point }[]>();
  for (const job of input.booked) jobs.set(job.driverId, [...(jobs.get(job.driverId) ?? []), job]);
  const seen = new Set<string>();
  const plannedPerSlot = new Map<number, number>();
  for (const { orderId, driverId } of plan.assignments) {
    const order = orders.get(orderId);
    if (!order) violations.push(`unknown order ${orderId}`);
    if (!drivers.has(driverId)) violations.push(`unknown driver ${driverId}`);
    if (!order || !drivers.has(driverId)) continue;
    if (seen.has(orderId)) violations.push(`order ${orderId} assigned twice`);
    seen.add(orderId);
    for (const job of [order.pickup, order.return]) {
      const key = `${driverId}|${job.slot}`;
      if (dayOff.has(`${driverId}|${job.day}`)) violations.push(`${driverId} is off on ${job.day} (${orderId})`);
      if (slotOff.has(key)) violations.push(`${driverId} is blocked at ${job.slot} (${orderId})`);
      if (busy.has(key)) violations.push(`${driverId} has two jobs at ${job.slot} (${orderId})`);
      busy.add(key);
      plannedPerSlot.set(job.slot, (plannedPerSlot.get(job.slot) ?? 0) + 1);
      jobs.set(driverId, [...(jobs.get(driverId) ?? []), job]);
    }
  }
  // capacity (free drivers − orders holding the slot without one) never drops below zero: planned orders take a
  // free driver each, the unassigned still hold theirs
  const held = new Map<number, number>();
  for (const { orderId } of plan.unassigned) {
    const order = orders.get(orderId);
    for (const job of order ? [order.pickup, order.return] : []) held.set(job.slot, (held.get(job.slot) ?? 0) + 1);
  }
  const slotDays = new Map(input.orders.flatMap((order) => [order.pickup, order.return]).map((job) => [job.slot, job.day]));
  for (const [slot, day] of slotDays) {
    const planned = plannedPerSlot.get(slot) ?? 0;
    const free = input.drivers.filter(
      (driver) => !dayOff.has(`${driver}|${day}`) && !slotOff.has(`${driver}|${slot}`) && !input.booked.some((job) => job.driverId === driver && job.slot === slot),
    ).length;
    if (planned + (held.get(slot) ?? 0) > free) violations.push(`slot ${slot} overbooked: ${planned} planned and ${held.get(slot) ?? 0} waiting orders for ${free} free drivers`);
  }
  for (const { orderId } of plan.unassigned) if (seen.has(orderId)) violations.push(`order ${orderId} both assigned and unassigned`);
  if (seen.size + plan.unassigned.length !== input.orders.length) violations.push('not every order is answered');

  let total = 0;
  for (const driverJobs of jobs.values()) {
    const byDay = new Map<string, typeof driverJobs>();
    for (const job of driverJobs) byDay.set(job.day, [...(byDay.get(job.day) ?? []), job]);
    for (const chain of byDay.values()) {
      chain.sort((a, b) => a.slot - b.slot);
      let at = input.depot;
      for (const job of chain) {
        total += input.km(at, job.from);
        at = job.to;
      }
      total += input.km(at, input.depot);
    }
  }
  if (Math.abs(total - plan.emptyKm) > 1e-6) violations.push(`empty km reported ${plan.emptyKm}, recomputed ${total}`);
  return violations;
}
