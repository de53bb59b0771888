import Fastify, { type FastifyInstance, type FastifyPluginAsync, type FastifyServerOptions } from 'fastify';
import cookie from '@fastify/cookie';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { validatorCompiler } from './lib/validator';
import { lazyChildLoggerFactory, REDACT_PATHS, REDACTING_SERIALIZERS, serializeError } from './lib/log';
import { loadConfig, type AppConfig } from './config';
import type { Database } from './db/client';
import configPlugin from './plugins/config';
import clockPlugin from './plugins/clock';
import dbPlugin from './plugins/db';
import localePlugin from './plugins/locale';
import requestFormat from './plugins/request-format';
import sessionsPlugin from './plugins/sessions';
import csrfPlugin from './plugins/csrf';
import authPlugin from './plugins/auth';
import securityHeaders from './plugins/security-headers';
import rateLimitPlugin from './plugins/rate-limit';
import swaggerPlugin from './plugins/swagger';
import jobsPlugin from './plugins/jobs';
import mailerPlugin from './plugins/mailer';
import smsPlugin from './plugins/sms';
import ssoPlugin from './plugins/sso';
import loginLimitsPlugin from './plugins/login-limits';
import bookingPlugin from './plugins/booking';
import orderViewsPlugin from './plugins/order-views';
import searchIndexPlugin from './plugins/search-index';
import notificationsPlugin from './plugins/notifications';
import trackingPlugin from './plugins/tracking';
import errorHandler from './plugins/error-handler';
import compressionPlugin from './plugins/compression';
import authRoutes from './routes/auth';
import userRoutes from './routes/user';
import csrfRoutes from './routes/csrf';
import healthRoutes from './routes/health';
import remotesRoutes from './routes/remotes';
import clientConfigRoutes from './routes/client-config';
import catalogRoutes from './routes/catalog';
import pricingRoutes from './routes/pricing';
import discountRoutes from './routes/discounts';
import addressRoutes from './routes/address';
import frontendRoutes from './routes/frontend';
import devOutboxRoutes from './routes/dev-outbox';
import accountRoutes from './routes/accounts';
import ssoRoutes from './routes/sso';
import timeSlotRoutes from './routes/time-slots';
import orderRoutes from './routes/orders';
import paymentRoutes from './routes/payments';
import trackRoutes, { trackLinkRoutes } from './routes/track';
import calendarFeedRoutes from './routes/calendar-feeds';
import orderStatusRoutes from './routes/order-status';
import managerOrderRoutes from './routes/manager-orders';
import managerCalendarRoutes from './routes/manager-calendar';
import managerDriverRoutes from './routes/manager-drivers';
import managerOrderEditRoutes from './routes/manager-order-edit';
import managerInsightRoutes from './routes/manager-insights';
import managerDispatchPlanRoutes from './routes/manager-dispatch-plan';
import notificationRoutes from './routes/notifications';
import driverRoutes from './routes/driver';
import customerOrderRoutes from './routes/customer-orders';
import ratingRoutes from './routes/rating';
import receiptRoutes from './routes/receipts';
import refundRoutes from './routes/refunds';
import openAmountRoutes from './routes/open-amount';

export interface BuildAppOptions {
  /** Defaults to loadConfig() (environment variables). */
  config?: AppConfig;
  /** An opened and migrated database owned by the caller (tests); otherwise the app opens, migrates and seeds one. */
  database?: Database;
  /** Fastify logger options; default: pino at config.logLevel, pretty in development. */
  logger?: FastifyServerOptions['logger'];
  /** Extra plugins registered after the features, before ready (tests add probe routes this way). */
  plugins?: FastifyPluginAsync[] | undefined;
}

export function loggerOptions(config: AppConfig): FastifyServerOptions['logger'] {
  if (config.logLevel === 'silent') return false;
  return {
    level: config.logLevel,
    redact: REDACT_PATHS,
    // query strings and bodies pass one redaction before they are written (issue 33)
    serializers: { ...REDACTING_SERIALIZERS, err: serializeError },
    ...(config.env === 'development' ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } } } : {}),
  };
}

/** Builds the Fastify application (not listening): used by src/server.ts and by the tests. */
export async function buildApp(options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const config = options.config ?? loadConfig();
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config),
    childLoggerFactory: lazyChildLoggerFactory,
    trustProxy: config.trustProxy,
    bodyLimit: config.bodyLimit,
    // Opening PGlite and migrating a fresh data directory can take several seconds on a busy machine.
    pluginTimeout: 60_000,
    routerOptions: { ignoreTrailingSlash: false, maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // Infrastructure (order matters for the onRequest hooks: cookies → locale → session → CSRF).
  await app.register(configPlugin, { config });
  await app.register(clockPlugin);
  await app.register(errorHandler);
  await app.register(compressionPlugin);
  await app.register(cookie);
  await app.register(localePlugin);
  await app.register(requestFormat);
  await app.register(dbPlugin, options.database ? { database: options.database } : {});
  await app.register(securityHeaders);
  await app.register(sessionsPlugin);
  await app.register(csrfPlugin);
  await app.register(authPlugin);
  await app.register(rateLimitPlugin);
  await app.register(swaggerPlugin);
  await app.register(jobsPlugin);
  await app.register(mailerPlugin);
  await app.register(smsPlugin);
  await app.register(ssoPlugin);
  await app.register(loginLimitsPlugin);
  await app.register(bookingPlugin);
  await app.register(orderViewsPlugin);
  await app.register(searchIndexPlugin);
  await app.register(notificationsPlugin);
  await app.register(trackingPlugin);

  // Features.
  await app.register(healthRoutes);
  await app.register(csrfRoutes);
  await app.register(authRoutes);
  await app.register(userRoutes);
  await app.register(catalogRoutes);
  await app.register(pricingRoutes);
  await app.register(discountRoutes);
  await app.register(addressRoutes);
  await app.register(timeSlotRoutes);
  await app.register(orderRoutes);
  await app.register(paymentRoutes);
  await app.register(trackRoutes);
  await app.register(trackLinkRoutes);
  await app.register(calendarFeedRoutes);
  await app.register(orderStatusRoutes);
  await app.register(managerOrderRoutes);
  await app.register(managerCalendarRoutes);
  await app.register(managerDriverRoutes);
  await app.register(managerOrderEditRoutes);
  await app.register(managerInsightRoutes);
  await app.register(managerDispatchPlanRoutes);
  await app.register(notificationRoutes);
  await app.register(driverRoutes);
  await app.register(customerOrderRoutes);
  await app.register(ratingRoutes);
  await app.register(receiptRoutes);
  await app.register(refundRoutes);
  await app.register(openAmountRoutes);
  await app.register(devOutboxRoutes);
  await app.register(accountRoutes);
  await app.register(ssoRoutes);
  await app.register(remotesRoutes);
  await app.register(clientConfigRoutes);
  await app.register(frontendRoutes);
  for (const plugin of options.plugins ?? []) await app.register(plugin);

  await app.ready();
  return app;
}
