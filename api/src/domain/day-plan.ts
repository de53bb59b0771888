import type { Point } from './distance';

/**
 * The day planner (issue 36): which driver takes which order of a day, so that drivers drive the fewest empty
 * kilometres (without a customer's car) while every block, booking and slot holds. Pure: the caller loads drivers,
 * blocks, bookings and orders and gives the distance model (`distance.ts`).
 *
 * An order is two jobs with one driver (the order's driver books both slots, as `assignDriver` does): the pickup
 * (customer's address → the order's station) in its pickup slot and the return (station → return address) in its
 * return slot. A driver's day is a chain depot → jobs by slot → depot; its empty kilometres are the legs between
 * one job's end and the next one's start (the jobs themselves carry a customer's car and cost the same whoever
 * drives). A driver does at most one job per slot, never on a blocked day or slot nor in a slot already booked; so
 * each assignment takes one driver and one hold off each of its slots and no slot's capacity ever drops.
 *
 * `planDay`: cheapest insertion in slot order, a repair that moves one planned order aside for an order nobody
 * could take, then local search (relocate an order to another driver; swap two orders that share a slot) until no
 * move shortens the day, ties broken towards an even number of orders per driver. `greedyPlan` is the baseline a
 * dispatcher would follow: each order in slot order to the free driver nearest to where that driver last was.
 */
export type JobKind = 'pickup' | 'return';

export interface PlanJob {
  /** Slot start, epoch milliseconds. */
  slot: number;
  /** The slot's Berlin calendar date (a driver's chain is one day). */
  day: string;
  from: Point;
  to: Point;
}

export interface PlanOrder {
  id: string;
  pickup: PlanJob;
  return: PlanJob;
}

/** A job already booked for a driver (an assigned order): it stays, and its places shape the driver's day. */
export interface BookedJob extends PlanJob {
  driverId: string;
  orderId: string;
  kind: JobKind;
}

export interface DayPlanInput {
  /** Where every driver starts and ends a day (the depot station). */
  depot: Point;
  drivers: readonly string[];
  blockedDays: readonly { driverId: string; day: string }[];
  blockedSlots: readonly { driverId: string; slot: number }[];
  booked: readonly BookedJob[];
  /** The orders to assign (without a driver). */
  orders: readonly PlanOrder[];
  /** Estimated road kilometres between two points. */
  km: (a: Point, b: Point) => number;
}

/** no_driver_free: every driver is blocked or booked at one of its slots; drivers_taken: the free ones have other planned jobs then. */
export type UnassignedReason = 'no_driver_free' | 'drivers_taken';

export interface RouteJob {
  orderId: string;
  kind: JobKind;
  slot: number;
  /** False for a job the driver was already booked for. */
  planned: boolean;
}

export interface DriverRoute {
  driverId: string;
  /** Empty kilometres of the driver's days. */
  emptyKm: number;
  /** Jobs by slot (booked and planned). */
  jobs: RouteJob[];
}

export interface DayPlan {
  assignments: { orderId: string; driverId: string }[];
  unassigned: { orderId: string; reason: UnassignedReason }[];
  /** Empty kilometres of all drivers' days. */
  emptyKm: number;
  /** Drivers with at least one job, in the order of `drivers`. */
  routes: DriverRoute[];
}

export interface PlanOptions {
  /** Stop improving after this long (default 1200 ms); the plan is complete and valid at any time. */
  budgetMs?: number;
  /** Rounds of ruin and recreate per start (default 40 + 2 per order); with a budget that never runs out, the plan depends on the input alone. */
  rounds?: number;
}

const EPS = 1e-9;
const NONE = -1;

interface ChainJob {
  slot: number;
  /** Point ids (`Distances`). */
  from: number;
  to: number;
  /** Index into `orders`, or NONE for a booked job. */
  order: number;
  kind: JobKind;
  orderId: string;
}

const DEPOT = 0;

/**
 * Kilometres between the input's points, each computed once: every distinct point object gets an id (the depot 0)
 * and the pairs are kept in a matrix (a map for very large days).
 */
class Distances {
  private readonly ids = new Map<Point, number>();
  private readonly points: Point[] = [];
  private matrix: Float64Array | null = null;
  private readonly pairs = new Map<number, number>();

  constructor(
    private readonly km: DayPlanInput['km'],
    depot: Point,
  ) {
    this.id(depot);
  }

  id(point: Point): number {
    let id = this.ids.get(point);
    if (id === undefined) {
      id = this.points.length;
      this.points.push(point);
      this.ids.set(point, id);
    }
    return id;
  }

  /** Call once every point has its id. */
  seal(): void {
    const n = this.points.length;
    if (n <= 2_000) this.matrix = new Float64Array(n * n).fill(-1);
  }

  between(a: number, b: number): number {
    const key = a * this.points.length + b;
    if (this.matrix) {
      let value = this.matrix[key]!;
      if (value < 0) this.matrix[key] = value = this.km(this.points[a]!, this.points[b]!);
      return value;
    }
    let value = this.pairs.get(key);
    if (value === undefined) this.pairs.set(key, (value = this.km(this.points[a]!, this.points[b]!)));
    return value;
  }
}

/** The mutable state of a plan: per driver its chains by day, its occupied slots and which order has which driver. */
class PlanState {
  readonly chains: Map<string, ChainJob[]>[];
  /** Per driver: slots taken by a block or a booking (never by a planned order). */
  readonly fixedSlots: Set<number>[];
  readonly blockedDays: Set<string>[];
  /** Per driver: slot → planned order. */
  readonly plannedSlots: Map<number, number>[];
  readonly driverOf: Int32Array;
  readonly orderCount: Int32Array;
  readonly distances: Distances;
  /** Per order: its two chain jobs, made once. */
  readonly pickupJobs: ChainJob[];
  private readonly returnJobs: ChainJob[];

  constructor(
    readonly input: DayPlanInput,
    readonly orders: readonly PlanOrder[],
  ) {
    const distances = (this.distances = new Distances(input.km, input.depot));
    const jobOf = (job: PlanJob, o: number, kind: JobKind, orderId: string): ChainJob => ({
      slot: job.slot,
      from: distances.id(job.from),
      to: distances.id(job.to),
      order: o,
      kind,
      orderId,
    });
    this.pickupJobs = orders.map((order, o) => jobOf(order.pickup, o, 'pickup', order.id));
    this.returnJobs = orders.map((order, o) => jobOf(order.return, o, 'return', order.id));
    const index = new Map(input.drivers.map((id, i) => [id, i]));
    const n = input.drivers.length;
    this.chains = Array.from({ length: n }, () => new Map());
    this.fixedSlots = Array.from({ length: n }, () => new Set());
    this.blockedDays = Array.from({ length: n }, () => new Set());
    this.plannedSlots = Array.from({ length: n }, () => new Map());
    this.driverOf = new Int32Array(orders.length).fill(NONE);
    this.orderCount = new Int32Array(n);
    for (const { driverId, day } of input.blockedDays) {
      const i = index.get(driverId);
      if (i !== undefined) this.blockedDays[i]!.add(day);
    }
    for (const { driverId, slot } of input.blockedSlots) {
      const i = index.get(driverId);
      if (i !== undefined) this.fixedSlots[i]!.add(slot);
    }
    for (const job of input.booked) {
      const i = index.get(job.driverId);
      if (i === undefined) continue;
      this.fixedSlots[i]!.add(job.slot);
      this.insertJob(i, job.day, jobOf(job, NONE, job.kind, job.orderId));
    }
    distances.seal();
  }

  km(a: number, b: number): number {
    return this.distances.between(a, b);
  }

  private chain(driver: number, day: string): ChainJob[] {
    let chain = this.chains[driver]!.get(day);
    if (!chain) {
      chain = [];
      this.chains[driver]!.set(day, chain);
    }
    return chain;
  }

  private insertJob(driver: number, day: string, job: ChainJob): void {
    const chain = this.chain(driver, day);
    let at = chain.length;
    while (at > 0 && chain[at - 1]!.slot > job.slot) at -= 1;
    chain.splice(at, 0, job);
  }

  private removeJob(driver: number, day: string, job: ChainJob): void {
    const chain = this.chains[driver]!.get(day)!;
    chain.splice(chain.indexOf(job), 1);
  }

  /** Whether `driver` is free at both slots of order `o` (slots taken by `ignore`'s planned jobs count as free). */
  canTake(o: number, driver: number, ignore = NONE): boolean {
    const order = this.orders[o]!;
    const blocked = this.blockedDays[driver]!;
    if (blocked.has(order.pickup.day) || blocked.has(order.return.day)) return false;
    const fixed = this.fixedSlots[driver]!;
    if (fixed.has(order.pickup.slot) || fixed.has(order.return.slot)) return false;
    const planned = this.plannedSlots[driver]!;
    const atPickup = planned.get(order.pickup.slot);
    const atReturn = planned.get(order.return.slot);
    return (atPickup === undefined || atPickup === ignore) && (atReturn === undefined || atReturn === ignore);
  }

  /** Whether `driver` is free at both slots ignoring every planned order (blocks and bookings only). */
  couldEverTake(o: number, driver: number): boolean {
    const order = this.orders[o]!;
    const blocked = this.blockedDays[driver]!;
    const fixed = this.fixedSlots[driver]!;
    return !blocked.has(order.pickup.day) && !blocked.has(order.return.day) && !fixed.has(order.pickup.slot) && !fixed.has(order.return.slot);
  }

  /** Change of empty km when order `o` joins `driver` (who must be able to take it). */
  insertionDelta(o: number, driver: number): number {
    const { pickup, return: back } = this.orders[o]!;
    const P = this.pickupJobs[o]!;
    const R = this.returnJobs[o]!;
    const pickupChain = this.chains[driver]!.get(pickup.day) ?? [];
    const p = positionOf(pickupChain, P.slot);
    const prev = p > 0 ? pickupChain[p - 1]!.to : DEPOT;
    if (pickup.day === back.day) {
      const r = positionOf(pickupChain, R.slot);
      if (r === p) {
        // nothing between the two jobs: prev → pickup → return → next
        const next = p < pickupChain.length ? pickupChain[p]!.from : DEPOT;
        return this.km(prev, P.from) + this.km(P.to, R.from) + this.km(R.to, next) - this.km(prev, next);
      }
      return this.legDelta(prev, P, pickupChain[p]!.from) + this.legDelta(pickupChain[r - 1]!.to, R, r < pickupChain.length ? pickupChain[r]!.from : DEPOT);
    }
    const returnChain = this.chains[driver]!.get(back.day) ?? [];
    const r = positionOf(returnChain, R.slot);
    return (
      this.legDelta(prev, P, p < pickupChain.length ? pickupChain[p]!.from : DEPOT) +
      this.legDelta(r > 0 ? returnChain[r - 1]!.to : DEPOT, R, r < returnChain.length ? returnChain[r]!.from : DEPOT)
    );
  }

  /** Change of empty km when order `o` leaves its driver. */
  removalDelta(o: number): number {
    const driver = this.driverOf[o]!;
    const { pickup, return: back } = this.orders[o]!;
    const P = this.pickupJobs[o]!;
    const R = this.returnJobs[o]!;
    const pickupChain = this.chains[driver]!.get(pickup.day)!;
    const p = pickupChain.indexOf(P);
    const prev = p > 0 ? pickupChain[p - 1]!.to : DEPOT;
    if (pickupChain[p + 1] === R) {
      const next = p + 2 < pickupChain.length ? pickupChain[p + 2]!.from : DEPOT;
      return this.km(prev, next) - this.km(prev, P.from) - this.km(P.to, R.from) - this.km(R.to, next);
    }
    const returnChain = this.chains[driver]!.get(back.day)!;
    const r = returnChain.indexOf(R);
    return (
      -this.legDelta(prev, P, p + 1 < pickupChain.length ? pickupChain[p + 1]!.from : DEPOT) -
      this.legDelta(r > 0 ? returnChain[r - 1]!.to : DEPOT, R, r + 1 < returnChain.length ? returnChain[r + 1]!.from : DEPOT)
    );
  }

  /** Change of empty km when `job` goes between the end point `prev` and the start point `next`. */
  private legDelta(prev: number, job: ChainJob, next: number): number {
    return this.km(prev, job.from) + this.km(job.to, next) - this.km(prev, next);
  }

  assign(o: number, driver: number): void {
    const order = this.orders[o]!;
    this.driverOf[o] = driver;
    this.orderCount[driver]! += 1;
    this.plannedSlots[driver]!.set(order.pickup.slot, o);
    this.plannedSlots[driver]!.set(order.return.slot, o);
    this.insertJob(driver, order.pickup.day, this.pickupJobs[o]!);
    this.insertJob(driver, order.return.day, this.returnJobs[o]!);
  }

  unassign(o: number): void {
    const order = this.orders[o]!;
    const driver = this.driverOf[o]!;
    this.driverOf[o] = NONE;
    this.orderCount[driver]! -= 1;
    this.plannedSlots[driver]!.delete(order.pickup.slot);
    this.plannedSlots[driver]!.delete(order.return.slot);
    this.removeJob(driver, order.pickup.day, this.pickupJobs[o]!);
    this.removeJob(driver, order.return.day, this.returnJobs[o]!);
  }

  /** Empty km of one driver's days. */
  driverKm(driver: number): number {
    let total = 0;
    for (const chain of this.chains[driver]!.values()) {
      if (chain.length === 0) continue;
      total += this.km(DEPOT, chain[0]!.from) + this.km(chain.at(-1)!.to, DEPOT);
      for (let i = 1; i < chain.length; i += 1) total += this.km(chain[i - 1]!.to, chain[i]!.from);
    }
    return total;
  }

  result(): DayPlan {
    const { drivers } = this.input;
    const assignments: DayPlan['assignments'] = [];
    const unassigned: DayPlan['unassigned'] = [];
    this.orders.forEach((order, o) => {
      const driver = this.driverOf[o]!;
      if (driver !== NONE) assignments.push({ orderId: order.id, driverId: drivers[driver]! });
      else {
        const anyFree = drivers.some((_, i) => this.couldEverTake(o, i));
        unassigned.push({ orderId: order.id, reason: anyFree ? 'drivers_taken' : 'no_driver_free' });
      }
    });
    const routes: DriverRoute[] = [];
    let emptyKm = 0;
    drivers.forEach((driverId, i) => {
      const jobs = [...this.chains[i]!.values()]
        .flat()
        .sort((a, b) => a.slot - b.slot)
        .map((job) => ({ orderId: job.orderId, kind: job.kind, slot: job.slot, planned: job.order !== NONE }));
      if (jobs.length === 0) return;
      const km = this.driverKm(i);
      emptyKm += km;
      routes.push({ driverId, emptyKm: km, jobs });
    });
    return { assignments, unassigned, emptyKm, routes };
  }
}

/** Index at which a job of `slot` goes into a chain sorted by slot. */
function positionOf(chain: readonly ChainJob[], slot: number): number {
  let at = 0;
  while (at < chain.length && chain[at]!.slot < slot) at += 1;
  return at;
}

/** Orders by pickup slot, then return slot, then id: the order a dispatcher works through the day. */
function inSlotOrder(orders: readonly PlanOrder[]): PlanOrder[] {
  return [...orders].sort((a, b) => a.pickup.slot - b.pickup.slot || a.return.slot - b.return.slot || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** Whether moving one order from a driver with `from` orders to one with `to` evens them out. */
const evens = (from: number, to: number): boolean => from > to + 1;

/** mulberry32: a small seeded PRNG (the planner's moves are the same on every run). */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Each order in slot order to the free driver nearest to where that driver last was (ties: fewer orders). */
function greedyInto(state: PlanState): void {
  const drivers = state.input.drivers.length;
  state.orders.forEach((order, o) => {
    let best = NONE;
    let bestKm = Infinity;
    for (let driver = 0; driver < drivers; driver += 1) {
      if (!state.canTake(o, driver)) continue;
      const chain = state.chains[driver]!.get(order.pickup.day) ?? [];
      const p = positionOf(chain, order.pickup.slot);
      const distance = state.km(p > 0 ? chain[p - 1]!.to : DEPOT, state.pickupJobs[o]!.from);
      if (distance < bestKm - EPS || (Math.abs(distance - bestKm) <= EPS && state.orderCount[driver]! < state.orderCount[best]!)) {
        best = driver;
        bestKm = distance;
      }
    }
    if (best !== NONE) state.assign(o, best);
  });
}

/** The baseline a dispatcher follows: each order in slot order to the free driver nearest to where that driver last was. */
export function greedyPlan(input: DayPlanInput): DayPlan {
  const state = new PlanState(input, inSlotOrder(input.orders));
  greedyInto(state);
  return state.result();
}

/** The improvement moves on one plan state; `total` follows every move (empty km of all days). */
class Improver {
  private readonly drivers: number;
  private readonly count: number;
  private readonly pairs: [number, number][] = [];
  private readonly random: () => number;
  total: number;

  constructor(
    private readonly state: PlanState,
    private readonly deadline: number,
  ) {
    this.drivers = state.input.drivers.length;
    this.count = state.orders.length;
    this.random = seededRandom(36);
    this.total = state.input.drivers.reduce((sum, _, driver) => sum + state.driverKm(driver), 0);
    // swap candidates: orders that share a pickup or a return slot (the moves a full slot leaves)
    const bySlot = new Map<number, number[]>();
    state.orders.forEach((order, o) => {
      for (const slot of [order.pickup.slot, order.return.slot]) bySlot.set(slot, [...(bySlot.get(slot) ?? []), o]);
    });
    const seen = new Set<number>();
    for (const group of bySlot.values()) {
      for (let x = 0; x < group.length; x += 1) {
        for (let y = x + 1; y < group.length; y += 1) {
          const key = group[x]! * this.count + group[y]!;
          if (!seen.has(key)) this.pairs.push([group[x]!, group[y]!]);
          seen.add(key);
        }
      }
    }
  }

  get assigned(): number {
    let n = 0;
    for (const driver of this.state.driverOf) if (driver !== NONE) n += 1;
    return n;
  }

  assign(o: number, driver: number): void {
    this.total += this.state.insertionDelta(o, driver);
    this.state.assign(o, driver);
  }

  unassign(o: number): void {
    this.total += this.state.removalDelta(o);
    this.state.unassign(o);
  }

  cheapestDriver(o: number, exclude = NONE): number {
    const { state } = this;
    let driver = NONE;
    let delta = Infinity;
    for (let i = 0; i < this.drivers; i += 1) {
      if (i === exclude || !state.canTake(o, i)) continue;
      const d = state.insertionDelta(o, i);
      if (d < delta - EPS || (Math.abs(d - delta) <= EPS && state.orderCount[i]! < state.orderCount[driver]!)) {
        driver = i;
        delta = d;
      }
    }
    return driver;
  }

  /** Cheapest insertion of the orders without a driver, in the order given. */
  insertAll(orders: Iterable<number>): void {
    for (const o of orders) {
      if (this.state.driverOf[o] !== NONE) continue;
      const driver = this.cheapestDriver(o);
      if (driver !== NONE) this.assign(o, driver);
    }
  }

  /** An order nobody could take gets a driver whose one conflicting planned order can move to someone else. */
  repair(): void {
    const { state } = this;
    for (let o = 0; o < this.count; o += 1) {
      if (state.driverOf[o] !== NONE) continue;
      const { pickup, return: back } = state.orders[o]!;
      for (let i = 0; i < this.drivers && state.driverOf[o] === NONE; i += 1) {
        if (!state.couldEverTake(o, i)) continue;
        const conflicts = [...new Set([state.plannedSlots[i]!.get(pickup.slot), state.plannedSlots[i]!.get(back.slot)])].filter((c) => c !== undefined);
        if (conflicts.length !== 1) continue;
        const other = conflicts[0]!;
        this.unassign(other);
        this.assign(o, i);
        const driver = this.cheapestDriver(other, i);
        if (driver !== NONE) this.assign(other, driver);
        else {
          this.unassign(o);
          this.assign(other, i);
        }
      }
    }
  }

  private relocate(): boolean {
    const { state } = this;
    let improved = false;
    for (let o = 0; o < this.count; o += 1) {
      const from = state.driverOf[o]!;
      if (from === NONE) continue;
      const removal = state.removalDelta(o);
      for (let to = 0; to < this.drivers; to += 1) {
        if (to === from || !state.canTake(o, to)) continue;
        const gain = removal + state.insertionDelta(o, to);
        if (gain < -1e-6 || (Math.abs(gain) <= 1e-6 && evens(state.orderCount[from]!, state.orderCount[to]!))) {
          this.unassign(o);
          this.assign(o, to);
          improved = true;
          break;
        }
      }
    }
    return improved;
  }

  private swap(): boolean {
    const { state } = this;
    let improved = false;
    for (const [x, y] of this.pairs) {
      const a = state.driverOf[x]!;
      const b = state.driverOf[y]!;
      if (a === NONE || b === NONE || a === b || !state.canTake(y, a, x) || !state.canTake(x, b, y)) continue;
      const before = this.total;
      this.unassign(x);
      this.unassign(y);
      const gain = this.total - before + state.insertionDelta(y, a) + state.insertionDelta(x, b);
      const [first, second] = gain < -1e-6 ? [a, b] : [b, a];
      this.assign(y, first);
      this.assign(x, second);
      improved ||= gain < -1e-6;
    }
    return improved;
  }

  /** Relocate and swap until neither shortens the day. */
  descend(): void {
    while (Date.now() < this.deadline) {
      const moved = this.relocate();
      const swapped = this.swap();
      if (!moved && !swapped) return;
    }
  }

  /**
   * Ruin and recreate: take the orders of a few neighbouring slots off their drivers, insert them again cheapest
   * first in a random order, descend; keep the result when it assigns more or drives less, else restore.
   */
  ruinAndRecreate(rounds: number): void {
    const { state } = this;
    const slots = [...new Set(state.orders.map((order) => order.pickup.slot))].sort((a, b) => a - b);
    for (let round = 0; round < rounds && Date.now() < this.deadline && slots.length > 0; round += 1) {
      const from = slots[Math.floor(this.random() * slots.length)]!;
      // half the rounds: every order in a short window; the others: two drivers' orders over a longer one
      const byDrivers = this.random() < 0.5 && this.drivers > 1;
      const to = from + (byDrivers ? 4 + Math.floor(this.random() * 8) : 1 + Math.floor(this.random() * 3)) * 1_800_000;
      const first = Math.floor(this.random() * this.drivers);
      const second = (first + 1 + Math.floor(this.random() * (this.drivers - 1))) % this.drivers;
      const taken: [number, number][] = [];
      for (let o = 0; o < this.count; o += 1) {
        const order = state.orders[o]!;
        const driver = state.driverOf[o]!;
        const inWindow = (slot: number) => slot >= from && slot < to;
        if (!inWindow(order.pickup.slot) && !inWindow(order.return.slot)) continue;
        if (byDrivers && driver !== first && driver !== second && driver !== NONE) continue;
        taken.push([o, driver]);
      }
      const [assignedBefore, totalBefore] = [this.assigned, this.total];
      for (const [o, driver] of taken) if (driver !== NONE) this.unassign(o);
      const again = taken.map(([o]) => o);
      for (let i = again.length - 1; i > 0; i -= 1) {
        const j = Math.floor(this.random() * (i + 1));
        [again[i], again[j]] = [again[j]!, again[i]!];
      }
      this.insertAll(again);
      const assigned = this.assigned;
      if (assigned > assignedBefore || (assigned === assignedBefore && this.total < totalBefore - 1e-6)) continue;
      for (const [o] of taken) if (state.driverOf[o] !== NONE) this.unassign(o);
      for (const [o, driver] of taken) if (driver !== NONE) this.assign(o, driver);
    }
  }
}

/**
 * The plan: two starts (cheapest insertion with a repair; the greedy choice), each improved by relocate and swap
 * moves and rounds of ruin and recreate; the one that assigns more orders, then drives fewer empty km, wins. Both
 * keep every rule at every step, so the budget only bounds how good the plan gets.
 */
export function planDay(input: DayPlanInput, options: PlanOptions = {}): DayPlan {
  const started = Date.now();
  const budget = options.budgetMs ?? 1200;
  const orders = inSlotOrder(input.orders);
  const rounds = options.rounds ?? 40 + 2 * orders.length;
  let starts = 0;
  const improved = (start: (state: PlanState, improver: Improver) => void): { state: PlanState; improver: Improver } => {
    starts += 1;
    const state = new PlanState(input, orders);
    // each start ends by its half of the budget
    const improver = new Improver(state, started + (budget * starts) / 2);
    start(state, improver);
    improver.descend();
    improver.ruinAndRecreate(rounds);
    improver.repair();
    improver.descend();
    return { state, improver };
  };
  const insertion = improved((state, improver) => {
    improver.insertAll(state.orders.keys());
    improver.repair();
  });
  const greedy = improved((state, improver) => {
    greedyInto(state);
    improver.total = input.drivers.reduce((sum, _, driver) => sum + state.driverKm(driver), 0);
  });
  const better =
    greedy.improver.assigned > insertion.improver.assigned ||
    (greedy.improver.assigned === insertion.improver.assigned && greedy.improver.total < insertion.improver.total - 1e-6);
  return (better ? greedy : insertion).state.result();
}
