import type { Statement } from '../../db/pipeline';
import { consumedWait, consumeInput, consumeSql, overLimitSql, type Consumed, type ConsumedRow, type Limit } from '../../lib/rate-limiter';
import { sessionInsertSql } from '../../plugins/sessions';
import { normalizedPhoneSqlText } from '../accounts/phone';
import { guestContact } from './claim';
import type { OrderInsertParts } from './order-insert';

/**
 * Slot hoarding (issue 11): an unpaid checkout holds two slots for CHECKOUT_HOLD_MINUTES, so checkout starts are
 * limited per browser session and per e-mail address and phone number, with a high per-IP limit on top (issue 33:
 * customers behind one office, hotel or carrier address share it); a browser (or customer) holds one unpaid
 * checkout at a time, and an e-mail address or phone number at most `maxUnpaid`. A card is known only once it paid:
 * its checkouts are counted at completion (services/orders/checkout.ts), by the provider's card fingerprint.
 */
export const checkoutLimits = {
  ip: (ip: string, max: number): Limit => ({ key: `checkout:ip:${ip}`, max, decaySeconds: 600 }),
  session: (sessionId: string, max: number): Limit => ({ key: `checkout:session:${sessionId}`, max, decaySeconds: 600 }),
  /** One limit for the e-mail address and one for the phone number, as `cv_guest_account` compares them. */
  contact: (contact: { email: string; phone: string }, max: number): Limit[] => {
    const [email, phone] = guestContact(contact);
    return [
      { key: `checkout:email:${email}`, max, decaySeconds: 600 },
      { key: `checkout:phone:${phone}`, max, decaySeconds: 600 },
    ];
  },
  card: (fingerprint: string, max: number): Limit => ({ key: `checkout:card:${fingerprint}`, max, decaySeconds: 600 }),
};

const PHONE_OF_ORDER = normalizedPhoneSqlText('customer_phone');

export interface CheckoutHolds {
  /** The unpaid checkouts of this browser session or customer: a new checkout replaces them. */
  mine: string[];
  /** The contact's other unpaid checkouts still holding their slots, and when the first of them ends. */
  others: { count: number; firstEnds: Date | null };
}

export interface CheckoutStart {
  /** The row of the browser's new session (`sessions.open`), or null when it has one. */
  sessionRow: string | null;
  sessionId: string;
  customerId: string | null;
  contact: { email: string; phone: string };
  /** The account-check limit and the checkout limits, counted as `RateLimiter.consumeAt` counts them. */
  limits: readonly Limit[];
  /** How many unpaid checkouts of other browsers a contact may hold. */
  maxUnpaid: number;
  now: Date;
}

/**
 * A checkout start's guards, and with `place` the order's claimed insert, in ONE statement (one round trip, one
 * commit): the browser's new session, the limits (`consumeSql`) and the one read of pending checkouts (only they have
 * hold_expires_at): the browser's or customer's own and those of the e-mail address or phone number, as
 * `cv_guest_account` compares them (indexes of drizzle/0025). The insert's claim runs only when the guards let the
 * checkout go (`go`: no limit over, none of the browser's own to release first, fewer than `maxUnpaid` others); the
 * claim answers instead of raising (drizzle/0031), so a refusal keeps the session and the counted limits. Its row:
 * `checkoutStartOf`.
 */
export function checkoutStartStatement(start: CheckoutStart, place?: OrderInsertParts): Statement {
  const [email, phone] = guestContact(start.contact);
  // the insert's parameters come first ($1 …), the guards' after them
  const values: unknown[] = place ? [...place.values] : [];
  const param = (value: unknown) => `$${values.push(value)}`;
  const session = start.sessionRow === null ? null : `new_session as (${sessionInsertSql(param(start.sessionRow))})`;
  const now = param(start.now.toISOString());
  const limits = consumeSql(param(consumeInput(start.limits)), now);
  const ofSession = `guest_session_id = ${param(start.sessionId)}`;
  const mine = start.customerId === null ? ofSession : `(${ofSession} or customer_id = ${param(start.customerId)})`;
  const guards = `${session ? `${session},` : ''}${limits},
  holds as (select id, coalesce(${mine}, false) as mine, hold_expires_at from orders
             where hold_expires_at is not null and state = 'pending_checkout'
               and (${mine} or lower(customer_email) = ${param(email)} or ${PHONE_OF_ORDER} = ${param(phone)}))`;
  const answer = `select (select coalesce(json_agg(c order by c.ord), '[]') from consumed c) as consumed,
         (select coalesce(json_agg(h), '[]') from holds h) as holds`;
  const name = `cv_checkout_start${session ? '_session' : ''}${start.customerId === null ? '' : '_customer'}`;
  if (!place) return { name, text: `with ${guards}\n  ${answer}`, values };
  // what consumedWait and checkoutStartOf decide in the API, decided here before the claim
  const go = `go as (select where not exists (select from consumed c where ${overLimitSql('c')})
                          and not exists (select from holds h where h.mine)
                          and (select count(*) from holds h where not h.mine and h.hold_expires_at > ${now}::timestamptz) < ${param(start.maxUnpaid)}::int)`;
  return {
    name: `${name}_${place.name}`,
    text: `with ${guards},\n  ${go},\n  ${place.ctes}\n  ${answer}, (select refusal from c) as refusal, (select "id" from o) as "id"`,
    values,
  };
}

/** The row of `checkoutStartStatement`; with the insert, its claim's answer and the inserted order's id. */
export interface CheckoutStartRow {
  consumed: ConsumedRow[];
  holds: { id: string; mine: boolean; hold_expires_at: string }[];
  refusal?: string | null;
  id?: string | null;
}

/** What the row of `checkoutStartStatement` says at `now`: the wait of the limits and the pending checkouts. */
export function checkoutStartOf(row: CheckoutStartRow, now: Date): { consumed: Consumed; holds: CheckoutHolds } {
  const others = row.holds
    .filter((hold) => !hold.mine)
    .map((hold) => new Date(hold.hold_expires_at).getTime())
    .filter((ends) => ends > now.getTime());
  return {
    consumed: consumedWait(row.consumed, now),
    holds: { mine: row.holds.filter((hold) => hold.mine).map((hold) => hold.id), others: { count: others.length, firstEnds: others.length ? new Date(Math.min(...others)) : null } },
  };
}
