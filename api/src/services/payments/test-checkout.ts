import { eq } from 'drizzle-orm';
import { SANDBOX_CARDS, type Locale } from '@chargevalet/contract';
import { orders, type OrderRow } from '../../db/schema';
import { createTestApp, csrf, login, type TestAgent, type TestApp } from '../../test/app';
import { startSmtp, type TestSmtp } from '../../test/smtp';
import { guestInput, userId } from '../orders/test-fixtures';
import { StripeFake } from './stripe-fake';

let slot = 0;

/**
 * Tests: a guest's card order paid at the checkout (authorised; the sandbox's unless `checkout` completes it), then taken to `returned` by driver 1 — what
 * the manager enters costs for. Each call books another slot (from 26 November on, ten a day).
 */
export async function returnedCardOrder(t: TestApp, options: { card?: string; locale?: Locale; checkout?: ((sessionId: string) => void) | undefined } = {}): Promise<OrderRow> {
  slot += 1;
  const agent = await csrf(t.app);
  if (options.locale) agent.cookies.set('locale', options.locale);
  const time = `${String(8 + (slot % 10)).padStart(2, '0')}:00`;
  const date = `2026-11-${26 + Math.floor(slot / 10)}`;
  const start = await agent.post('/api/guest/payment/stripe/start-checkout/embedded', guestInput({ pickup_time_slot: { date, time } }));
  if (start.statusCode !== 201) throw new Error(`checkout start failed: ${start.statusCode} ${start.body}`);
  const started = start.json().data;
  // the sandbox's test-mode dialog, or another provider's checkout (a Stripe fake's completion)
  if (options.checkout) options.checkout(started.session_id);
  else await agent.post(`/api/payment/sandbox/${started.session_id}/pay`, { client_secret: started.client_secret, card_number: options.card ?? SANDBOX_CARDS.success, expiry: '12/30', cvc: '123' });
  const completed = await agent.post(`/api/payment/stripe/complete-checkout/${started.session_id}`, { session_id: started.session_id });
  if (completed.statusCode !== 200) throw new Error(`checkout failed: ${completed.statusCode} ${completed.body}`);
  const driverId = await userId(t.db, 'driver1@chargevalet.test');
  const returnedAt = new Date(`${date}T15:00:00.000Z`).toISOString();
  const [order] = await t.db
    .update(orders)
    .set({ state: 'returned', driverId, statusHistory: [{ state: 'returned', at: returnedAt, actor: { id: driverId, role: 'driver' } }] })
    .where(eq(orders.id, started.order_id))
    .returning();
  return order!;
}

/** Euro costs of `cents` split into service and electricity as the status call takes them. */
export const costsOf = (cents: number, electricity = Math.floor(cents / 3)) => ({ service_cost: (cents - electricity) / 100, electricity_cost: electricity / 100 });

/** The API's Stripe settings pointed at a started StripeFake: the official SDK talks to it over plain HTTP. */
export const stripeFakeEnv = (fake: StripeFake, webhookSecret = 'whsec_test'): Record<string, string> => ({
  STRIPE_SECRET_KEY: 'sk_test_chargevalet',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_chargevalet',
  STRIPE_WEBHOOK_SECRET: webhookSecret,
  STRIPE_API_HOST: '127.0.0.1',
  STRIPE_API_PORT: String(fake.port),
  STRIPE_API_PROTOCOL: 'http',
});

export interface PaymentTestApp {
  t: TestApp;
  /** The Stripe fake when the provider is Stripe; null for the sandbox. */
  fake: StripeFake | null;
  /** The SMTP server the app's mail goes to, when `mail` was asked for. */
  smtp: TestSmtp | null;
  manager: TestAgent;
  close: () => Promise<void>;
}

/** Tests of money after the service: an app on the sandbox or on Stripe (its fake), with a manager signed in. */
export async function startPaymentTestApp(provider: 'sandbox' | 'stripe', { mail = false, env = {} }: { mail?: boolean; env?: Record<string, string> } = {}): Promise<PaymentTestApp> {
  const smtp = mail ? await startSmtp() : null;
  const fake = provider === 'stripe' ? await new StripeFake().start() : null;
  const t = await createTestApp({
    env: {
      SLOTS_CACHE_MS: '0',
      ...(smtp ? { SMTP_URL: smtp.url, MAIL_FROM: 'ChargeValet <mail@chargevalet.test>' } : {}),
      ...(fake ? { PAYMENT_PROVIDER: 'stripe', ...stripeFakeEnv(fake) } : {}),
      ...env,
    },
  });
  const manager = await login(t.app, 'manager@chargevalet.test');
  const close = async () => {
    await t.close();
    await smtp?.close();
    await fake?.stop();
  };
  return { t, fake, smtp, manager, close };
}
