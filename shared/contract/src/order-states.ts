import { z } from 'zod';

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
export const orderStateSchema = z.enum(ORDER_STATES);
export type OrderState = z.infer<typeof orderStateSchema>;
