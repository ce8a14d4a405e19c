import { request } from 'node:http';
import { BROWSER_ACCEPT_ENCODING } from '@inphr/api';
import { heading, table } from './format';
import { LOAD_GENERATOR, LOAD_ROUNDS, LOAD_WARMUP_SECONDS, type LoadResult as FullLoadResult, answeredBy, inTurn, roundSeconds, runLoad } from './load';
import { startReference, startYardstick } from './reference-servers';
import type { StaticResponse } from './yardstick';

// api.ts and yardstick.test.ts take the servers with the page loads' other helpers, from here.
export { startReference, startYardstick };

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
  /** The slowest answer of the measured seconds (ms). */
  max: number;
  /** The unmeasured first seconds, every connection opened at once: p99 and max (ms). */
  opening?: FullLoadResult['opening'];
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
  /** What answered the same bytes beside ours: nginx, or node:http where nginx is not installed. */
  reference: 'nginx' | 'node:http';
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
    max: r.max,
    ...(r.opening ? { opening: r.opening } : {}),
    requests: r.requests,
    answered: answeredBy(r),
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
    ...(r.rounds ? { rounds: r.rounds } : {}),
  };
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
  const { base: staticBase, kind: reference } = await startReference(responses, o.onCleanup);
  const nodeBase = reference === 'nginx' ? await startYardstick('node', responses, o.onCleanup) : undefined;
  const fastifyBase = reference === 'nginx' ? await startYardstick('fastify', responses, o.onCleanup) : undefined;
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
  return { connections: o.connections, seconds: o.seconds, reference, rows };
}

/** A load's opening as the tables show it: p99/max in ms. */
export function openingFigures(opening: FullLoadResult['opening']): string {
  return opening && opening.requests > 0 ? `${opening.p99}/${opening.max}` : '';
}

export function printThroughput(s: ThroughputSection, title = 'PAGES'): void {
  const { reference } = s;
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
    String(r.ours.max),
    Math.round(r.static.rps).toString(),
    String(r.static.p99),
    String(r.static.max),
    r.rpsRatio.toFixed(2),
    r.p99Ratio.toFixed(1),
    r.node ? `${Math.round(r.node.rps)} (${(r.node.rps / r.static.rps).toFixed(2)}×)` : '',
    r.fastify ? `${Math.round(r.fastify.rps)} (${(r.fastify.rps / r.static.rps).toFixed(2)}×), p99 ${r.fastify.p99}` : '',
    openingFigures(r.ours.opening),
    openingFigures(r.static.opening),
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
        { header: 'ours max ms' },
        { header: `${reference} req/s` },
        { header: `${reference} p99 ms` },
        { header: `${reference} max ms` },
        { header: `req/s ours/${reference}` },
        { header: `p99 ours/${reference}` },
        { header: `node:http req/s (/${reference})` },
        { header: `Fastify req/s (/${reference}), p99 ms` },
        { header: `first ${LOAD_WARMUP_SECONDS} s p99/max ms` },
        { header: `${reference} first ${LOAD_WARMUP_SECONDS} s` },
        { header: 'non-2xx/errors', align: 'left' },
      ],
      rows,
    ),
  );
  console.log(
    reference === 'nginx'
      ? `nginx: one worker answering the same bytes (compressed as ours were sent) with the same headers, from files. node:http: a bare handler answering the same from memory (the ceiling of any Node server here). Fastify: a route answering the same from memory with a request id, the rate limit and a log call per answer, nothing of the site (what the framework allows here). req/s: all rounds' answers over their seconds; p99 and max: the worst round's. First ${LOAD_WARMUP_SECONDS} s: each round's unmeasured opening (every connection opened at once, after the pause between loads), its worst p99 and max. KB: the bytes sent. The load generator shares the 2 cores: near 1.0 both are limited by it.`
      : 'node:http answering the same bytes, type and encoding from memory (nginx is not installed). KB: the bytes sent.',
  );
}
