import { execFileSync, fork, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BROWSER_ACCEPT_ENCODING } from '@inphr/api';
import { heading, table } from './format';
import { LOAD_GENERATOR, LOAD_ROUNDS, LOAD_WARMUP_SECONDS, type LoadResult as FullLoadResult, answeredBy, inTurn, roundSeconds, runLoad } from './load';
import type { StaticResponse } from './yardstick';

export interface ThroughputRow {
  path: string;
  connections: number;
  bytes: number;
  ours: LoadResult;
  static: LoadResult;
  /** node:http answering the same bytes and headers (beside nginx): what Node's HTTP stack allows here. */
  node?: LoadResult;
  /** Fastify answering the same with a request id, the rate limit and a log call (framework-server.ts): what the framework allows here. */
  fastify?: LoadResult;
  /** ours / static */
  rpsRatio: number;
  p99Ratio: number;
}

interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  /** Requests of the measured seconds. */
  requests: number;
  /** Answers of the whole load, warm-ups included (what the server did: the lines it logged). */
  answered: number;
  non2xx: number;
  errors: number;
  /** Each round's figures, in the order run. */
  rounds?: FullLoadResult['rounds'];
}

export interface ThroughputSection {
  connections: readonly number[];
  seconds: number;
  rows: ThroughputRow[];
}

/** What a browser sends that changes the answer: it takes compressed responses. */
export const BROWSER_HEADERS = { 'accept-encoding': BROWSER_ACCEPT_ENCODING } as const;

/** Headers each server writes itself (the connection's, the body's framing, its type, the date). */
const FRAMING_HEADERS = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'content-type', 'date']);

/** One GET as a browser sends it: the body as it travels (compressed), with its headers (its encoding among them). */
export function get(url: string): Promise<StaticResponse> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: 'GET', headers: BROWSER_HEADERS }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const { pathname, search } = new URL(url);
        const headers: [string, string][] = [];
        for (let i = 0; i < res.rawHeaders.length; i += 2) {
          const name = res.rawHeaders[i]!.toLowerCase();
          if (!FRAMING_HEADERS.has(name)) headers.push([name, res.rawHeaders[i + 1]!]);
        }
        resolve({
          path: pathname + search,
          status: res.statusCode ?? 0,
          contentType: String(res.headers['content-type'] ?? 'application/octet-stream'),
          headers,
          body: Buffer.concat(chunks).toString('base64'),
        });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** One load of a page, as browsers ask for it, for a round of the given seconds. */
function load(url: string, connections: number): (seconds: number) => Promise<FullLoadResult> {
  return (seconds) => runLoad({ url, connections, seconds, headers: BROWSER_HEADERS });
}

/** A load's figures as the table shows them (a timeout is an error here). */
function narrow(r: FullLoadResult): LoadResult {
  return {
    rps: r.rps,
    p50: r.p50,
    p99: r.p99,
    requests: r.requests,
    answered: answeredBy(r),
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
    ...(r.rounds ? { rounds: r.rounds } : {}),
  };
}

/** The yardsticks beside nginx, each a module forked with its answers (yardstick.ts). */
const YARDSTICKS = { node: './static-server.ts', fastify: './framework-server.ts' } as const;

export async function startYardstick(which: keyof typeof YARDSTICKS, responses: StaticResponse[], onCleanup: (fn: () => void) => void): Promise<string> {
  // fork() keeps this process's loader flags (tsx), so the child runs the TypeScript file as is.
  const child = fork(fileURLToPath(new URL(YARDSTICKS[which], import.meta.url)), { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  onCleanup(() => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (m: { port: number }) => resolve(m.port));
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`the ${which} yardstick exited with ${code}`)));
    child.send({ responses });
  });
  return `http://127.0.0.1:${port}`;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
    srv.on('error', reject);
  });
}

const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p));

/**
 * nginx (Debian's package, one worker: our server is one process) answering the same bytes with
 * the same type and encoding from files; undefined when nginx is not installed.
 */
async function startNginx(responses: StaticResponse[], onCleanup: (fn: () => void) => void): Promise<string | undefined> {
  if (!NGINX) return undefined;
  const dir = mkdtempSync(join(tmpdir(), 'inphr-bench-nginx-'));
  // nginx's workers drop to an unprivileged user when started as root: they must read these files.
  chmodSync(dir, 0o755);
  const port = await freePort();
  const maps: string[] = [];
  responses.forEach((r, i) => {
    const ext = r.contentType.includes('json') ? 'json' : r.contentType.includes('html') ? 'html' : 'bin';
    writeFileSync(join(dir, `r${i}.${ext}`), Buffer.from(r.body, 'base64'));
    maps.push(`"${r.path}" /r${i}.${ext};`);
  });
  // Each header of our answers as a map from the address to its value (nginx adds none that is empty).
  const names = [...new Set(responses.flatMap((r) => r.headers.map(([name]) => name)))];
  const valueOf = (r: StaticResponse, name: string) =>
    r.headers
      .filter(([n]) => n === name)
      .map(([, v]) => v)
      .join(', ');
  const quote = (v: string) => `'${v.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
  const headerMaps = names.map(
    (name, i) => `map $request_uri $h${i} { ${responses.map((r) => `${quote(r.path)} ${quote(valueOf(r, name))};`).join(' ')} default ""; }`,
  );
  const addHeaders = names.map((name, i) => `add_header ${name} $h${i};`).join(' ');
  writeFileSync(
    join(dir, 'nginx.conf'),
    `worker_processes 1; daemon off; pid ${dir}/nginx.pid; error_log ${dir}/error.log;
events { worker_connections 4096; }
http {
  access_log off; sendfile on; tcp_nopush on; keepalive_requests 1000000; map_hash_bucket_size 256;
  types { text/html html; application/json json; application/octet-stream bin; }
  map $request_uri $file { ${maps.join(' ')} default /missing; }
  ${headerMaps.join('\n  ')}
  server {
    listen 127.0.0.1:${port};
    root ${dir};
    etag off;
    location / { ${addHeaders} rewrite ^ $file break; }
  }
}
`,
  );
  execFileSync(NGINX, ['-t', '-q', '-c', join(dir, 'nginx.conf')], { stdio: 'ignore' });
  const child = spawn(NGINX, ['-c', join(dir, 'nginx.conf')], { stdio: 'ignore' });
  onCleanup(() => {
    child.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  });
  for (let i = 0; i < 50; i += 1) {
    const up = await new Promise<boolean>((resolve) => {
      const req = request(`http://127.0.0.1:${port}${responses[0]!.path}`, (res) => {
        res.resume();
        resolve(res.statusCode === 200);
      });
      req.on('error', () => resolve(false));
      req.end();
    });
    if (up) return `http://127.0.0.1:${port}`;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('nginx did not start for the reference');
}

/** The reference server of a run: nginx answering the same bytes, or node:http when nginx is not installed. */
export async function startReference(responses: StaticResponse[], onCleanup: (fn: () => void) => void): Promise<{ base: string; kind: 'nginx' | 'node:http' }> {
  const nginxBase = await startNginx(responses, onCleanup);
  return nginxBase ? { base: nginxBase, kind: 'nginx' } : { base: await startYardstick('node', responses, onCleanup), kind: 'node:http' };
}

export async function runThroughput(o: {
  base: string;
  paths: readonly string[];
  connections: readonly number[];
  seconds: number;
  onCleanup: (fn: () => void) => void;
}): Promise<ThroughputSection> {
  const responses: StaticResponse[] = [];
  for (const path of o.paths) {
    // The first answer renders the page and keeps it; its compressed copies are made just after
    // (and a proxy's one-second copy of that first answer is gone by then).
    await get(`${o.base}${path}`);
    await new Promise((r) => setTimeout(r, 1500));
    const r = await get(`${o.base}${path}`);
    if (r.status !== 200) throw new Error(`${path} answered ${r.status}: not a load test target`);
    responses.push(r);
  }
  const { base: staticBase, kind } = await startReference(responses, o.onCleanup);
  reference = kind;
  const nodeBase = kind === 'nginx' ? await startYardstick('node', responses, o.onCleanup) : undefined;
  const fastifyBase = kind === 'nginx' ? await startYardstick('fastify', responses, o.onCleanup) : undefined;
  const rows: ThroughputRow[] = [];
  for (const r of responses) {
    for (const connections of o.connections) {
      console.error(
        `[throughput] ${r.path}: ${connections} connections, ${LOAD_ROUNDS} rounds of our server, then ${reference}${nodeBase ? ', then node:http, then Fastify' : ''}…`,
      );
      const bases = [o.base, staticBase, nodeBase, fastifyBase];
      const measured = await inTurn(
        bases.flatMap((base) => (base ? [load(`${base}${r.path}`, connections)] : [])),
        o.seconds,
      );
      const [ours, stat, node, fastify] = bases.map((base) => (base ? narrow(measured.shift()!) : undefined));
      if (!ours || !stat) throw new Error('a page load gave no result');
      rows.push({
        ...(node ? { node } : {}),
        ...(fastify ? { fastify } : {}),
        path: r.path,
        connections,
        bytes: Buffer.from(r.body, 'base64').length,
        ours,
        static: stat,
        rpsRatio: ours.rps / stat.rps,
        p99Ratio: ours.p99 / Math.max(1, stat.p99),
      });
    }
  }
  return { connections: o.connections, seconds: o.seconds, rows };
}

/** Which reference the last run used. */
let reference: 'nginx' | 'node:http' = 'node:http';

export function printThroughput(s: ThroughputSection, title = 'PAGES'): void {
  console.log(
    heading(
      `${title} — ${LOAD_GENERATOR.name} ${LOAD_GENERATOR.version} with browser headers (Accept-Encoding: ${BROWSER_HEADERS['accept-encoding']}), ${s.connections.join(', ')} connections, ${LOAD_ROUNDS} rounds of ${roundSeconds(s.seconds)} s per server in turn, each after ${LOAD_WARMUP_SECONDS} s unmeasured, loopback`,
    ),
  );
  const rows = s.rows.map((r) => [
    r.path,
    String(r.connections),
    (r.bytes / 1024).toFixed(1),
    Math.round(r.ours.rps).toString(),
    String(r.ours.p99),
    Math.round(r.static.rps).toString(),
    String(r.static.p99),
    r.rpsRatio.toFixed(2),
    r.p99Ratio.toFixed(1),
    r.node ? `${Math.round(r.node.rps)} (${(r.node.rps / r.static.rps).toFixed(2)}×)` : '',
    r.fastify ? `${Math.round(r.fastify.rps)} (${(r.fastify.rps / r.static.rps).toFixed(2)}×), p99 ${r.fastify.p99}` : '',
    r.ours.non2xx + r.ours.errors + r.static.non2xx + r.static.errors
      ? `ours ${r.ours.non2xx}/${r.ours.errors}, static ${r.static.non2xx}/${r.static.errors}`
      : '0',
  ]);
  console.log(
    table(
      [
        { header: 'path', align: 'left' },
        { header: 'conns' },
        { header: 'KB' },
        { header: 'ours req/s' },
        { header: 'ours p99 ms' },
        { header: `${reference} req/s` },
        { header: `${reference} p99 ms` },
        { header: `req/s ours/${reference}` },
        { header: `p99 ours/${reference}` },
        { header: `node:http req/s (/${reference})` },
        { header: `Fastify req/s (/${reference}), p99 ms` },
        { header: 'non-2xx/errors', align: 'left' },
      ],
      rows,
    ),
  );
  console.log(
    reference === 'nginx'
      ? "nginx: one worker answering the same bytes (compressed as ours were sent) with the same headers, from files. node:http: a bare handler answering the same from memory (the ceiling of any Node server here). Fastify: a route answering the same from memory with a request id, the rate limit and a log call per answer, nothing of the site (what the framework allows here). req/s: all rounds' answers over their seconds; p99: the worst round's. KB: the bytes sent. The load generator shares the 2 cores: near 1.0 both are limited by it."
      : 'node:http answering the same bytes, type and encoding from memory (nginx is not installed). KB: the bytes sent.',
  );
}
