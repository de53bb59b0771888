/**
 * A tiny local fake of the Stripe API for the tests (node:http), driven by the official SDK with
 * `new Stripe(key, { host, port, protocol: 'http' })`. It implements the endpoints the adapter uses:
 * checkout sessions (create, retrieve with expand[]=payment_intent or payment_intent.payment_method, expire) and payment intents (capture, cancel,
 * and off-session create + confirm of a saved card, answered once per Idempotency-Key like Stripe) and refunds.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';

export interface FakeRequest {
  method: string;
  path: string;
  params: Record<string, string>;
  authorization: string | undefined;
  idempotencyKey: string | undefined;
}

interface FakeIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_capturable: number;
  amount_received: number;
  currency: string;
  capture_method: string;
  status: string;
  customer: string | null;
  payment_method: string | null;
  metadata: Record<string, string>;
}

interface FakeSession {
  id: string;
  object: 'checkout.session';
  client_secret: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  amount_total: number;
  currency: string;
  ui_mode: string;
  payment_intent: string | null;
  metadata: Record<string, string>;
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export class StripeFake {
  readonly requests: FakeRequest[] = [];
  readonly sessions = new Map<string, FakeSession>();
  readonly intents = new Map<string, FakeIntent>();
  /** Refunds made (POST /v1/refunds), answered once per Idempotency-Key like Stripe. */
  readonly refunds: { id: string; object: 'refund'; amount: number; currency: string; payment_intent: string; status: string; reason: string | null }[] = [];
  /** Off-session charges are declined (card_declined, 402) while true. */
  declineOffSession = false;
  /** PaymentMethod id → its card's fingerprint. */
  private readonly cards = new Map<string, string>();
  private readonly idempotent = new Map<string, { status: number; body: unknown }>();
  private server: Server | null = null;
  port = 0;

  async start(): Promise<this> {
    this.server = createServer((request, response) => {
      void this.handle(request).then(
        ({ status, body }) => {
          response.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') });
          response.end(JSON.stringify(body));
        },
        (error: unknown) => {
          response.writeHead(500, { 'content-type': 'application/json' });
          response.end(JSON.stringify({ error: { type: 'api_error', message: String(error) } }));
        },
      );
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.port = (this.server!.address() as AddressInfo).port;
    return this;
  }

  async stop(): Promise<void> {
    if (!this.server) return;
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server!.close(() => resolve()));
  }

  /** The customer finished the Embedded Checkout: the amount is authorised (manual capture). */
  completeSession(sessionId: string, card: { fingerprint: string } = { fingerprint: 'fp_fake_4242' }): FakeSession {
    const session = this.sessions.get(sessionId)!;
    const intent: FakeIntent = {
      id: id('pi'),
      object: 'payment_intent',
      amount: session.amount_total,
      amount_capturable: session.amount_total,
      amount_received: 0,
      currency: session.currency,
      capture_method: 'manual',
      status: 'requires_capture',
      customer: id('cus'),
      payment_method: id('pm'),
      metadata: session.metadata,
    };
    this.intents.set(intent.id, intent);
    this.cards.set(intent.payment_method!, card.fingerprint);
    session.status = 'complete';
    session.payment_intent = intent.id;
    return session;
  }

  private expanded(session: FakeSession, expand: 'payment_intent' | 'payment_method' | null) {
    const intent = expand && session.payment_intent ? this.intents.get(session.payment_intent) : undefined;
    if (!intent) return session;
    const method = intent.payment_method;
    const card = method ? this.cards.get(method) : undefined;
    return {
      ...session,
      payment_intent: expand === 'payment_method' && method ? { ...intent, payment_method: { id: method, object: 'payment_method', type: 'card', card: card ? { fingerprint: card } : null } } : intent,
    };
  }

  private async handle(request: IncomingMessage): Promise<{ status: number; body: unknown }> {
    const url = new URL(request.url ?? '/', 'http://fake');
    const raw = request.method === 'GET' ? url.search.slice(1) : await readBody(request);
    const params = Object.fromEntries(new URLSearchParams(raw));
    const header = (name: string) => {
      const value = request.headers[name];
      return Array.isArray(value) ? value[0] : value;
    };
    this.requests.push({ method: request.method ?? 'GET', path: url.pathname, params, authorization: header('authorization'), idempotencyKey: header('idempotency-key') });
    const notFound = { status: 404, body: { error: { type: 'invalid_request_error', message: 'No such object' } } };
    const expands = Object.entries(params).filter(([key]) => key.startsWith('expand')).map(([, value]) => value);
    const expand = expands.includes('payment_intent.payment_method') ? 'payment_method' : expands.includes('payment_intent') ? 'payment_intent' : null;

    if (request.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      const sessionId = id('cs_test');
      const session: FakeSession = {
        id: sessionId,
        object: 'checkout.session',
        client_secret: `${sessionId}_secret_${randomBytes(8).toString('hex')}`,
        status: 'open',
        payment_status: 'unpaid',
        amount_total: Number(params['line_items[0][price_data][unit_amount]']) * Number(params['line_items[0][quantity]'] ?? 1),
        currency: params['line_items[0][price_data][currency]'] ?? 'eur',
        ui_mode: params.ui_mode ?? 'hosted_page',
        payment_intent: null,
        metadata: { order_id: params['metadata[order_id]'] ?? '' },
      };
      this.sessions.set(sessionId, session);
      return { status: 200, body: session };
    }
    let match = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(url.pathname);
    if (request.method === 'GET' && match) {
      const session = this.sessions.get(match[1]!);
      return session ? { status: 200, body: this.expanded(session, expand) } : notFound;
    }
    match = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(url.pathname);
    if (request.method === 'POST' && match) {
      const session = this.sessions.get(match[1]!);
      if (!session) return notFound;
      if (session.status !== 'open') return { status: 400, body: { error: { type: 'invalid_request_error', message: 'Only open sessions can be expired' } } };
      session.status = 'expired';
      return { status: 200, body: session };
    }
    if (request.method === 'POST' && url.pathname === '/v1/payment_intents') {
      const key = header('idempotency-key');
      const seen = key ? this.idempotent.get(key) : undefined;
      if (seen) return seen;
      const known = [...this.intents.values()].some((intent) => intent.customer === params.customer && intent.payment_method === params.payment_method);
      let answer: { status: number; body: unknown };
      if (!known || params.off_session !== 'true' || params.confirm !== 'true') {
        answer = { status: 400, body: { error: { type: 'invalid_request_error', message: 'Unknown customer or payment method' } } };
      } else if (this.declineOffSession) {
        answer = { status: 402, body: { error: { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' } } };
      } else {
        const intent: FakeIntent = {
          id: id('pi'),
          object: 'payment_intent',
          amount: Number(params.amount),
          amount_capturable: 0,
          amount_received: Number(params.amount),
          currency: params.currency ?? 'eur',
          capture_method: 'automatic',
          status: 'succeeded',
          customer: params.customer ?? null,
          payment_method: params.payment_method ?? null,
          metadata: {},
        };
        this.intents.set(intent.id, intent);
        answer = { status: 200, body: intent };
      }
      if (key) this.idempotent.set(key, answer);
      return answer;
    }
    if (request.method === 'POST' && url.pathname === '/v1/refunds') {
      const key = header('idempotency-key');
      const seen = key ? this.idempotent.get(key) : undefined;
      if (seen) return seen;
      const intent = this.intents.get(params.payment_intent ?? '');
      const amount = Number(params.amount ?? intent?.amount_received ?? 0);
      const refunded = this.refunds.filter((refund) => refund.payment_intent === intent?.id).reduce((sum, refund) => sum + refund.amount, 0);
      let answer: { status: number; body: unknown };
      if (!intent) answer = notFound;
      else if (intent.status !== 'succeeded' || amount > intent.amount_received - refunded) {
        answer = { status: 400, body: { error: { type: 'invalid_request_error', code: 'amount_too_large', message: 'Refund amount is greater than unrefunded amount on charge' } } };
      } else {
        const refund = { id: id('re'), object: 'refund' as const, amount, currency: intent.currency, payment_intent: intent.id, status: 'succeeded', reason: params.reason ?? null };
        this.refunds.push(refund);
        answer = { status: 200, body: refund };
      }
      if (key) this.idempotent.set(key, answer);
      return answer;
    }
    match = /^\/v1\/payment_intents\/([^/]+)\/(capture|cancel)$/.exec(url.pathname);
    if (request.method === 'POST' && match) {
      const intent = this.intents.get(match[1]!);
      if (!intent) return notFound;
      if (intent.status !== 'requires_capture') return { status: 400, body: { error: { type: 'invalid_request_error', message: 'PaymentIntent is not capturable' } } };
      if (match[2] === 'capture') {
        const amount = Number(params.amount_to_capture ?? intent.amount);
        Object.assign(intent, { status: 'succeeded', amount_received: amount, amount_capturable: 0 });
      } else {
        Object.assign(intent, { status: 'canceled', amount_capturable: 0 });
      }
      return { status: 200, body: intent };
    }
    return notFound;
  }
}
