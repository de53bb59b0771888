import { z } from 'zod';
import { COMPANY } from '@chargevalet/contract';

/**
 * Payments and booking settings, read from the environment by loadConfig() into `config.payments`:
 *
 *   PAYMENT_PROVIDER        sandbox | stripe; default stripe when STRIPE_SECRET_KEY is set, else sandbox
 *   STRIPE_SECRET_KEY       sk_… (server)
 *   STRIPE_PUBLISHABLE_KEY  pk_… (browser, served by GET /api/payment/config)
 *   STRIPE_WEBHOOK_SECRET   whsec_… (POST /api/payment/stripe/webhook verifies the Stripe-Signature header)
 *   STRIPE_API_HOST / STRIPE_API_PORT / STRIPE_API_PROTOCOL   another Stripe API endpoint (tests: a local fake)
 *   CHECKOUT_HOLD_MINUTES   how long a started checkout holds its slots (default 30)
 *   SLOTS_CACHE_MS          how long a computed slots answer is reused (default 1000; 0 disables)
 *   VIEWS_CACHE_MS          how long a serialised order view (lists, calendar) is shared; every change of orders or
 *                           schedules on any instance drops them at once, this only bounds a missed one (default 60000; 0 disables)
 *   STATS_CACHE_MS          how long the manager's stats of one range are shared (default 30000; 0 disables)
 *   CHECKOUT_LIMIT_IP, CHECKOUT_LIMIT_SESSION, CHECKOUT_LIMIT_CONTACT   checkout starts in 10 minutes per IP (100: an
 *                           office, hotel or carrier address is many customers), per browser session (5) and per e-mail
 *                           address or phone number (5)
 *   CHECKOUT_LIMIT_CARD     checkouts paid with one card in 10 minutes (its fingerprint from the provider; default 5)
 *   CHECKOUT_MAX_UNPAID     unpaid checkouts holding slots at once per e-mail address or phone number (default 2)
 *   COST_ESTIMATE_TOLERANCE_PERCENT   actual costs more than this % above the estimate need the manager's explicit
 *                           confirmation (status call: 409 above_estimate without confirm_above_estimate; default 20)
 *   INVOICE_SELLER_NAME, INVOICE_SELLER_STREET, INVOICE_SELLER_CITY, INVOICE_SELLER_VAT_ID
 *                           the seller on invoices and credit notes (§ 14 UStG; default: the imprint's, COMPANY)
 *   DRIVER_START_LEAD_MINUTES  how long before the pickup slot a driver may start the way to it at the earliest
 *                           (default 120; managers may move an order at any time)
 */
const envSchema = z.object({
  PAYMENT_PROVIDER: z.enum(['sandbox', 'stripe']).optional(),
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  STRIPE_API_HOST: z.string().min(1).optional(),
  STRIPE_API_PORT: z.coerce.number().int().positive().optional(),
  STRIPE_API_PROTOCOL: z.enum(['http', 'https']).optional(),
  CHECKOUT_HOLD_MINUTES: z.coerce.number().int().positive().default(30),
  SLOTS_CACHE_MS: z.coerce.number().int().nonnegative().default(1000),
  VIEWS_CACHE_MS: z.coerce.number().int().nonnegative().default(60_000),
  STATS_CACHE_MS: z.coerce.number().int().nonnegative().default(30_000),
  CHECKOUT_LIMIT_IP: z.coerce.number().int().positive().default(100),
  CHECKOUT_LIMIT_SESSION: z.coerce.number().int().positive().default(5),
  CHECKOUT_LIMIT_CONTACT: z.coerce.number().int().positive().default(5),
  CHECKOUT_LIMIT_CARD: z.coerce.number().int().positive().default(5),
  CHECKOUT_MAX_UNPAID: z.coerce.number().int().positive().default(2),
  COST_ESTIMATE_TOLERANCE_PERCENT: z.coerce.number().min(0).max(1000).default(20),
  INVOICE_SELLER_NAME: z.string().trim().min(1).default(COMPANY.name),
  INVOICE_SELLER_STREET: z.string().trim().min(1).default(COMPANY.street),
  INVOICE_SELLER_CITY: z.string().trim().min(1).default(COMPANY.city),
  INVOICE_SELLER_VAT_ID: z.string().trim().min(1).default(COMPANY.vatId),
  DRIVER_START_LEAD_MINUTES: z.coerce.number().int().nonnegative().default(120),
});

/** The seller printed on invoices and credit notes. */
export interface InvoiceSeller {
  name: string;
  street: string;
  city: string;
  vatId: string;
}

export interface StripeSettings {
  secretKey: string;
  publishableKey: string | null;
  webhookSecret: string | null;
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
}

export interface PaymentsConfig {
  provider: 'sandbox' | 'stripe';
  stripe: StripeSettings | null;
  holdMinutes: number;
  slotsCacheMs: number;
  viewsCacheMs: number;
  statsCacheMs: number;
  /** Against slot hoarding (services/orders/hoarding.ts). */
  checkoutLimits: { ip: number; session: number; contact: number; card: number; maxUnpaid: number };
  /** Costs more than this % above the estimate need a confirmation (issue 30). */
  estimateTolerancePercent: number;
  seller: InvoiceSeller;
  /** A driver starts the way to pickup at most this long before the pickup slot (services/orders/lifecycle.ts). */
  driverStartLeadMinutes: number;
}

export function loadPaymentsConfig(env: NodeJS.ProcessEnv): PaymentsConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new Error(`Invalid payments configuration: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  }
  const e = parsed.data;
  const provider = e.PAYMENT_PROVIDER ?? (e.STRIPE_SECRET_KEY ? 'stripe' : 'sandbox');
  if (provider === 'stripe' && !e.STRIPE_SECRET_KEY) throw new Error('Invalid payments configuration: PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY');
  const stripe: StripeSettings | null = e.STRIPE_SECRET_KEY
    ? {
        secretKey: e.STRIPE_SECRET_KEY,
        publishableKey: e.STRIPE_PUBLISHABLE_KEY ?? null,
        webhookSecret: e.STRIPE_WEBHOOK_SECRET ?? null,
        ...(e.STRIPE_API_HOST ? { host: e.STRIPE_API_HOST } : {}),
        ...(e.STRIPE_API_PORT ? { port: e.STRIPE_API_PORT } : {}),
        ...(e.STRIPE_API_PROTOCOL ? { protocol: e.STRIPE_API_PROTOCOL } : {}),
      }
    : null;
  return {
    provider,
    stripe,
    holdMinutes: e.CHECKOUT_HOLD_MINUTES,
    slotsCacheMs: e.SLOTS_CACHE_MS,
    viewsCacheMs: e.VIEWS_CACHE_MS,
    statsCacheMs: e.STATS_CACHE_MS,
    checkoutLimits: { ip: e.CHECKOUT_LIMIT_IP, session: e.CHECKOUT_LIMIT_SESSION, contact: e.CHECKOUT_LIMIT_CONTACT, card: e.CHECKOUT_LIMIT_CARD, maxUnpaid: e.CHECKOUT_MAX_UNPAID },
    estimateTolerancePercent: e.COST_ESTIMATE_TOLERANCE_PERCENT,
    seller: { name: e.INVOICE_SELLER_NAME, street: e.INVOICE_SELLER_STREET, city: e.INVOICE_SELLER_CITY, vatId: e.INVOICE_SELLER_VAT_ID },
    driverStartLeadMinutes: e.DRIVER_START_LEAD_MINUTES,
  };
}
