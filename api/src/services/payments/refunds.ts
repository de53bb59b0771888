import { and, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { formatEuro } from '@chargevalet/contract';
import type { Db } from '../../db/client';
import { orders, paymentCharges, refunds, type OrderRow, type RefundPart, type RefundRow } from '../../db/schema';
import { buildDocumentPdf, documentFilename } from '../invoices/invoice-pdf';
import { issueCreditNote, issueInvoice, paidAt } from '../invoices/invoices';
import { pdfAttachment, recipientOf } from '../orders/customer-mails';
import { orderLinks } from '../orders/order-links';
import { appendHistory } from '../orders/placement';
import type { Actor } from '../orders/lifecycle';
import { providerOf } from './order-payments';
import { PaymentProviderError } from './provider';

export type RefundOutcome =
  | { kind: 'refunded'; row: OrderRow }
  | { kind: 'not_found' }
  | { kind: 'not_paid' }
  | { kind: 'too_much'; max: number }
  | { kind: 'key_reused' }
  | { kind: 'running' }
  | { kind: 'failed' };

/** Where the money of a paid order came from, and how much of each source is left to give back. */
async function sourcesOf(tx: Db, order: OrderRow): Promise<RefundPart[]> {
  const charges = await tx
    .select({ kind: paymentCharges.kind, ref: paymentCharges.providerRef, amount: paymentCharges.amount })
    .from(paymentCharges)
    .where(and(eq(paymentCharges.orderId, order.id), eq(paymentCharges.status, 'succeeded')));
  const charged = charges.reduce((sum, charge) => sum + charge.amount, 0);
  const sources: RefundPart[] = [];
  if (order.checkoutSessionId && order.paidTotal > charged) sources.push({ kind: 'checkout', ref: order.checkoutSessionId, amount: order.paidTotal - charged });
  // an open amount was paid at a checkout of its own (ref: that session)
  for (const charge of charges) if (charge.ref) sources.push({ kind: charge.kind === 'open_amount' ? 'checkout' : 'charge', ref: charge.ref, amount: charge.amount });
  // less what earlier refunds (made or under way) took of each
  const earlier = await tx.select({ parts: refunds.parts }).from(refunds).where(and(eq(refunds.orderId, order.id), ne(refunds.status, 'failed')));
  for (const part of earlier.flatMap((refund) => refund.parts)) {
    const source = sources.find((candidate) => candidate.kind === part.kind && candidate.ref === part.ref);
    if (source) source.amount -= part.amount;
  }
  return sources.filter((source) => source.amount > 0);
}

/** `amount` taken from the sources in order (the capture first, then later charges). */
function split(sources: RefundPart[], amount: number): RefundPart[] {
  const parts: RefundPart[] = [];
  let left = amount;
  for (const source of sources) {
    if (left === 0) break;
    const take = Math.min(left, source.amount);
    parts.push({ kind: source.kind, ref: source.ref, amount: take });
    left -= take;
  }
  return parts;
}

/**
 * Refunds `amount` cents of a paid order (issue 30). Claimed first with the order row locked (`pending`, its parts
 * chosen), so concurrent refunds never give back more than was paid and the same key refunds once; then made at the
 * provider part by part (key `refund:<id>:<n>`); then, in one transaction, `succeeded` with a credit note against
 * the invoice, the order's `refunded_total`, an `edited` history entry and the customer's mail with the PDF.
 */
export async function refundOrder(app: FastifyInstance, orderId: string, actor: Actor, request: { amount: number; reason: string }, key: string): Promise<RefundOutcome> {
  const now = app.booking.now();
  const claim = await app.db.transaction(async (txRaw): Promise<RefundOutcome | { kind: 'claimed'; refund: RefundRow; order: OrderRow }> => {
    const tx = txRaw as unknown as Db;
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order) return { kind: 'not_found' };
    const [seen] = await tx.select().from(refunds).where(eq(refunds.idempotencyKey, `${orderId}:${key}`));
    if (seen) {
      if (seen.amount !== request.amount || seen.reason !== request.reason) return { kind: 'key_reused' };
      if (seen.status === 'pending') return { kind: 'running' };
      return seen.status === 'succeeded' ? { kind: 'refunded', row: order } : { kind: 'failed' };
    }
    if (order.state !== 'paid' || order.paidTotal <= 0) return { kind: 'not_paid' };
    const sources = await sourcesOf(tx, order);
    const max = sources.reduce((sum, source) => sum + source.amount, 0);
    if (request.amount > max) return { kind: 'too_much', max };
    const [refund] = await tx
      .insert(refunds)
      .values({ orderId, idempotencyKey: `${orderId}:${key}`, amount: request.amount, reason: request.reason, status: 'pending', parts: split(sources, request.amount), createdAt: now, updatedAt: now })
      .returning();
    return { kind: 'claimed', refund: refund!, order };
  });
  if (claim.kind !== 'claimed') return claim;

  const { refund, order } = claim;
  const parts: RefundPart[] = [];
  try {
    for (const [index, part] of refund.parts.entries()) {
      const providerRef = await providerOf(app, order).refund(part, part.amount, `refund:${refund.id}:${index}`);
      parts.push({ ...part, providerRef });
    }
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    app.log.warn({ err: error, orderId, refundId: refund.id }, 'the refund failed');
    // parts already made stay recorded with their refs (their money went back; the ledger says so)
    await app.db
      .update(refunds)
      .set({ status: 'failed', error: error.message, parts: [...parts, ...refund.parts.slice(parts.length)], updatedAt: app.booking.now() })
      .where(eq(refunds.id, refund.id));
    return { kind: 'failed' };
  }

  const row = await app.db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const [current] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    const invoice = await issueInvoice(app, tx, current!, paidAt(current!));
    const creditNote = await issueCreditNote(app, tx, current!, invoice, refund.amount, refund.reason, now);
    await tx.update(refunds).set({ status: 'succeeded', parts, creditNote: creditNote.number, updatedAt: now }).where(eq(refunds.id, refund.id));
    const [updated] = await tx
      .update(orders)
      .set({
        refundedTotal: current!.refundedTotal + refund.amount,
        updatedAt: now,
        statusHistory: appendHistory({ state: current!.state, kind: 'edited', fields: ['refunded_total'], at: now.toISOString(), actor: { id: actor.id, role: actor.role, name: actor.name }, reason: refund.reason }),
      })
      .where(eq(orders.id, orderId))
      .returning();
    const r = await recipientOf(tx, updated!);
    const pdf = await buildDocumentPdf(creditNote, r.locale);
    await app.mailer.queue(
      {
        template: 'refund-credit-note',
        to: r.to,
        locale: r.locale,
        data: { name: r.name, identity: updated!.identity, ...orderLinks(app, updated!), amount: formatEuro(refund.amount, r.locale), creditNote: creditNote.number, invoice: invoice.number },
        attachments: [pdfAttachment(documentFilename(creditNote, r.locale), pdf)],
      },
      { tx },
    );
    await app.orderViews.changed(tx);
    return updated!;
  });
  return { kind: 'refunded', row };
}

/** The refunds of an order, whatever their status (the ledger). */
export const refundsOf = (db: Pick<Db, 'select'>, orderId: string): Promise<RefundRow[]> => db.select().from(refunds).where(eq(refunds.orderId, orderId));
