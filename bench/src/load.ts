/**
 * One load of the page and API sections: h2load (Debian's `nghttp2-client`: C, one thread, HTTP/1.1)
 * when it is installed, autocannon otherwise. autocannon parses every answer in JavaScript: on this
 * two-core machine it tops out near 2,000 pages a second, so nginx and our server came out alike and
 * the ratio said nothing about the server. Either way the load runs `warmupSeconds` first on the same
 * connections (opened, code compiled), unmeasured, and then `seconds` measured.
 */
import { execFile, execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';

/** Seconds of the same load before each measured one (ours and the reference's alike). */
export const LOAD_WARMUP_SECONDS = 2;

/** A request not answered within this long counts as a timeout. */
const TIMEOUT_MS = 10_000;

const H2LOAD = ['/usr/bin/h2load', '/usr/local/bin/h2load'].find((p) => existsSync(p));

/** The generator this machine runs, with its version. */
export const LOAD_GENERATOR: { name: 'h2load' | 'autocannon'; version: string } = H2LOAD
  ? { name: 'h2load', version: /nghttp2\/([\d.]+)/.exec(execFileSync(H2LOAD, ['--version'], { encoding: 'utf8' }))?.[1] ?? '?' }
  : {
      name: 'autocannon',
      version: (JSON.parse(readFileSync(new URL('../node_modules/autocannon/package.json', import.meta.url), 'utf8')) as { version: string }).version,
    };

export interface LoadSpec {
  url: string;
  connections: number;
  /** Measured seconds, after LOAD_WARMUP_SECONDS of the same load. */
  seconds: number;
  method?: 'GET' | 'POST';
  headers: Readonly<Record<string, string>>;
  body?: string;
}

export interface LoadResult {
  /** Answers a second, p50, p99 and the slowest answer in ms, requests: of the measured seconds. */
  rps: number;
  p50: number;
  p99: number;
  max: number;
  requests: number;
  /** Answers of the whole load, warm-up included (what the server did: views it counted). */
  ok: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  /**
   * The unmeasured first seconds (LOAD_WARMUP_SECONDS): every connection opened at once on a
   * server that may have been idle. Reported beside the measured figures, not in them: a burst of
   * new connections waits for the server to accept them, one per turn of its event loop.
   */
  opening?: { p99: number; max: number; requests: number };
  /** A load taken in rounds (`combineRounds`): each round's figures, in the order run. */
  rounds?: { rps: number; p50: number; p99: number }[];
  /**
   * The generator's separate runs behind these figures (h2load: one per load, the opening inside it;
   * autocannon: the opening and the measured load). Each ends with up to one request per connection
   * in flight: answered by the server, never by the generator.
   */
  runs: number;
}

export function runLoad(spec: LoadSpec): Promise<LoadResult> {
  return H2LOAD ? h2load(spec) : autocannonLoad(spec);
}

/** Every answer of a load, warm-up included, 2xx or not: what the server did (the lines it logged). */
export const answeredBy = (r: LoadResult): number => r.ok + r.non2xx;

/**
 * Each server's measured seconds are split into this many rounds, taken in turn with the servers
 * it is compared with (ours, the reference, …, then ours again): a minute in which this shared
 * host is slow (a neighbour's load; seen here to halve a Node process's rate for tens of seconds
 * while nginx lost a tenth) then falls on every server alike instead of on whichever ran in it.
 */
export const LOAD_ROUNDS = 3;

/** The measured seconds of one round, for a server's seconds (whole seconds, at least one). */
export const roundSeconds = (seconds: number): number => Math.max(1, Math.ceil(seconds / LOAD_ROUNDS));

/**
 * Rounds of one server as one result: its answers over its measured seconds, its worst round's
 * p99 and slowest answer, and its median round's p50; answers, failures and timeouts of every round; the worst
 * opening (each round opens its connections anew).
 */
export function combineRounds(rounds: readonly LoadResult[], seconds: number): LoadResult {
  if (rounds.length === 0) throw new Error('no round to combine');
  const sum = (pick: (r: LoadResult) => number) => rounds.reduce((total, r) => total + pick(r), 0);
  const p50s = rounds.map((r) => r.p50).sort((a, b) => a - b);
  const openings = rounds.flatMap((r) => (r.opening ? [r.opening] : []));
  return {
    rps: sum((r) => r.requests) / seconds,
    p50: p50s[Math.floor(p50s.length / 2)]!,
    p99: Math.max(...rounds.map((r) => r.p99)),
    max: Math.max(...rounds.map((r) => r.max)),
    requests: sum((r) => r.requests),
    ok: sum((r) => r.ok),
    non2xx: sum((r) => r.non2xx),
    errors: sum((r) => r.errors),
    timeouts: sum((r) => r.timeouts),
    runs: sum((r) => r.runs),
    rounds: rounds.map((r) => ({ rps: Math.round(r.rps), p50: r.p50, p99: r.p99 })),
    ...(openings.length
      ? {
          opening: {
            p99: Math.max(...openings.map((o) => o.p99)),
            max: Math.max(...openings.map((o) => o.max)),
            requests: openings.reduce((total, o) => total + o.requests, 0),
          },
        }
      : {}),
  };
}

/**
 * Loads taken in turn, LOAD_ROUNDS rounds of `roundSeconds(seconds)` each: every load's round i
 * runs before any load's round i + 1. Each load's rounds come back combined, in the order given.
 */
export async function inTurn(loads: readonly ((seconds: number) => Promise<LoadResult>)[], seconds: number): Promise<LoadResult[]> {
  const slice = roundSeconds(seconds);
  const rounds = loads.map((): LoadResult[] => []);
  for (let round = 0; round < LOAD_ROUNDS; round += 1) {
    for (const [i, load] of loads.entries()) rounds[i]!.push(await load(slice));
  }
  return rounds.map((r) => combineRounds(r, slice * LOAD_ROUNDS));
}

/** The q-quantile (0..1) of sorted values. */
function quantile(sorted: readonly number[], q: number): number {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]! : 0;
}

const round1 = (ms: number) => Math.round(ms * 10) / 10;

/** One request of an h2load log: start (µs since the epoch), status (-1: failed), duration (µs). */
export type LoggedRequest = [start: number, status: number, us: number];

/** Whether h2load is there to run a mixed load (`h2loadRequests`). */
export const HAS_H2LOAD = H2LOAD !== undefined;

/**
 * Runs h2load for `seconds` on `urls` (each connection takes them in turn; one host), every request
 * a POST of `body` when it is given, and answers its log: one row per request answered or failed.
 */
export async function h2loadRequests(o: {
  urls: readonly string[];
  connections: number;
  seconds: number;
  headers: Readonly<Record<string, string>>;
  body?: string;
}): Promise<LoggedRequest[]> {
  if (!H2LOAD) throw new Error('h2load is not installed');
  const dir = mkdtempSync(join(tmpdir(), 'inphr-bench-load-'));
  try {
    const log = join(dir, 'requests.log');
    const args = ['--h1', '-t1', `-c${o.connections}`, `-D${o.seconds}`, `--log-file=${log}`];
    for (const [name, value] of Object.entries(o.headers)) args.push('-H', `${name}: ${value}`);
    if (o.body !== undefined) {
      writeFileSync(join(dir, 'body'), o.body);
      args.push('-d', join(dir, 'body'));
    }
    args.push(...o.urls);
    const run = () =>
      new Promise<void>((resolve, reject) =>
        execFile(H2LOAD, args, { timeout: (o.seconds + 60) * 1000, maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) =>
          // What h2load said is the only clue to why it stopped (its summary, or the reason it could not run).
          error
            ? reject(
                Object.assign(
                  new Error(`${error.message}${error.signal ? ` (${error.signal})` : ''}\n${String(stdout).slice(-1200)}${String(stderr).slice(-600)}`),
                  { crashed: stoppedBeforeSummary(String(stdout)) },
                ),
              )
            : resolve(),
        ),
      );
    try {
      await run();
    } catch (error) {
      // h2load ran the load and died or hung before its summary (seen as deployed, in front of
      // nginx): the load is run again, once, from an empty log.
      if (!(error as { crashed?: boolean }).crashed) throw error;
      console.error(`[load] h2load stopped before its summary; running the load again. ${(error as Error).message.split('\n')[0]}`);
      rmSync(log, { force: true });
      await run();
    }
    const rows: LoggedRequest[] = [];
    for (const line of readFileSync(log, 'utf8').split('\n')) if (line) rows.push(line.split('\t').map(Number) as LoggedRequest);
    return rows;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** True when h2load ran the load and then died, or hung until our timeout, before printing its summary. */
export function stoppedBeforeSummary(stdout: string): boolean {
  return stdout.includes('Stopped all clients') && !stdout.includes('finished in');
}

async function h2load(spec: LoadSpec): Promise<LoadResult> {
  const rows = await h2loadRequests({
    urls: [spec.url],
    connections: spec.connections,
    seconds: LOAD_WARMUP_SECONDS + spec.seconds,
    headers: spec.headers,
    body: spec.body,
  });
  return summarizeRequests(rows, spec.seconds);
}

/**
 * A load's figures from its requests (h2load's log): the seconds after LOAD_WARMUP_SECONDS are
 * measured; the first ones are the opening; answers and failures count the whole load.
 */
export function summarizeRequests(rows: readonly LoggedRequest[], seconds: number): LoadResult {
  const first = rows.reduce((min, [start]) => Math.min(min, start), Infinity);
  const from = first + LOAD_WARMUP_SECONDS * 1e6;
  const durations = (keep: (start: number) => boolean) =>
    rows
      .filter(([start]) => keep(start))
      .map(([, , us]) => us / 1000)
      .sort((a, b) => a - b);
  const measured = durations((start) => start >= from);
  const opening = durations((start) => start < from);
  const ok = rows.filter(([, status]) => status >= 200 && status < 300).length;
  const errors = rows.filter(([, status]) => status < 100).length;
  return {
    rps: measured.length / seconds,
    p50: round1(quantile(measured, 0.5)),
    p99: round1(quantile(measured, 0.99)),
    max: round1(measured.at(-1) ?? 0),
    requests: measured.length,
    ok,
    non2xx: rows.length - ok - errors,
    errors,
    timeouts: rows.filter(([, , us]) => us >= TIMEOUT_MS * 1000).length,
    opening: { p99: round1(quantile(opening, 0.99)), max: round1(opening.at(-1) ?? 0), requests: opening.length },
    runs: 1,
  };
}

async function autocannonLoad(spec: LoadSpec): Promise<LoadResult> {
  const run = (duration: number) =>
    autocannon({
      url: spec.url,
      method: spec.method ?? 'GET',
      headers: { ...spec.headers },
      body: spec.body,
      connections: spec.connections,
      duration,
      timeout: TIMEOUT_MS / 1000,
    });
  const warm = await run(LOAD_WARMUP_SECONDS);
  const r = await run(spec.seconds);
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    max: r.latency.max,
    requests: r.requests.total,
    ok: warm['2xx'] + r['2xx'],
    non2xx: warm.non2xx + r.non2xx,
    errors: warm.errors + r.errors,
    timeouts: warm.timeouts + r.timeouts,
    opening: { p99: warm.latency.p99, max: warm.latency.max, requests: warm.requests.total },
    runs: 2,
  };
}
