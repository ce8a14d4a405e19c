import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { connect, createServer as createNetServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Redis } from 'ioredis';
import pg from 'pg';
import { createEmptyPostgresDatabase, freePort, startServer, type RunningServer } from '@inphr/server/launch';
import { mainNginxConf, readShippedNginxConf, renderNginxSite } from './nginx-config';

const execFileAsync = promisify(execFile);

/** What the deployment needs from the machine; the reason it can't run, or undefined. */
export function missingPrerequisite(): string | undefined {
  if (!process.env.TEST_DATABASE_URL) return 'TEST_DATABASE_URL is not set (a PostgreSQL server to create a database in)';
  if (!process.env.TEST_REDIS_URL) return 'TEST_REDIS_URL is not set (Redis for the shared rate limits)';
  if (!nginxBinary()) return 'nginx is not installed (apt-get install nginx-light)';
  return undefined;
}

export function nginxBinary(): string | undefined {
  return ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p));
}

/** A new, empty PostgreSQL database beside TEST_DATABASE_URL, with a pool to read it; dropped by `drop()`. */
export async function createDatabase(): Promise<{
  url: string;
  query: (sql: string, values?: unknown[]) => Promise<pg.QueryResult>;
  drop: () => Promise<void>;
}> {
  const database = await createEmptyPostgresDatabase(process.env.TEST_DATABASE_URL!, 'inphr_deploy');
  const pool = new pg.Pool({ connectionString: database.url, max: 2 });
  return {
    url: database.url,
    query: (sql, values) => pool.query(sql, values),
    async drop() {
      await pool.end();
      await database.drop();
    },
  };
}

/**
 * A Redis database of this run's own (index 1-15, emptied first): rate-limit counters of earlier
 * runs, all from 127.0.0.x, must not count against this one.
 */
export async function freshRedisUrl(): Promise<string> {
  const url = new URL(process.env.TEST_REDIS_URL!);
  url.pathname = `/${randomInt(1, 16)}`;
  const redis = new Redis(url.toString(), { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect();
  await redis.flushdb();
  redis.disconnect();
  return url.toString();
}

export interface Instance extends RunningServer {
  port: number;
  /** Ends the process at once (SIGKILL), as a crash or an OOM kill would. */
  kill(): void;
}

/** Starts one production server (compiled build) with the deployment's environment. */
export async function startInstance(env: Record<string, string>, options: { logFile?: string } = {}): Promise<Instance> {
  const server = await startServer(env, options);
  await waitReady(server.base);
  return {
    ...server,
    port: Number(new URL(server.base).port),
    kill: () => {
      if (server.pid) process.kill(server.pid, 'SIGKILL');
    },
  };
}

export interface Proxy {
  origin: string;
  port: number;
  /** The access log nginx writes (the shipped format, in this proxy's own directory). */
  accessLog: string;
  /**
   * Sends traffic to these instances from now on, as an operator would: the shipped config rendered
   * with the new addresses, `nginx -s reload`, and back once every worker of the old configuration
   * has finished its requests and exited (so nothing is sent to a removed instance any more).
   */
  route(upstreamPorts: number[]): Promise<void>;
  stop(): Promise<void>;
}

/**
 * nginx in front of the instances with the shipped deploy/nginx.conf (only its upstream addresses
 * and port changed: nginx-config.ts), inside the main context the nginx image gives it.
 */
export async function startNginx(upstreamPorts: number[], port: number): Promise<Proxy> {
  const dir = mkdtempSync(join(tmpdir(), 'inphr-nginx-'));
  for (const sub of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi', 'conf.d', 'cache']) mkdirSync(join(dir, sub));
  const shipped = readShippedNginxConf();
  const siteFile = join(dir, 'conf.d', 'default.conf');
  const writeSite = (ports: number[]) =>
    writeFileSync(
      siteFile,
      renderNginxSite(shipped, {
        upstreams: ports.map((p) => `127.0.0.1:${p}`),
        listen: `127.0.0.1:${port}`,
        cacheDir: join(dir, 'cache'),
        accessLog: join(dir, 'access.log'),
      }),
    );
  writeSite(upstreamPorts);
  const mainConf = join(dir, 'nginx.conf');
  // As root, nginx's workers would otherwise run as nobody and could not use the private temp directories.
  writeFileSync(mainConf, mainNginxConf(dir, siteFile, { asRoot: process.getuid?.() === 0 }));
  const nginxArgs = ['-p', dir, '-e', join(dir, 'error.log'), '-c', mainConf];
  const child: ChildProcess = spawn(nginxBinary()!, [...nginxArgs, '-g', 'daemon off;'], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}; see ${dir}/error.log`);
    try {
      if ((await send(origin, 'GET', '/healthz')).status === 200) break;
    } catch {
      // starting
    }
    if (Date.now() > deadline) throw new Error('nginx did not answer within 15 s');
    await new Promise((r) => setTimeout(r, 100));
  }
  const workers = () => {
    try {
      return readFileSync(`/proc/${child.pid}/task/${child.pid}/children`, 'utf8').split(/\s+/).filter(Boolean).map(Number);
    } catch {
      return [];
    }
  };
  return {
    origin,
    port,
    accessLog: join(dir, 'access.log'),
    async route(ports) {
      writeSite(ports);
      const before = workers();
      await execFileAsync(nginxBinary()!, [...nginxArgs, '-t', '-q']);
      await execFileAsync(nginxBinary()!, [...nginxArgs, '-s', 'reload']);
      const until = Date.now() + 20_000;
      while (workers().some((pid) => before.includes(pid))) {
        if (Date.now() > until) throw new Error(`nginx's old workers still run 20 s after the reload; see ${dir}/error.log`);
        await new Promise((r) => setTimeout(r, 25));
      }
    },
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGQUIT');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A TCP forwarder between the instances and Redis, standing for the Redis server: the machine's
 * own Redis cannot be stopped by a test, this can (`close`: refuses new connections and drops the
 * open ones, as a stopped Redis does), and come back on the same port (`open`).
 */
export interface RedisStandIn {
  url: string;
  open(): Promise<void>;
  close(): Promise<void>;
}

export async function startRedisStandIn(redisUrl: string): Promise<RedisStandIn> {
  const target = new URL(redisUrl);
  const port = await freePort();
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  const standIn: RedisStandIn = {
    url: standInUrl(redisUrl, port),
    async open() {
      server = createNetServer((client) => {
        const upstream = connect(Number(target.port || 6379), target.hostname);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => undefined);
        }
        client.on('close', () => upstream.destroy());
        upstream.on('close', () => client.destroy());
        client.pipe(upstream).pipe(client);
      });
      await new Promise<void>((resolve, reject) => {
        server!.once('error', reject);
        server!.listen(port, '127.0.0.1', () => resolve());
      });
    },
    async close() {
      const closing = new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
      for (const socket of sockets) socket.destroy();
      await closing;
      server = undefined;
    },
  };
  await standIn.open();
  return standIn;
}

function standInUrl(redisUrl: string, port: number): string {
  const url = new URL(redisUrl);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  return url.toString();
}

/** GET /readyz until it answers 200 (startServer waits for /healthz only: the process, not its database). */
export async function waitReady(base: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await send(base, 'GET', '/readyz')).status === 200) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${base}/readyz did not answer 200 within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/**
 * One HTTP request from a chosen loopback address (`from`: 127.0.0.x), so that a test can be many
 * visitors: nginx sees each as its own client and says so in X-Forwarded-For.
 */
export function send(
  origin: string,
  method: string,
  path: string,
  options: { from?: string; headers?: Record<string, string>; body?: unknown } = {},
): Promise<Answer> {
  // A Buffer is sent as it is (an upload, its type in `headers`); anything else as JSON.
  const raw = Buffer.isBuffer(options.body);
  const payload = options.body === undefined ? undefined : raw ? (options.body as Buffer) : JSON.stringify(options.body);
  const url = new URL(path, origin);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method,
        localAddress: options.from,
        agent: false,
        timeout: 15_000,
        headers: {
          ...(payload !== undefined ? { 'content-length': Buffer.byteLength(payload) } : {}),
          ...(payload !== undefined && !raw ? { 'content-type': 'application/json' } : {}),
          ...options.headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('timed out')));
    req.on('error', reject);
    req.end(payload);
  });
}

export { freePort };
