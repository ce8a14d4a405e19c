import { spawn, type ChildProcess } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import { createEmptyPostgresDatabase, freePort, startServer, type RunningServer } from '@inphr/server/launch';

/** What the deployment needs from the machine; the reason it can't run, or undefined. */
export function missingPrerequisite(): string | undefined {
  if (!process.env.TEST_DATABASE_URL) return 'TEST_DATABASE_URL is not set (a PostgreSQL server to create a database in)';
  if (!process.env.TEST_REDIS_URL) return 'TEST_REDIS_URL is not set (Redis for the shared rate limits)';
  if (!nginxBinary()) return 'nginx is not installed (apt-get install nginx-light)';
  return undefined;
}

function nginxBinary(): string | undefined {
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
export async function startInstance(env: Record<string, string>): Promise<Instance> {
  const server = await startServer(env);
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
  stop(): Promise<void>;
}

/**
 * nginx in front of the instances, configured as an operator would: the Host the visitor asked
 * for, X-Forwarded-For with the peer appended, X-Forwarded-Proto, and the next upstream on error.
 */
export async function startNginx(upstreamPorts: number[], port: number): Promise<Proxy> {
  const dir = mkdtempSync(join(tmpdir(), 'inphr-nginx-'));
  for (const sub of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(dir, sub));
  const conf = `
${process.getuid?.() === 0 ? 'user root;' : ''}
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 512; }
http {
  access_log off;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream inphr {
${upstreamPorts.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=30s;`).join('\n')}
    keepalive 16;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://inphr;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_next_upstream error timeout http_502 http_503;
      proxy_connect_timeout 2s;
    }
  }
}
`;
  writeFileSync(join(dir, 'nginx.conf'), conf);
  const child: ChildProcess = spawn(nginxBinary()!, ['-p', dir, '-e', join(dir, 'error.log'), '-c', join(dir, 'nginx.conf'), '-g', 'daemon off;'], {
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
  return {
    origin,
    port,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGQUIT');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
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
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
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
          ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
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
