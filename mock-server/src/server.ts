import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';

/** The only file that listens. */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Configuration error: ${error.message}`);
      process.exit(2);
    }
    throw error;
  }
  const app = await buildApp(config);
  const shutdown = async (signal: string) => {
    app.log.info(`${signal} received, shutting down`);
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  const address = await app.listen({ host: config.host, port: config.port });
  app.log.info(
    `CRM mock backend listening on ${address} (seed ${config.seed}, ${config.seedCustomers} customers)`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
