import net from 'node:net';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';

/** For the taken-port message. */
async function freePortAfter(host: string, port: number): Promise<number> {
  for (let candidate = port + 1; candidate <= Math.min(port + 20, 65535); candidate += 1) {
    const free = await new Promise<boolean>((resolve) => {
      const probe = net.createServer();
      probe.once('error', () => resolve(false));
      probe.listen(candidate, host, () => probe.close(() => resolve(true)));
    });
    if (free) return candidate;
  }
  return port + 1;
}

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
   * The background jobs stop first, then requests in flight get SHUTDOWN_GRACE_SECONDS before every connection
   * still open is cut; the process ends a few seconds after the grace period whatever happens.
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
  let address: string;
  try {
    address = await app.listen({ host: config.host, port: config.port });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    // A taken port is the user's to resolve: say which one and how to pick another, without a stack trace.
    const other = await freePortAfter(config.host, config.port);
    console.error(
      `Port ${config.port} on ${config.host} is already in use (another copy of the mock server, or another ` +
        `program). Stop it, or choose another port with PORT, for example: PORT=${other} npm start`,
    );
    process.exit(1);
  }
  app.log.info(
    `CRM mock backend listening on ${address} (seed ${config.seed}, ${config.seedCustomers} customers)`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
