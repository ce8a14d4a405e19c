import { API_PATHS, HOSP_SEQ_NO, MEDIA_FETCH_SIZE, mediaListSearch } from '@inphr/api';
import { BROWSER_HEADERS, get, openingFigures, startReference } from './throughput';
import type { StaticResponse } from './yardstick';
import { heading, table } from './format';
import { NEWS_ITEM_CALL, NEWS_LIST_CALL } from './budgets';
import { LOAD_GENERATOR, LOAD_ROUNDS, LOAD_WARMUP_SECONDS, type LoadResult, inTurn, roundSeconds, runLoad } from './load';

/** A server under test: its engine (the table's label) and address. */
export interface ApiTarget {
  /** The deployment: nginx in front of two instances on PostgreSQL and Redis (deployed.ts). */
  engine: 'PGlite' | 'PostgreSQL' | 'deployed';
  base: string;
  /**
   * An item's count as stored (several instances: each answers with the count it last read or
   * wrote, without the other's latest write). Without it, the count an answer carries.
   */
  storedViews?: (id: number) => Promise<number>;
}

interface Case {
  name: string;
  path: string;
  method?: 'GET' | 'POST';
  body?: unknown;
  /** Connections for this call (the load test's, unless a call says otherwise). */
  connections?: number;
}

/** A load's figures as the table shows them. */
type LoadFigures = Pick<LoadResult, 'rps' | 'p50' | 'p99' | 'max' | 'opening' | 'rounds'>;

export interface ApiRow extends LoadResult {
  engine: ApiTarget['engine'];
  call: string;
  connections: number;
  /**
   * The news item only: views answered with 2xx, and how many the item's count grew by. Each round
   * of the load ends with up to one request per connection in flight: the server counted those
   * views, the load generator did not wait for their answers.
   */
  views?: { answered: number; counted: number; inFlight: number };
  /** GETs: nginx (or node:http) answering the same bytes under the same load, in the same run. */
  reference?: LoadFigures & { kind: 'nginx' | 'node:http' };
}

export interface ApiSection {
  connections: number;
  seconds: number;
  rows: ApiRow[];
  notes: string[];
}

const INQUIRY = {
  company: 'Bench Clinic',
  contents: 'Load test inquiry',
  email: 'bench@naver.com',
  email1: 'bench',
  email2: 'naver.com',
  mobile: '01012345678',
  name: 'Bench',
  regId: 0,
  title: 'Benchmark',
};

async function getJson<T>(url: string, init?: RequestInit): Promise<T> {
  const res = await fetch(url, init);
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return (await res.json()) as T;
}

/** The item's count as its answer says (the answer counts its own view). */
async function viewCount(base: string, id: number): Promise<number> {
  return (await getJson<{ data: { reviewCnt: number } }>(`${base}${API_PATHS.care}/media/${id}?lang=EN`)).data.reviewCnt;
}

/**
 * Both APIs under a bounded loopback load, as browsers send them (Accept-Encoding), on each engine:
 * the news list (size 999, as the site asks), a news item (each answer counts a view: checked that
 * every answered view is counted), the FAQ list, and the partnership inquiry (a write).
 */
export async function runApi(o: {
  targets: readonly ApiTarget[];
  connections: number;
  seconds: number;
  viewFlushMs: number;
  onCleanup: (fn: () => void) => void;
}): Promise<ApiSection> {
  const rows: ApiRow[] = [];
  const notes: string[] = [];
  for (const target of o.targets) {
    const list = await getJson<{ data: { list: { id: number }[] } }>(`${target.base}${API_PATHS.care}/media?hospSeqNo=${HOSP_SEQ_NO}&page=1&size=1&lang=EN`);
    const id = list.data.list[0]?.id;
    if (id === undefined) throw new Error(`${target.engine}: no news item to load (is the demo content seeded?)`);
    const cases: Case[] = [
      {
        name: NEWS_LIST_CALL,
        path: `${API_PATHS.care}/media?${mediaListSearch({ hospSeqNo: HOSP_SEQ_NO, page: 1, size: MEDIA_FETCH_SIZE, searchKey: '', searchText: '', lang: 'EN' })}`,
      },
      { name: NEWS_ITEM_CALL, path: `${API_PATHS.care}/media/${id}?lang=EN` },
      {
        name: 'POST /rest/frontend/faq/list',
        path: `${API_PATHS.mainSite}/faq/list`,
        method: 'POST',
        body: { searchText: '', langCode: 'EN', page: 1, pageSize: 100 },
      },
      { name: 'POST /rest/frontend/cooperate/insert', path: `${API_PATHS.mainSite}/cooperate/insert`, method: 'POST', body: INQUIRY },
    ];
    // Views are written together every VIEW_COUNT_REFRESH_MS: wait for one write, and a margin.
    const viewsWritten = () => new Promise((resolve) => setTimeout(resolve, o.viewFlushMs + 500));
    for (const c of cases) {
      const connections = c.connections ?? o.connections;
      const url = `${target.base}${c.path}`;
      const headers = { ...BROWSER_HEADERS, ...(c.body ? { 'content-type': 'application/json', origin: target.base } : {}) };
      const body = c.body ? JSON.stringify(c.body) : undefined;
      // One answer first: a kept list is made once, as after any change.
      await fetch(url, { method: c.method ?? 'GET', headers, body });
      const load = (at: string) => (seconds: number) =>
        runLoad({ url: at, method: c.method ?? 'GET', headers, ...(body === undefined ? {} : { body }), connections, seconds });
      // GETs beside nginx (or node:http) sending the same bytes, one of our answers as sent: taken
      // before the views are read, as it is one view more.
      const answer: StaticResponse | undefined = !c.method || c.method === 'GET' ? await get(url) : undefined;
      const reference = answer ? { ...(await startReference([answer], o.onCleanup)), path: answer.path } : undefined;
      const countsViews = c.path.includes('/media/');
      // Those views written first: read any sooner, they would be counted as the load's.
      if (countsViews) await viewsWritten();
      // Read from the database, a count is no view; read through the API, it is one (the - 1 below).
      const readCount = () => (target.storedViews ? target.storedViews(id) : viewCount(target.base, id));
      const readViews = target.storedViews ? 0 : 1;
      const before = countsViews ? await readCount() : undefined;
      console.error(
        `[api] ${target.engine} ${c.name}: ${connections} connections, ${LOAD_ROUNDS} rounds${reference ? ` in turn with ${reference.kind} sending the same bytes` : ''}…`,
      );
      const [r, s] = await inTurn([load(url), ...(reference ? [load(`${reference.base}${reference.path}`)] : [])], o.seconds);
      if (!r) throw new Error(`${c.name}: the load gave no result`);
      const row: ApiRow = { engine: target.engine, call: c.name, connections, ...r };
      if (before !== undefined) {
        await viewsWritten();
        const after = await readCount();
        const counted = after - before - readViews;
        // Each run of the generator ends with up to one request per connection in flight.
        row.views = { answered: r.ok, counted, inFlight: connections * r.runs };
      }
      if (reference && s)
        row.reference = {
          kind: reference.kind,
          rps: s.rps,
          p50: s.p50,
          p99: s.p99,
          max: s.max,
          ...(s.opening ? { opening: s.opening } : {}),
          ...(s.rounds ? { rounds: s.rounds } : {}),
        };
      rows.push(row);
    }
  }
  if (!o.targets.some((t) => t.engine !== 'PGlite'))
    notes.push('PostgreSQL: not measured (set BENCH_DATABASE_URL or TEST_DATABASE_URL to a server the bench may create a database on).');
  return { connections: o.connections, seconds: o.seconds, rows, notes };
}

export function printApi(s: ApiSection, title = 'APIS'): void {
  console.log(
    heading(
      `${title} — ${LOAD_GENERATOR.name} ${LOAD_GENERATOR.version} with browser headers, ${s.connections} connections, ${LOAD_ROUNDS} rounds of ${roundSeconds(s.seconds)} s per call, in turn with the reference, each after ${LOAD_WARMUP_SECONDS} s unmeasured, loopback`,
    ),
  );
  console.log(
    table(
      [
        { header: 'engine', align: 'left' },
        { header: 'call', align: 'left' },
        { header: 'conns' },
        { header: 'req/s' },
        { header: 'p50 ms' },
        { header: 'p99 ms' },
        { header: 'max ms' },
        { header: 'p99 each round' },
        { header: 'non-2xx' },
        { header: 'errors' },
        { header: 'timeouts' },
        { header: 'reference req/s' },
        { header: 'reference p99 ms' },
        { header: 'reference max ms' },
        { header: 'p99 ours/ref' },
        { header: `first ${LOAD_WARMUP_SECONDS} s p99/max ms` },
        { header: `ref first ${LOAD_WARMUP_SECONDS} s` },
        { header: 'views answered/counted', align: 'left' },
      ],
      s.rows.map((r) => [
        r.engine,
        r.call,
        String(r.connections),
        Math.round(r.rps).toString(),
        String(r.p50),
        String(r.p99),
        String(r.max),
        r.rounds?.map((round) => round.p99).join(' ') ?? '',
        String(r.non2xx),
        String(r.errors),
        String(r.timeouts),
        r.reference ? Math.round(r.reference.rps).toString() : '',
        r.reference ? String(r.reference.p99) : '',
        r.reference ? String(r.reference.max) : '',
        r.reference ? (r.p99 / Math.max(1, r.reference.p99)).toFixed(1) : '',
        openingFigures(r.opening),
        openingFigures(r.reference?.opening),
        r.views ? `${r.views.answered} / ${r.views.counted}${viewsAllCounted(r.views) ? ' ✓' : ' ✗'}` : '',
      ]),
    ),
  );
  if (s.rows.some((r) => r.views))
    console.log(
      'views: answered with 2xx / counted by the item (✓ when every answered view is counted; the up to one request per connection in flight when each round stopped is counted too).',
    );
  const kind = s.rows.find((r) => r.reference)?.reference?.kind;
  if (kind)
    console.log(
      `reference: ${kind === 'nginx' ? 'nginx, one worker,' : 'node:http'} answering the same bytes (one of our answers, as sent) under the same load in the same run, in rounds taken in turn with ours (p99 and max: each one's worst round): what this machine's loopback and load generator allow. Each round runs ${LOAD_WARMUP_SECONDS} s first on the same connections, unmeasured (connections opened, code compiled), for ours and the reference alike; views answered count the whole load.`,
    );
  if (s.rows.some((r) => r.opening))
    console.log(
      `first ${LOAD_WARMUP_SECONDS} s: the unmeasured opening of each round, every connection opened at once on a server that may have idled: p99 and max, ours and the reference's.`,
    );
  for (const note of s.notes) console.log(note);
}

/** Every view answered is counted, and nothing else but the requests in flight when its rounds stopped. */
export function viewsAllCounted(v: NonNullable<ApiRow['views']>): boolean {
  return v.counted >= v.answered && v.counted <= v.answered + v.inFlight;
}
