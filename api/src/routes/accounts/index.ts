import type { FastifyPluginAsync } from 'fastify';
import { DEV_PEPPER } from '../../accounts-config';
import { pruneAccountRows } from '../../services/accounts/prune';
import registrationRoutes from './registration';
import passwordRoutes from './password';
import customerRoutes from './customer';

/** Accounts: registration and codes, password reset, customer settings (SPEC §7 Accounts). */
const accountRoutes: FastifyPluginAsync = async (fastify) => {
  if (fastify.config.env === 'production' && fastify.config.accounts.codePepper === DEV_PEPPER) {
    fastify.log.warn('CODE_PEPPER is not set: verification codes and reset tokens are hashed with the development pepper');
  }
  // Spent codes and tokens are kept a day for inspection, then removed (hourly, by the instances running the worker).
  if (fastify.config.accounts.jobs.worker) {
    const prune = () => pruneAccountRows(fastify.db, fastify.clock.now()).catch((error: unknown) => fastify.log.warn({ err: error }, 'accounts prune failed'));
    let timer: NodeJS.Timeout | undefined;
    fastify.addHook('onReady', async () => {
      timer = setInterval(() => void prune(), 60 * 60_000).unref();
    });
    fastify.addHook('onClose', async () => {
      if (timer) clearInterval(timer);
    });
  }
  await fastify.register(registrationRoutes);
  await fastify.register(passwordRoutes);
  await fastify.register(customerRoutes);
};

export default accountRoutes;
