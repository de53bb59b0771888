import type { FastifyPluginAsync } from 'fastify';
import registrationRoutes from './registration';
import passwordRoutes from './password';
import customerRoutes from './customer';

/** Accounts: registration and codes, password reset, customer settings (SPEC §7 Accounts). */
const accountRoutes: FastifyPluginAsync = async (fastify) => {
  await fastify.register(registrationRoutes);
  await fastify.register(passwordRoutes);
  await fastify.register(customerRoutes);
};

export default accountRoutes;
