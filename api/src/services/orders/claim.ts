import { SERVICE_TIME_ZONE } from '@chargevalet/contract';
import { sqlState } from '../../db/client';
import { instantToZoned } from '../../domain';
import { normalizePhone } from '../accounts/phone';
import { slotLockKeys } from './schedule';

/**
 * A slot claim: the part of an order's insert that makes it race-free without a transaction around the API's work
 * (the database function `cv_claim_slots`, drizzle/0006_slot_claims.sql). It takes the slots' advisory locks, checks
 * under them that every slot still has capacity and, for a guest, that no account has the e-mail or phone; the
 * insert happens only when all of that holds, and the locks end with the statement.
 */
export interface SlotClaim {
  /** Distinct slot starts the order holds (pickup and return). */
  slots: readonly Date[];
  now: Date;
  /** A guest's contact, checked against the accounts (SPEC §5). */
  guest?: { email: string; phone: string } | undefined;
}

/** SQLSTATEs raised by `cv_claim_slots`. */
const SLOT_FULL = 'CV001';
const ACCOUNT_EXISTS = 'CV002';

const PARAM_TYPES = ['int[]', 'timestamptz[]', 'date[]', 'timestamptz', 'text', 'text'];
/** How many parameters a claim takes. */
export const CLAIM_PARAMS = PARAM_TYPES.length;

/** The claim as a SQL call whose parameters start at `$first`. */
export const claimSql = (first: number): string =>
  `select cv_claim_slots(${PARAM_TYPES.map((type, index) => `$${first + index}::${type}`).join(', ')})`;

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

/** What a failed claim means: a slot without capacity, or the guest's account (by e-mail or phone); else null. */
export function claimRefusal(error: unknown): { kind: 'slot_full' } | { kind: 'account_exists'; field: 'email' | 'phone' } | null {
  const state = sqlState(error);
  if (state === SLOT_FULL) return { kind: 'slot_full' };
  if (state !== ACCOUNT_EXISTS) return null;
  const message = (error as { message?: string; cause?: { message?: string } }).cause?.message ?? (error as { message?: string }).message;
  return { kind: 'account_exists', field: message === 'phone' ? 'phone' : 'email' };
}
