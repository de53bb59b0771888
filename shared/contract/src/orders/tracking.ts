import { z } from 'zod';
import { orderStateSchema, type OrderState } from '../order-states';

/**
 * The live tracking link (issue 31): every order mail links to `/track/{token}` — an unguessable token per order,
 * no sign-in, revocable, valid until 30 days after the order ended. `GET /api/track/{token}` answers the view,
 * `GET /api/track/{token}/stream` (SSE, event `track`) sends it again on every change. No personal data: the order
 * number, its state, times and next step, and the car's position only while the car is on its way to the customer.
 */
export const trackLinkPath = (token: string): string => `/track/${token}`;
export const trackViewPath = (token: string): string => `/api/track/${token}`;
export const trackStreamPath = (token: string): string => `${trackViewPath(token)}/stream`;
/** The SSE event carrying a new view; `gone` when the link was revoked or ran out (the stream then ends). */
export const TRACK_EVENT = 'track';
export const TRACK_GONE_EVENT = 'gone';
/** Days after the order ended (paid, unpaid, no charge, cancelled) that its link keeps answering. */
export const TRACK_LINK_DAYS_AFTER_END = 30;
/** Tokens are base64url, 44 characters (the order and a MAC); anything else is not looked up. */
export const TRACK_TOKEN_PATTERN = /^[A-Za-z0-9_-]{44}$/;

/** Arrival estimate while a driver is on the way (straight line × road factor ÷ city speed): approximate. */
export const etaSchema = z.object({ minutes: z.number().int().min(0), at: z.string() });
export type Eta = z.infer<typeof etaSchema>;

/** What comes next for the customer, by state (the happy path); null once nothing is left to wait for. */
export const TRACK_NEXT_STATE: Partial<Record<OrderState, OrderState>> = {
  created: 'assigned',
  assigned: 'on_the_way_to_pickup',
  on_the_way_to_pickup: 'on_the_way_to_station',
  on_the_way_to_station: 'charging',
  charging: 'on_the_way_to_return',
  on_the_way_to_return: 'returned',
  parked: 'paid',
  returned: 'paid',
  pending_payment: 'paid',
};
export const nextTrackState = (state: OrderState): OrderState | null => TRACK_NEXT_STATE[state] ?? null;

export const trackViewSchema = z.object({
  identity: z.string(),
  state: orderStateSchema,
  pickup_time_slot: z.object({ date_time: z.string() }),
  /** null: as soon as the car is ready. */
  return_time_slot: z.object({ date_time: z.string() }).nullable(),
  next_state: orderStateSchema.nullable(),
  /** The car's last fix while it is on its way to the customer (to the pickup or back); else null. */
  car: z.object({ lat: z.number(), lng: z.number(), recorded_at: z.string() }).nullable(),
  eta: etaSchema.nullable(),
});
export type TrackView = z.infer<typeof trackViewSchema>;
export const trackViewResponseSchema = z.object({ data: trackViewSchema });
export const trackTokenParamsSchema = z.object({ token: z.string().max(64) });

/** POST /api/{customer|manager}/order/{id}/track/revoke: the old link stops (404); the answer is the new one. */
export const trackRevokePath = (role: 'customer' | 'manager', id: string): string => `/api/${role}/order/${id}/track/revoke`;
export const trackLinkResponseSchema = z.object({ data: z.object({ url: z.string() }) });
