import { handoverAllowedIn, handoverRequiredFor, isMailboxReturn } from '@chargevalet/contract/core';
import type { Handover, HandoverKind, Order, OrderState } from '@chargevalet/contract';

/**
 * The one big button: the first allowed next state, except on the way back, where the order's return type decides
 * between parked (mailbox) and returned (key in person). The rest goes into the secondary menu.
 */
export function splitNextStates(order: Pick<Order, 'state' | 'return_type'>, allowed: readonly OrderState[]): { primary: OrderState | null; others: OrderState[] } {
  const mailbox = isMailboxReturn(order.return_type?.id);
  const preferred: OrderState | undefined = order.state === 'on_the_way_to_return' ? (mailbox ? 'parked' : 'returned') : undefined;
  const primary = preferred && allowed.includes(preferred) ? preferred : (allowed[0] ?? null);
  return { primary, others: allowed.filter((state) => state !== primary) };
}

/** The record the driver should make now (its state allows it and it is not made yet), if any. */
export function dueHandover(state: OrderState, records: readonly Pick<Handover, 'kind'>[]): HandoverKind | null {
  const made = (kind: HandoverKind) => records.some((record) => record.kind === kind);
  if (handoverAllowedIn('pickup', state) && !made('pickup')) return 'pickup';
  if (handoverAllowedIn('return', state) && !made('return')) return 'return';
  return null;
}

/** The record a move to `target` still waits for (the server refuses it without; the button says why). */
export function missingRecordFor(target: OrderState, records: readonly Pick<Handover, 'kind'>[]): HandoverKind | null {
  const kind = handoverRequiredFor(target);
  return kind && !records.some((record) => record.kind === kind) ? kind : null;
}
