import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { DEMO_PASSWORD, DEMO_USERS } from './db/seed';

/** Entry point: configuration from the environment, listen on PORT, graceful shutdown. */
async function main(): Promise<void> {
  const started = performance.now();
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }

  const app = await buildApp({ config });

  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info({ signal }, 'shutting down');
    await app.close();
  });

  await app.listen({ host: config.host, port: config.port });
  const readyMs = Math.round(performance.now() - started);
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = config.publicUrl ?? `http://localhost:${port}`;
  app.log.info({ url, readyMs, db: app.database.driver }, 'ChargeValet is ready');

  const lines = [
    '',
    `  ChargeValet is running at ${url}  (ready in ${readyMs} ms, database: ${app.database.target})`,
    `  API docs: ${url}/api/docs`,
  ];
  // Without an SMTP server mail is not sent: the outbox is where a new user reads codes and confirmation mails.
  if (config.accounts.devOutbox) {
    lines.push(`  Mail outbox: ${url}/dev/outbox${config.accounts.mail.smtpUrl ? '' : '  (no SMTP_URL: mail and SMS are not sent, read them here)'}`);
  }
  if (config.seedDemo) {
    lines.push(`  Demo accounts (password ${DEMO_PASSWORD}):`);
    for (const user of DEMO_USERS) lines.push(`    ${user.role.padEnd(9)} ${user.email}`);
  }
  process.stdout.write(`${lines.join('\n')}\n\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`ChargeValet failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
