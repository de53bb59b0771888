import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/** Third parties the product uses: Stripe (Embedded Checkout) and Google Maps/Places (DESIGN §2). */
const STRIPE = ['https://js.stripe.com', 'https://*.stripe.com'];
const GOOGLE_MAPS = ['https://maps.googleapis.com', 'https://maps.gstatic.com', 'https://*.googleapis.com', 'https://*.gstatic.com'];

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
 * Security headers (helmet) with a Content-Security-Policy that admits the remotes' origins from configuration,
 * Stripe and Google Maps. Inline styles are allowed for emotion (Chakra UI). Routes may replace one of them with
 * reply.header (Swagger UI its CSP, public remotes their resource policy).
 */
export default fp(
  async (fastify) => {
    const origins = fastify.config.extraOrigins;
    const headers = helmetHeaders({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          baseUri: ["'self'"],
          objectSrc: ["'none'"],
          frameAncestors: ["'self'"],
          formAction: ["'self'"],
          scriptSrc: ["'self'", ...origins, ...STRIPE, ...GOOGLE_MAPS],
          styleSrc: ["'self'", "'unsafe-inline'", ...origins, 'https://fonts.googleapis.com'],
          imgSrc: ["'self'", 'data:', 'blob:', ...origins, ...STRIPE, ...GOOGLE_MAPS],
          fontSrc: ["'self'", 'data:', ...origins, 'https://fonts.gstatic.com'],
          connectSrc: ["'self'", ...origins, ...STRIPE, ...GOOGLE_MAPS],
          frameSrc: ["'self'", ...STRIPE],
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
    fastify.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
  },
  { name: 'security-headers', dependencies: ['config'] },
);
