import fp from 'fastify-plugin';
import helmet from 'helmet';

/** Third parties the product uses: Stripe (Embedded Checkout) and Google Maps/Places (DESIGN §2). */
const STRIPE = ['https://js.stripe.com', 'https://*.stripe.com'];
const GOOGLE_MAPS = ['https://maps.googleapis.com', 'https://maps.gstatic.com', 'https://*.googleapis.com', 'https://*.gstatic.com'];

/**
 * Security headers (helmet) with a Content-Security-Policy that admits the remotes' origins from configuration,
 * Stripe and Google Maps. Inline styles are allowed for emotion (Chakra UI). helmet builds its header values once,
 * here; @fastify/helmet would rebuild them (and re-parse the policy) on every request.
 */
export default fp(
  async (fastify) => {
    const origins = fastify.config.extraOrigins;
    const setHeaders = helmet({
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
    fastify.addHook('onRequest', (request, reply, done) => setHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined)));
  },
  { name: 'security-headers', dependencies: ['config'] },
);
