import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import pg from 'pg';
import { join } from 'node:path';
import { nginxBinary, startInstance, startNginx, type Instance } from '@inphr/e2e/cluster';
import { createEmptyPostgresDatabase, freePort } from '@inphr/server/launch';
import { type ApiSection, printApi, runApi } from './api';
import { answeredBy } from './load';
import type { BenchOptions } from './options';
import { type SoakResult, printSoak, runSoak } from './soak';
import { type ThroughputSection, printThroughput, runThroughput } from './throughput';

/** How many app instances compose.yaml runs behind its nginx. */
export const DEPLOYED_INSTANCES = 2;

export interface Deployment {
  /** nginx's address: what visitors reach. */
  origin: string;
  instances: Instance[];
  /** Bytes the instances have logged so far (LOG_LEVEL=info, as compose.yaml sets it). */
  logBytes(): number;
  /** A news item's view count as the database holds it (what every instance has written). */
  storedViews(id: number): Promise<number>;
}

/** Why the deployment cannot be measured on this machine, or undefined when it can. */
export function deploymentMissing(o: { databaseUrl: string | undefined; redisUrl: string | undefined }): string | undefined {
  if (!o.databaseUrl) return 'no PostgreSQL server (--database-url, BENCH_DATABASE_URL or TEST_DATABASE_URL)';
  if (!o.redisUrl) return 'no Redis (--redis-url, BENCH_REDIS_URL or TEST_REDIS_URL)';
  if (!nginxBinary()) return 'nginx is not installed (apt-get install nginx-light)';
  return undefined;
}

/**
 * The compose topology on this machine without Docker, started as the e2e deployment test starts
 * it: the shipped deploy/nginx.conf (only its upstream addresses and port changed) in front of
 * two production instances on a PostgreSQL database of their own and Redis, trusting one proxy
 * hop, logging at info into files as a container's log driver keeps them. `env` adds the bench's
 * own settings (the build to serve, the limits a load from one address needs).
 */
export async function startDeployment(o: {
  databaseUrl: string;
  redisUrl: string;
  env: Record<string, string>;
  onCleanup: (fn: () => Promise<void> | void) => void;
  /** Whether the bench failed: the instances' logs are then kept (their directory is printed). */
  failed: () => boolean;
}): Promise<Deployment> {
  const database = await createEmptyPostgresDatabase(o.databaseUrl, 'inphr_bench_deployed');
  o.onCleanup(() => database.drop());
  const logDir = mkdtempSync(join(tmpdir(), 'inphr-bench-logs-'));
  o.onCleanup(() => {
    if (o.failed()) console.error(`[deployed] the instances' logs are kept in ${logDir}`);
    else rmSync(logDir, { recursive: true, force: true });
  });
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const env = {
    ...o.env,
    DATABASE_URL: database.url,
    REDIS_URL: o.redisUrl,
    SEED_DEMO: 'true',
    PUBLIC_ORIGIN: origin,
    // nginx connects from 127.0.0.1: the one proxy hop (compose: TRUST_PROXY=1).
    TRUST_PROXY: '127.0.0.1',
    LOG_LEVEL: 'info',
  };
  const logFiles = Array.from({ length: DEPLOYED_INSTANCES }, (_, i) => join(logDir, `app${i + 1}.log`));
  // One after the other: the first migrates and seeds the new database.
  const instances: Instance[] = [];
  for (const logFile of logFiles) {
    const instance = await startInstance(env, { logFile });
    o.onCleanup(() => instance.stop());
    instances.push(instance);
  }
  const proxy = await startNginx(
    instances.map((i) => i.port),
    port,
  );
  o.onCleanup(() => proxy.stop());
  const pool = new pg.Pool({ connectionString: database.url, max: 1 });
  o.onCleanup(() => pool.end());
  return {
    origin,
    instances,
    logBytes: () => logFiles.reduce((sum, file) => sum + statSync(file).size, 0),
    storedViews: async (id) => (await pool.query<{ n: number }>('select review_cnt::int as n from media where id = $1', [id])).rows[0]!.n,
  };
}

/** The page, API and mixed loads through the deployment, and what its logging wrote. */
export interface DeployedSection {
  pages: ThroughputSection;
  api: ApiSection;
  /** Mixed visitors through nginx (--soak-minutes; with the soak section). */
  soak?: SoakResult;
  /** Log bytes the instances wrote per request answered (the page and API loads). */
  logBytesPerRequest: number;
}

/**
 * The section: the deployment started, the page and API loads through nginx (each against nginx
 * sending the same bytes itself), then, with `soakMinutes`, mixed visitors through it (the soak
 * of one instance, sent to nginx; views read from the database both instances write).
 */
export async function runDeployed(o: {
  opts: Pick<BenchOptions, 'throughputRoutes' | 'connections' | 'seconds' | 'apiConnections' | 'soakConnections'> & { databaseUrl: string; redisUrl: string };
  /** Minutes of mixed load (0: none). */
  soakMinutes: number;
  env: Record<string, string>;
  metricsToken: string;
  viewFlushMs: number;
  onCleanup: (fn: () => Promise<void> | void) => void;
  failed: () => boolean;
  /** Each instance once started: its memory is sampled with the other servers'. */
  onInstance: (name: string, pid: number) => void;
}): Promise<DeployedSection> {
  const { opts } = o;
  const deployment = await startDeployment({ databaseUrl: opts.databaseUrl, redisUrl: opts.redisUrl, env: o.env, onCleanup: o.onCleanup, failed: o.failed });
  console.log(`As deployed: nginx at ${deployment.origin} (deploy/nginx.conf) in front of ${deployment.instances.map((i) => i.base).join(' and ')}.`);
  deployment.instances.forEach((instance, i) => o.onInstance(`deployed instance ${i + 1} (behind nginx, PostgreSQL, Redis)`, instance.pid!));
  const logged = deployment.logBytes();
  const loads = { connections: opts.connections, seconds: opts.seconds, onCleanup: o.onCleanup };
  const pages = await runThroughput({ base: deployment.origin, paths: opts.throughputRoutes, ...loads });
  printThroughput(pages, 'PAGES AS DEPLOYED (nginx → 2 instances)');
  const api = await runApi({
    targets: [{ engine: 'deployed', base: deployment.origin, storedViews: deployment.storedViews }],
    connections: opts.apiConnections,
    seconds: opts.seconds,
    viewFlushMs: o.viewFlushMs,
    onCleanup: o.onCleanup,
  });
  printApi(api, 'APIS AS DEPLOYED (nginx → 2 instances)');
  // Every answer the instances gave, warm-ups included: each round's warm-up is logged too.
  const answered = [...pages.rows.map((r) => r.ours.answered), ...api.rows.map(answeredBy)].reduce((a, b) => a + b, 0);
  const logBytesPerRequest = (deployment.logBytes() - logged) / Math.max(1, answered);
  console.log(`The instances logged ${Math.round(logBytesPerRequest)} bytes per request answered (LOG_LEVEL=info, as compose.yaml).`);
  if (o.soakMinutes <= 0) return { pages, api, logBytesPerRequest };
  const soak = await runSoak({
    engine: 'as deployed',
    base: deployment.origin,
    pids: deployment.instances.map((i) => i.pid!),
    minutes: o.soakMinutes,
    connections: opts.soakConnections,
    watch: { token: o.metricsToken, bases: deployment.instances.map((i) => i.base) },
    storedViews: deployment.storedViews,
  });
  printSoak([soak]);
  console.log('  as deployed: RSS each minute is both instances together.');
  return { pages, api, soak, logBytesPerRequest };
}
