import { SERVICE_TIME_ZONE } from '@chargevalet/contract';
import { instantToZoned } from '../../domain';
import { normalizePhone } from '../accounts/phone';
import { slotLockKeys } from './schedule';

/**
 * A slot claim: the part of an order's insert that makes it race-free without a transaction around the API's work
 * (the database function `cv_slot_claim`, drizzle/0031_slot_claim_answers.sql). For a guest it checks that no
 * account has the e-mail or phone; it takes the slots' advisory locks and checks under them that every slot still
 * has capacity. It answers what stopped it (null: nothing); the insert happens only on null, and the locks end with
 * the statement.
 */
export interface SlotClaim {
  /** Distinct slot starts the order holds (pickup and return). */
  slots: readonly Date[];
  now: Date;
  /** A guest's contact, checked against the accounts (SPEC §5). */
  guest?: { email: string; phone: string } | undefined;
}

const PARAM_TYPES = ['int[]', 'timestamptz[]', 'date[]', 'timestamptz', 'text', 'text'];
/** How many parameters a claim takes. */
export const CLAIM_PARAMS = PARAM_TYPES.length;

/** The claim as a query answering `refusal`, its parameters starting at `$first`; with `gate`, only when that CTE has a row. */
export const claimSql = (first: number, gate?: string): string =>
  `select cv_slot_claim(${PARAM_TYPES.map((type, index) => `$${first + index}::${type}`).join(', ')}) as refusal${gate ? ` from ${gate}` : ''}`;

/** The values of `claimSql`'s parameters. */
export function claimValues(claim: SlotClaim): unknown[] {
  const keys = slotLockKeys(claim.slots);
  const slots = keys.map((minutes) => new Date(minutes * 60_000));
  return [
    keys,
    slots.map((slot) => slot.toISOString()),
    slots.map((slot) => instantToZoned(slot, SERVICE_TIME_ZONE).date),
    claim.now.toISOString(),
    ...(claim.guest ? guestContact(claim.guest) : [null, null]),
  ];
}

/** A guest's e-mail and phone as `cv_guest_account` compares them (lower-cased; normalised, phone.ts). */
export const guestContact = ({ email, phone }: { email: string; phone: string }): [string, string] => [email.toLowerCase(), normalizePhone(phone)];

/** What a claim's answer means: a slot without capacity, or the guest's account (by e-mail or phone); null: claimed. */
export type ClaimRefusal = { kind: 'slot_full' } | { kind: 'account_exists'; field: 'email' | 'phone' } | null;

export function claimRefusal(refusal: string | null | undefined): ClaimRefusal {
  if (refusal === null || refusal === undefined) return null;
  if (refusal === 'email' || refusal === 'phone') return { kind: 'account_exists', field: refusal };
  if (refusal === 'slot_full') return { kind: 'slot_full' };
  throw new Error(`unknown claim answer: ${refusal}`);
}
