import autocannon from 'autocannon';
import { API_PATHS, HOSP_SEQ_NO, MEDIA_FETCH_SIZE } from '@inphr/api';
import { heading, table } from './format';
import { rssMb } from './memory';
import { BROWSER_HEADERS } from './throughput';

export interface SoakResult {
  engine: string;
  minutes: number;
  connections: number;
  requests: number;
  rps: number;
  p99: number;
  /** The slowest answer (ms). */
  max: number;
  non2xx: number;
  errors: number;
  /** RSS (MB) each minute, the first after one minute of load. */
  perMinute: number[];
  /** Growth from the first minute's RSS to the last, in %. */
  growth: number;
}

/**
 * A long mixed load, as a day of visitors sends it (pages in each language, the news list and
 * items, the FAQ), at a moderate rate, with the server's memory read every minute: what it holds
 * once warm must not keep growing.
 */
export async function runSoak(o: { engine: string; base: string; pid: number; minutes: number; connections: number }): Promise<SoakResult> {
  const list = (await (await fetch(`${o.base}${API_PATHS.care}/media?hospSeqNo=${HOSP_SEQ_NO}&page=1&size=3&lang=KO`)).json()) as {
    data: { list: { id: number }[] };
  };
  const ids = list.data.list.map((i) => i.id);
  const get = (path: string) => ({ method: 'GET' as const, path, headers: { ...BROWSER_HEADERS } });
  const requests = [
    get('/'),
    get('/?lng=en'),
    get('/service/inphrcare?lng=ja'),
    get('/faq'),
    get('/media?lng=en'),
    ...ids.map((id) => get(`/media/${id}?lang=KO`)),
    get(`${API_PATHS.care}/media?hospSeqNo=${HOSP_SEQ_NO}&page=1&size=${MEDIA_FETCH_SIZE}&searchKey=&searchText=&lang=KO`),
    ...ids.map((id) => get(`${API_PATHS.care}/media/${id}?lang=EN`)),
    {
      method: 'POST' as const,
      path: `${API_PATHS.mainSite}/faq/list`,
      headers: { ...BROWSER_HEADERS, 'content-type': 'application/json' },
      body: JSON.stringify({ searchText: '', langCode: 'JA', page: 1, pageSize: 100 }),
    },
    get('/business?lng=ja'),
  ];
  const perMinute: number[] = [];
  const timer = setInterval(() => perMinute.push(rssMb(o.pid) ?? Number.NaN), 60_000);
  console.error(`[soak] ${o.engine}: ${o.minutes} min of mixed load at ${o.connections} connections, RSS read every minute…`);
  const r = await autocannon({ url: o.base, connections: o.connections, duration: o.minutes * 60, requests, timeout: 10 });
  clearInterval(timer);
  perMinute.push(rssMb(o.pid) ?? Number.NaN);
  const first = perMinute[0]!;
  const last = perMinute.at(-1)!;
  return {
    engine: o.engine,
    minutes: o.minutes,
    connections: o.connections,
    requests: r.requests.total,
    rps: r.requests.average,
    p99: r.latency.p99,
    max: r.latency.max,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
    perMinute,
    growth: ((last - first) / first) * 100,
  };
}

export function printSoak(results: readonly SoakResult[]): void {
  console.log(heading('SOAK — mixed load (pages in three languages, news list and items, FAQ), RSS each minute'));
  console.log(
    table(
      [
        { header: 'engine', align: 'left' },
        { header: 'minutes' },
        { header: 'conns' },
        { header: 'requests' },
        { header: 'req/s' },
        { header: 'p99 ms' },
        { header: 'max ms' },
        { header: 'non-2xx/errors' },
        { header: 'RSS MB each minute', align: 'left' },
        { header: 'growth' },
      ],
      results.map((s) => [
        s.engine,
        String(s.minutes),
        String(s.connections),
        String(s.requests),
        Math.round(s.rps).toString(),
        String(s.p99),
        String(s.max),
        `${s.non2xx}/${s.errors}`,
        s.perMinute.map((v) => v.toFixed(0)).join(' '),
        `${s.growth >= 0 ? '+' : ''}${s.growth.toFixed(1)} %`,
      ]),
    ),
  );
}
