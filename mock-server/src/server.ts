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
  let stopping = false;
  /**
   * Graceful shutdown: the background jobs stop first (each one's stop(), as app.close() runs it: an import
   * worker ends at once, a report file being written is finished, nothing new starts), then the server stops
   * accepting connections, lets requests in flight finish for SHUTDOWN_GRACE_SECONDS and cuts every
   * connection still open (a client stalled mid-upload, say). Whatever happens, the process ends a few
   * seconds after the grace period.
   */
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal} received, shutting down`);
    const cut = setTimeout(() => {
      app.log.warn('requests still open after the grace period: closing their connections');
      app.server.closeAllConnections();
    }, config.shutdownGraceMs);
    const deadline = setTimeout(() => {
      app.log.error('shutdown did not finish in time: exiting');
      process.exit(1);
    }, config.shutdownGraceMs + 3000);
    deadline.unref();
    try {
      await app.jobs.stop();
      await app.close();
    } catch (error) {
      app.log.error({ err: error }, 'error while shutting down');
      process.exitCode = 1;
    }
    clearTimeout(cut);
    clearTimeout(deadline);
    process.exit();
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
