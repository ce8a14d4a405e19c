import { startServer } from '@inphr/server/launch';
import { STUDIO_ADMIN } from './studio';

/**
 * Starts the production server (built web app) on a free port and a temporary embedded database,
 * the same way `pnpm size` and `pnpm bench:web` do, unless E2E_BASE_URL names one already running.
 * Returns the teardown: the server is stopped and its data removed when the run ends.
 */
export default async function globalSetup(): Promise<(() => Promise<void>) | undefined> {
  if (process.env.E2E_BASE_URL) return undefined;
  // The studio's first admin is made at start, as an operator would (STAFF_BOOTSTRAP_*).
  const server = await startServer({ GLOBAL_RATE_LIMIT: '100000', STAFF_BOOTSTRAP_EMAIL: STUDIO_ADMIN.email, STAFF_BOOTSTRAP_PASSWORD: STUDIO_ADMIN.password });
  process.env.E2E_BASE_URL = server.base;
  return server.stop;
}
