import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import fp from 'fastify-plugin';
import type { FastifyReply } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { frontendDirs } from '../routes/frontend';

declare module 'fastify' {
  interface FastifyInstance {
    /** Gives a page the driver's Permissions-Policy (position and camera). */
    driverPagePolicy(reply: FastifyReply): void;
  }
}

/**
 * The exact hosts of each third party (DESIGN §2), admitted only when its feature is configured: Stripe's Embedded
 * Checkout with PAYMENT_PROVIDER=stripe, Google Maps/Places with GOOGLE_MAPS_API_KEY.
 */
const STRIPE = {
  script: ['https://js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://checkout.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com', 'https://checkout.stripe.com', 'https://merchant-ui-api.stripe.com'],
  img: ['https://q.stripe.com', 'https://checkout.stripe.com'],
};
const GOOGLE_MAPS = {
  script: ['https://maps.googleapis.com'],
  connect: ['https://maps.googleapis.com', 'https://places.googleapis.com'],
  img: ['https://maps.googleapis.com', 'https://maps.gstatic.com'],
  style: ['https://fonts.googleapis.com'],
  font: ['https://fonts.gstatic.com'],
};
const NONE = { script: [], frame: [], connect: [], img: [], style: [], font: [] };

/**
 * Powerful features the pages may use: none, except on the driver's pages (position while on the road, the camera
 * for the handover photos), and payment for Stripe's frame. The driver's pages are these addresses, and every page
 * the front end sends to a signed-in driver (`fastify.driverPagePolicy`: an order opened from a link or reloaded,
 * /orders/CV-…, is theirs as well).
 */
const PERMISSIONS_BASE = 'accelerometer=(), gyroscope=(), magnetometer=(), microphone=(), usb=()';
const DRIVER_PAGES = ['/profile/active-order', '/profile/calendar'];
const permissionsPolicy = (driverPage: boolean, stripe: boolean): string =>
  [
    PERMISSIONS_BASE,
    driverPage ? 'camera=(self), geolocation=(self)' : 'camera=(), geolocation=()',
    stripe ? 'payment=(self "https://js.stripe.com")' : 'payment=()',
  ].join(', ');

/** An inline script's element: its attributes and its text. */
const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;

/**
 * The CSP sources of a page's inline scripts: the sha256 of each (a data block, type="application/json", runs nothing
 * and needs none). The shell's page (shell/index.html, and the build-time pages made from it) holds one: it keeps a
 * form typed into before the app hydrated it (the platform's useBuildTimeForm).
 */
export function inlineScriptSources(html: string): string[] {
  return [...html.matchAll(SCRIPT_ELEMENT)]
    .filter(([, attributes]) => !/\bsrc\s*=/.test(attributes!) && !/\btype\s*=\s*["']?application\/json/.test(attributes!))
    .map(([, , text]) => `'sha256-${createHash('sha256').update(text!, 'utf8').digest('base64')}'`);
}

/** The inline scripts' sources of the shell's page the API serves; none without a front-end build. */
function shellInlineScriptSources(frontendDist: string): string[] {
  try {
    return inlineScriptSources(readFileSync(path.join(frontendDirs(frontendDist).shell, 'index.html'), 'utf8'));
  } catch {
    return [];
  }
}

/**
 * The headers helmet sets with these options. None depends on the request (no nonces), so helmet runs once, here,
 * against a recorder, and each request only receives the finished list.
 */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: () => undefined, // X-Powered-By: neither Node nor Fastify sets it
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * Security headers (helmet) with a Content-Security-Policy that admits the remotes' origins from configuration and
 * the exact hosts of the configured third parties, and a Permissions-Policy. Inline styles are allowed for emotion (Chakra UI). Routes may replace one of them with
 * reply.header (Swagger UI its CSP, public remotes their resource policy).
 */
export default fp(
  async (fastify) => {
    const origins = fastify.config.extraOrigins;
    const stripe = fastify.config.payments.provider === 'stripe';
    const stripeHosts = { ...NONE, ...(stripe ? STRIPE : {}) };
    const mapsHosts = { ...NONE, ...(fastify.config.googleMapsApiKey ? GOOGLE_MAPS : {}) };
    const headers = helmetHeaders({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          baseUri: ["'self'"],
          objectSrc: ["'none'"],
          frameAncestors: ["'self'"],
          formAction: ["'self'"],
          scriptSrc: ["'self'", ...shellInlineScriptSources(fastify.config.frontendDist), ...origins, ...stripeHosts.script, ...mapsHosts.script],
          styleSrc: ["'self'", "'unsafe-inline'", ...origins, ...mapsHosts.style],
          imgSrc: ["'self'", 'data:', 'blob:', ...origins, ...stripeHosts.img, ...mapsHosts.img],
          fontSrc: ["'self'", 'data:', ...origins, ...mapsHosts.font],
          connectSrc: ["'self'", ...origins, ...stripeHosts.connect, ...mapsHosts.connect],
          frameSrc: ["'self'", ...stripeHosts.frame],
          workerSrc: ["'self'", 'blob:'],
          ...(fastify.config.env === 'production' && fastify.config.secureCookies === true ? { upgradeInsecureRequests: [] } : {}),
        },
      },
      // Remotes on another origin load this server's files (see routes/frontend for the per-file policy).
      crossOriginEmbedderPolicy: false,
      crossOriginResourcePolicy: { policy: 'same-origin' },
      hsts: fastify.config.secureCookies === true,
    });
    // Swagger UI brings its own CSP (staticCSP) for its routes: it replaces this one.
    const permissions = { driver: permissionsPolicy(true, stripe), other: permissionsPolicy(false, stripe) };
    fastify.decorate('driverPagePolicy', (reply: FastifyReply) => void reply.header('permissions-policy', permissions.driver));
    fastify.addHook('onRequest', (request, reply, done) => {
      reply.headers(headers);
      const driverPage = DRIVER_PAGES.some((page) => request.url === page || request.url.startsWith(`${page}?`));
      reply.header('permissions-policy', driverPage ? permissions.driver : permissions.other);
      done();
    });
  },
  { name: 'security-headers', dependencies: ['config'] },
);
