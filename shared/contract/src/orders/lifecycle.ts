import type { OrderState } from '../order-states';
import type { Role } from '../roles';

/**
 * THE order lifecycle (DESIGN §4 "Order states"): from-state → next states per role. Read by the server's status
 * routes and by every remote's status UI; nothing else decides a transition.
 *
 * - `created → assigned` is not a status change: it happens by assigning a driver (the assign call).
 * - `pending_payment` is entered by the manager with the actual costs; the server then charges and moves the order
 *   on to `paid` or `unpaid` itself (no role picks those).
 * - Customers may only cancel, and only while the server says `can_cancel` (60 minutes before pickup).
 * - Drivers move only their own orders (the server answers 404 for the others).
 */
export const ORDER_TRANSITIONS: Record<Role, Partial<Record<OrderState, readonly OrderState[]>>> = {
  manager: {
    created: ['cancelled'],
    assigned: ['on_the_way_to_pickup', 'cancelled'],
    on_the_way_to_pickup: ['on_the_way_to_station'],
    on_the_way_to_station: ['charging'],
    charging: ['on_the_way_to_return'],
    on_the_way_to_return: ['parked', 'returned'],
    parked: ['returned'],
    returned: ['pending_payment', 'no_charge'],
  },
  driver: {
    assigned: ['on_the_way_to_pickup'],
    on_the_way_to_pickup: ['on_the_way_to_station'],
    on_the_way_to_station: ['charging'],
    charging: ['on_the_way_to_return'],
    on_the_way_to_return: ['parked', 'returned'],
    parked: ['returned'],
  },
  customer: {
    created: ['cancelled'],
    assigned: ['cancelled'],
  },
};

/** What of an order the table needs (the order resource has all of it). */
export interface TransitionSubject {
  state: OrderState;
  is_free: boolean;
  can_cancel: boolean;
}

/**
 * The next states `role` may choose for `order`. A free order has nothing to charge: `returned → no_charge` only;
 * any other is charged: `returned → pending_payment` only.
 * Customers cancel only while `can_cancel`.
 */
export function allowedNextStates(role: Role, order: TransitionSubject): OrderState[] {
  const next = ORDER_TRANSITIONS[role][order.state] ?? [];
  return next.filter((state) => {
    if (state === 'cancelled' && role === 'customer') return order.can_cancel;
    if (state === 'pending_payment') return !order.is_free;
    // DESIGN §4: no_charge is for free orders; a paid order's bill is never waived (a refund corrects it).
    if (state === 'no_charge') return order.is_free;
    return true;
  });
}

export const isAllowedTransition = (role: Role, order: TransitionSubject, target: OrderState): boolean =>
  allowedNextStates(role, order).includes(target);

/** SPEC §4 status modal: the current state plus the allowed next states, without `cancelled` (the Cancel action). */
export const statusModalOptions = (order: { state: OrderState }, allowed: readonly OrderState[]): OrderState[] => [
  order.state,
  ...allowed.filter((state) => state !== 'cancelled' && state !== order.state),
];

/** `pending_payment` needs service_cost and electricity_cost; for `no_charge` the cost fields are disabled. */
export const statusNeedsCosts = (state: OrderState): boolean => state === 'pending_payment';
export const statusDisablesCosts = (state: OrderState): boolean => state === 'no_charge';

/** States in which the driver works on the order (a driver's screens, `can_update_status`). */
export const DRIVER_STATES = ['assigned', 'on_the_way_to_pickup', 'on_the_way_to_station', 'charging', 'on_the_way_to_return', 'parked'] as const satisfies readonly OrderState[];
/**
 * The order is on the road to the customer's address (issue 14, live position): the driver's phone shares its
 * position only in these states; the customer and managers see the car on the map.
 */
export const ON_THE_WAY_STATES = ['on_the_way_to_pickup', 'on_the_way_to_return'] as const satisfies readonly OrderState[];
export const isOnTheWay = (state: OrderState): boolean => (ON_THE_WAY_STATES as readonly OrderState[]).includes(state);
/**
 * The trip, from the way to the pickup to the way back (issue 32): location sharing the driver switched on stays on
 * through it, sending while on the way and paused at the station, until the car is back or the driver stops it.
 */
export const TRIP_STATES = ['on_the_way_to_pickup', 'on_the_way_to_station', 'charging', 'on_the_way_to_return'] as const satisfies readonly OrderState[];
export const isOnTrip = (state: OrderState): boolean => (TRIP_STATES as readonly OrderState[]).includes(state);
/**
 * The car is back (key handed over or in the mailbox, then settling): the last position stays visible for
 * `POSITION_KEEP_HOURS` after the move out of `on_the_way_to_return`, then it is deleted.
 */
export const POSITION_KEEP_HOURS = 24;
/** "Active" orders of the manager's list: between assigned and returned. */
export const ACTIVE_STATES = [...DRIVER_STATES, 'returned'] as const satisfies readonly OrderState[];
/** No action any more (SPEC §4: manager actions hidden). */
export const FINAL_STATES = ['cancelled', 'paid', 'unpaid', 'no_charge'] as const satisfies readonly OrderState[];
/**
 * A driver reads the customer's contact (name, phone, e-mail) of their order until this long after the order ended
 * (returned or cancelled); then it answers blank.
 */
export const DRIVER_CONTACT_HOURS = 24;
/** The states in which an order has ended for its driver (the first of them in its history is when). */
export const ENDED_STATES = ['returned', ...FINAL_STATES] as const satisfies readonly OrderState[];

/** A driver is assigned to a `created` order; reassigned while the order is with a driver. */
export const ASSIGNABLE_STATES = ['created'] as const satisfies readonly OrderState[];
export const REASSIGNABLE_STATES = DRIVER_STATES;

const inList = (list: readonly OrderState[], state: OrderState): boolean => list.includes(state);

/** SPEC §4 manager actions on the order details page. */
export function managerActions(order: { state: OrderState; driver: unknown; can_cancel: boolean }): {
  changeStatus: boolean;
  assign: boolean;
  reassign: boolean;
  edit: boolean;
  cancel: boolean;
} {
  const open = !inList(FINAL_STATES, order.state);
  const hasDriver = order.driver !== null && order.driver !== undefined;
  return {
    changeStatus: open && hasDriver && order.state !== 'pending_payment',
    assign: open && !hasDriver && inList(ASSIGNABLE_STATES, order.state),
    reassign: open && hasDriver && inList(REASSIGNABLE_STATES, order.state),
    edit: true,
    cancel: open && order.can_cancel,
  };
}
