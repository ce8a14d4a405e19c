import autocannon from 'autocannon';
import { API_PATHS, HOSP_SEQ_NO, MEDIA_FETCH_SIZE, mediaListSearch } from '@inphr/api';
import { heading, table } from './format';
import { rssMb } from './memory';
import { BROWSER_HEADERS } from './throughput';
import { HAS_H2LOAD, LOAD_WARMUP_SECONDS, h2loadRequests, type LoggedRequest } from './load';
import { type ProcessWatch, watchProcess } from './process-watch';

export interface SoakResult {
  engine: string;
  minutes: number;
  connections: number;
  requests: number;
  rps: number;
  p99: number;
  /** The slowest answer (ms). */
  max: number;
  /** The first LOAD_WARMUP_SECONDS (counted in p99 and max too): every connection opened at once after a pause (h2load only). */
  opening?: { p99: number; max: number; requests: number };
  non2xx: number;
  errors: number;
  /** RSS (MB) each minute, the first after one minute of load (of all its processes). */
  perMinute: number[];
  /** Growth from the first minute's RSS to the last, in %. */
  growth: number;
  /** The news items' views (h2load only). */
  views?: SoakViews;
  /** Each generator's share (h2load only): where the slowest answers were. */
  groups?: SoakGroup[];
  /** Each server process's event loop through the load (its /metrics, when the bench holds its token). */
  processes?: ProcessWatch[];
}

export interface SoakGroup {
  name: string;
  requests: number;
  p99: number;
  max: number;
  /** When the slowest answer was asked for, seconds into the load. */
  maxAt: number;
}

/** Each answer of a news item (its page or its API) counts a view: how many, and how many the items' counts grew by. */
export interface SoakViews {
  answered: number;
  counted: number;
  /** Up to one request per connection in flight when the load stopped: counted, not answered. */
  inFlight: number;
}

/**
 * A long mixed load, as a day of visitors sends it (pages in each language, the news list and
 * items, the FAQ), at a moderate rate, with the server's memory read every minute: what it holds
 * once warm must not keep growing. With h2load (what every other load of the bench runs): three
 * generators side by side, pages and the list, news items (pages and API: each a view, checked
 * against the items' counts), the FAQ (a POST); autocannon otherwise.
 */
export async function runSoak(o: {
  engine: string;
  /** Where the load goes: one server, or the proxy in front of several. */
  base: string;
  /** The server processes behind `base`: their RSS is read each minute (summed). */
  pids: readonly number[];
  minutes: number;
  connections: number;
  /** Each process's /metrics (its own address) and the token it answers. */
  watch?: { token: string; bases: readonly string[] };
  /** An item's count as stored (several instances, each answering with its own last count); else read through the API. */
  storedViews?: (id: number) => Promise<number>;
}): Promise<SoakResult> {
  const list = (await (await fetch(`${o.base}${API_PATHS.care}/media?hospSeqNo=${HOSP_SEQ_NO}&page=1&size=3&lang=KO`)).json()) as {
    data: { list: { id: number }[] };
  };
  const ids = list.data.list.map((i) => i.id);
  const pages = ['/', '/?lng=en', '/service/inphrcare?lng=ja', '/faq', '/media?lng=en', '/business?lng=ja'];
  const newsList = `${API_PATHS.care}/media?${mediaListSearch({ hospSeqNo: HOSP_SEQ_NO, page: 1, size: MEDIA_FETCH_SIZE, searchKey: '', searchText: '', lang: 'KO' })}`;
  const items = [...ids.map((id) => `/media/${id}?lang=KO`), ...ids.map((id) => `${API_PATHS.care}/media/${id}?lang=EN`)];
  const faq = JSON.stringify({ searchText: '', langCode: 'JA', page: 1, pageSize: 100 });
  const perMinute: number[] = [];
  const rss = () => o.pids.reduce((sum, pid) => sum + (rssMb(pid) ?? Number.NaN), 0);
  const timer = setInterval(() => perMinute.push(rss()), 60_000);
  console.error(`[soak] ${o.engine}: ${o.minutes} min of mixed load at ${o.connections} connections, RSS read every minute…`);
  const seconds = o.minutes * 60;
  let measured: Omit<SoakResult, 'engine' | 'minutes' | 'connections' | 'perMinute' | 'growth'>;
  if (HAS_H2LOAD) {
    // As the list of requests had them: about half pages and the list, half news items, one in fourteen the FAQ.
    const faqConnections = Math.max(1, Math.round(o.connections / 14));
    const itemConnections = Math.max(1, Math.round((o.connections - faqConnections) / 2));
    const pageConnections = Math.max(1, o.connections - faqConnections - itemConnections);
    const countOf = async (id: number) =>
      o.storedViews
        ? o.storedViews(id)
        : ((await (await fetch(`${o.base}${API_PATHS.care}/media/${id}?lang=EN`)).json()) as { data: { reviewCnt: number } }).data.reviewCnt;
    // Read through the API, each read of a count is a view of its own: the first is in `before`, the second in its answer.
    const readViews = o.storedViews ? 0 : 1;
    const viewsWritten = () => new Promise((resolve) => setTimeout(resolve, VIEW_FLUSH_WAIT_MS));
    const before = await Promise.all(ids.map(countOf));
    await viewsWritten();
    const url = (path: string) => `${o.base}${path}`;
    const startedUs = Date.now() * 1000;
    const watches = o.watch ? o.watch.bases.map((base) => watchProcess(base, o.watch!.token)) : [];
    const [pageRows, itemRows, faqRows] = await Promise.all([
      h2loadRequests({ urls: [...pages, newsList].map(url), connections: pageConnections, seconds, headers: BROWSER_HEADERS }),
      h2loadRequests({ urls: items.map(url), connections: itemConnections, seconds, headers: BROWSER_HEADERS }),
      h2loadRequests({
        urls: [url(`${API_PATHS.mainSite}/faq/list`)],
        connections: faqConnections,
        seconds,
        headers: { ...BROWSER_HEADERS, 'content-type': 'application/json' },
        body: faq,
      }),
    ]);
    const loops = await Promise.all(watches.map((w) => w.stop()));
    await viewsWritten();
    const after = await Promise.all(ids.map(countOf));
    const rows = [...pageRows, ...itemRows, ...faqRows];
    const ok = (r: LoggedRequest) => r[1] >= 200 && r[1] < 300;
    const latency = (of: readonly LoggedRequest[]) => latencyOf(of, startedUs);
    const { maxAt: _maxAt, ...all } = latency(rows);
    const firstStart = rows.reduce((min, [start]) => Math.min(min, start), Infinity);
    const opening = rows.filter(([start]) => start < firstStart + LOAD_WARMUP_SECONDS * 1e6);
    const { maxAt: _openingMaxAt, ...openingFigures } = latency(opening);
    measured = {
      requests: rows.length,
      rps: rows.length / seconds,
      ...all,
      opening: { ...openingFigures, requests: opening.length },
      groups: [
        { name: 'pages and the news list', requests: pageRows.length, ...latency(pageRows) },
        { name: 'news items (pages and API)', requests: itemRows.length, ...latency(itemRows) },
        { name: 'FAQ list (POST)', requests: faqRows.length, ...latency(faqRows) },
      ],
      ...(loops.length ? { processes: loops } : {}),
      non2xx: rows.filter((r) => !ok(r) && r[1] >= 100).length,
      errors: rows.filter((r) => r[1] < 100).length,
      views: { answered: itemRows.filter(ok).length, counted: after.reduce((sum, n, i) => sum + n - before[i]! - readViews, 0), inFlight: itemConnections },
    };
  } else {
    const get = (path: string) => ({ method: 'GET' as const, path, headers: { ...BROWSER_HEADERS } });
    const requests = [
      ...pages.map(get),
      get(newsList),
      ...items.map(get),
      { method: 'POST' as const, path: `${API_PATHS.mainSite}/faq/list`, headers: { ...BROWSER_HEADERS, 'content-type': 'application/json' }, body: faq },
    ];
    const r = await autocannon({ url: o.base, connections: o.connections, duration: seconds, requests, timeout: 10 });
    measured = { requests: r.requests.total, rps: r.requests.average, p99: r.latency.p99, max: r.latency.max, non2xx: r.non2xx, errors: r.errors + r.timeouts };
  }
  clearInterval(timer);
  perMinute.push(rss());
  const first = perMinute[0]!;
  const last = perMinute.at(-1)!;
  return { engine: o.engine, minutes: o.minutes, connections: o.connections, ...measured, perMinute, growth: ((last - first) / first) * 100 };
}

/** p99 and the slowest answer of logged requests, in ms, and when the slowest was asked for (seconds after `startedUs`). */
export function latencyOf(rows: readonly LoggedRequest[], startedUs: number): { p99: number; max: number; maxAt: number } {
  const durations = rows.map(([, , us]) => us / 1000).sort((a, b) => a - b);
  let slowest: LoggedRequest | undefined;
  for (const row of rows) if (!slowest || row[2] > slowest[2]) slowest = row;
  return {
    p99: Math.round(durations[Math.min(durations.length - 1, Math.floor(0.99 * durations.length))] ?? 0),
    max: Math.round(durations.at(-1) ?? 0),
    maxAt: slowest ? Math.round((slowest[0] - startedUs) / 1e5) / 10 : Number.NaN,
  };
}

/** Long enough for the views counted so far to be written (VIEW_COUNT_REFRESH_MS, 1 s, and the write). */
const VIEW_FLUSH_WAIT_MS = 2_000;

/** Every view answered is counted, and nothing else but the requests in flight when the load stopped. */
export function soakViewsAllCounted(v: SoakViews): boolean {
  return v.counted >= v.answered && v.counted <= v.answered + v.inFlight;
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
        { header: `first ${LOAD_WARMUP_SECONDS} s p99/max` },
        { header: 'non-2xx/errors' },
        { header: 'RSS MB each minute', align: 'left' },
        { header: 'growth' },
        { header: 'views answered/counted', align: 'left' },
      ],
      results.map((s) => [
        s.engine,
        String(s.minutes),
        String(s.connections),
        String(s.requests),
        Math.round(s.rps).toString(),
        String(s.p99),
        String(s.max),
        s.opening?.requests ? `${s.opening.p99}/${s.opening.max}` : '',
        `${s.non2xx}/${s.errors}`,
        s.perMinute.map((v) => v.toFixed(0)).join(' '),
        `${s.growth >= 0 ? '+' : ''}${s.growth.toFixed(1)} %`,
        s.views ? `${s.views.answered} / ${s.views.counted}${soakViewsAllCounted(s.views) ? ' ✓' : ' ✗'}` : '',
      ]),
    ),
  );
  for (const s of results) {
    if (s.groups)
      console.log(`  ${s.engine}: ${s.groups.map((g) => `${g.name} ${g.requests} req, p99 ${g.p99} ms, max ${g.max} ms at ${g.maxAt} s`).join('; ')}`);
    s.processes?.forEach((p, i) => {
      const who = `${s.engine}, ${s.processes!.length > 1 ? `instance ${i + 1}` : 'the server'}`;
      console.log(
        `  ${who}: its event loop (${p.readings} readings of /metrics, one a second): longest delay ` +
          `${Math.round(p.loopMaxMs)} ms at ${p.loopMaxAt.toFixed(0)} s; seconds with a delay over 100 ms: ${p.secondsOver100ms}; ` +
          `the longest: ${p.longest.map((l) => `${l.ms} ms at ${l.at.toFixed(0)} s`).join(', ')}`,
      );
      const m = p.memory;
      if (m)
        console.log(
          `  ${who}: its memory at the end (MB): RSS ${m.rssMb.toFixed(0)}, V8 heap ${m.heapTotalMb.toFixed(0)} (used ${m.heapUsedMb.toFixed(0)}), ` +
            `outside the heap ${m.externalMb.toFixed(0)}, the rest (code, stacks, the allocator's) ${(m.rssMb - m.heapTotalMb - m.externalMb).toFixed(0)}`,
        );
    });
  }
}
