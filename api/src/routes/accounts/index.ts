import type { FastifyPluginAsync } from 'fastify';
import { DEV_PEPPER } from '../../accounts-config';
import registrationRoutes from './registration';
import passwordRoutes from './password';
import customerRoutes from './customer';

/** Accounts: registration and codes, password reset, customer settings (SPEC §7 Accounts). */
const accountRoutes: FastifyPluginAsync = async (fastify) => {
  if (fastify.config.env === 'production' && fastify.config.accounts.codePepper === DEV_PEPPER) {
    fastify.log.warn('CODE_PEPPER is not set: verification codes and reset tokens are hashed with the development pepper');
  }
  await fastify.register(registrationRoutes);
  await fastify.register(passwordRoutes);
  await fastify.register(customerRoutes);
};

export default accountRoutes;
