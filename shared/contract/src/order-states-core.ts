import type { Locale } from './locale';

/** SPEC §3 order states, in their life-cycle order. */
export const ORDER_STATES = [
  'created',
  'assigned',
  'on_the_way_to_pickup',
  'on_the_way_to_station',
  'charging',
  'on_the_way_to_return',
  'parked',
  'returned',
  'pending_payment',
  'unpaid',
  'paid',
  'no_charge',
  'cancelled',
] as const;
export type OrderState = (typeof ORDER_STATES)[number];

/**
 * Each state's name for people, in both languages: the one table every badge, the tracking page, the booking
 * result and the notification texts read (issue 12: one label per state everywhere).
 */
export const ORDER_STATE_LABELS = {
  de: {
    created: 'Eingegangen',
    assigned: 'Fahrer zugewiesen',
    on_the_way_to_pickup: 'Unterwegs zur Abholung',
    on_the_way_to_station: 'Unterwegs zur Ladestation',
    charging: 'Wird geladen',
    on_the_way_to_return: 'Unterwegs zur Rückgabe',
    parked: 'Geparkt',
    returned: 'Zurückgebracht',
    pending_payment: 'Zahlung ausstehend',
    unpaid: 'Unbezahlt',
    paid: 'Bezahlt',
    no_charge: 'Kostenfrei',
    cancelled: 'Storniert',
  },
  en: {
    created: 'Received',
    assigned: 'Assigned',
    on_the_way_to_pickup: 'On the way to pickup',
    on_the_way_to_station: 'On the way to the charging station',
    charging: 'Charging',
    on_the_way_to_return: 'On the way to return',
    parked: 'Parked',
    returned: 'Returned',
    pending_payment: 'Payment pending',
    unpaid: 'Unpaid',
    paid: 'Paid',
    no_charge: 'No charge',
    cancelled: 'Cancelled',
  },
} satisfies Record<Locale, Record<OrderState, string>>;
