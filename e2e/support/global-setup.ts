import { startServer } from '../scripts/start-server.mjs';

/**
 * Starts the production server (built web app) on a free port and a temporary embedded database,
 * the same way `pnpm size` and `pnpm bench:web` do, unless E2E_BASE_URL names one already running.
 * Returns the teardown: the server is stopped and its data removed when the run ends.
 */
export default async function globalSetup(): Promise<(() => Promise<void>) | undefined> {
  if (process.env.E2E_BASE_URL) return undefined;
  const server = await startServer({ GLOBAL_RATE_LIMIT: '100000' });
  process.env.E2E_BASE_URL = server.base;
  return server.stop;
}
