import { fork } from 'node:child_process';
import { request } from 'node:http';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { heading, table } from './format';
import type { StaticResponse } from './static-server';

export interface ThroughputRow {
  path: string;
  bytes: number;
  ours: LoadResult;
  static: LoadResult;
  /** ours / static */
  rpsRatio: number;
  p99Ratio: number;
}

interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  non2xx: number;
  errors: number;
}

export interface ThroughputSection {
  connections: number;
  seconds: number;
  rows: ThroughputRow[];
}

/** One GET as autocannon sends it (no Accept-Encoding: the body is not compressed). */
function get(url: string): Promise<StaticResponse> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: 'GET' }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const { pathname, search } = new URL(url);
        resolve({ path: pathname + search, status: res.statusCode ?? 0, contentType: String(res.headers['content-type'] ?? 'application/octet-stream'), body: Buffer.concat(chunks).toString('base64') });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

async function load(url: string, connections: number, seconds: number): Promise<LoadResult> {
  const r = await autocannon({ url, connections, duration: seconds });
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, requests: r.requests.total, non2xx: r.non2xx, errors: r.errors + r.timeouts };
}

async function startStaticServer(responses: StaticResponse[], onCleanup: (fn: () => void) => void): Promise<string> {
  // fork() keeps this process's loader flags (tsx), so the child runs the TypeScript file as is.
  const child = fork(fileURLToPath(new URL('./static-server.ts', import.meta.url)), { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  onCleanup(() => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (m: { port: number }) => resolve(m.port));
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`the static server exited with ${code}`)));
    child.send({ responses });
  });
  return `http://127.0.0.1:${port}`;
}

export async function runThroughput(o: { base: string; paths: readonly string[]; connections: number; seconds: number; onCleanup: (fn: () => void) => void }): Promise<ThroughputSection> {
  const responses: StaticResponse[] = [];
  for (const path of o.paths) {
    const r = await get(`${o.base}${path}`);
    if (r.status !== 200) throw new Error(`${path} answered ${r.status}: not a load test target`);
    responses.push(r);
  }
  const staticBase = await startStaticServer(responses, o.onCleanup);
  const rows: ThroughputRow[] = [];
  for (const r of responses) {
    console.error(`[throughput] ${r.path}: ${o.connections} connections for ${o.seconds} s on our server, then on the static server…`);
    const ours = await load(`${o.base}${r.path}`, o.connections, o.seconds);
    const stat = await load(`${staticBase}${r.path}`, o.connections, o.seconds);
    rows.push({ path: r.path, bytes: Buffer.from(r.body, 'base64').length, ours, static: stat, rpsRatio: ours.rps / stat.rps, p99Ratio: ours.p99 / stat.p99 });
  }
  return { connections: o.connections, seconds: o.seconds, rows };
}

export function printThroughput(s: ThroughputSection): void {
  console.log(heading(`THROUGHPUT — autocannon, ${s.connections} connections, ${s.seconds} s per target, loopback, uncompressed responses`));
  const rows = s.rows.map((r) => [
    r.path,
    (r.bytes / 1024).toFixed(1),
    Math.round(r.ours.rps).toString(),
    String(r.ours.p99),
    Math.round(r.static.rps).toString(),
    String(r.static.p99),
    r.rpsRatio.toFixed(2),
    r.p99Ratio.toFixed(1),
    r.ours.non2xx + r.ours.errors + r.static.non2xx + r.static.errors ? `ours ${r.ours.non2xx}/${r.ours.errors}, static ${r.static.non2xx}/${r.static.errors}` : '0',
  ]);
  console.log(
    table(
      [
        { header: 'path', align: 'left' },
        { header: 'KB' },
        { header: 'ours req/s' },
        { header: 'ours p99 ms' },
        { header: 'static req/s' },
        { header: 'static p99 ms' },
        { header: 'req/s ours/static' },
        { header: 'p99 ours/static' },
        { header: 'non-2xx/errors', align: 'left' },
      ],
      rows,
    ),
  );
  console.log('static: node:http answering the same bytes and content-type from memory (the ceiling of this machine and load generator).');
}
