import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { evaluateGoals, type GoalInputs, type RunShape } from './goals';
import { GOALS, NEWS_ITEM_CALL, NEWS_LIST_CALL } from './budgets';
import type { ApiSection } from './api';
import type { DeployedSection } from './deployed';
import type { ThroughputSection } from './throughput';
import type { SoakResult } from './soak';
import type { Section } from './options';
import { IDLE_MARK, REST_MARK } from './memory';

const load = (rps: number, p99: number, max = p99 * 2) => ({ rps, p50: p99 / 4, p99, max, requests: rps * 10, answered: rps * 12, non2xx: 0, errors: 0 });

function pages(oursRps: number, connections = 64): ThroughputSection {
  return {
    connections: [connections],
    seconds: 10,
    reference: 'nginx',
    rows: [{ path: '/?lng=en', connections, bytes: 1000, ours: load(oursRps, 20), static: load(10_000, 7), rpsRatio: oursRps / 10_000, p99Ratio: 3 }],
  };
}

type Row = ApiSection['rows'][number];
function api(p99: number, change: Partial<Row> = {}, connections = 200): ApiSection {
  return {
    connections,
    seconds: 10,
    notes: [],
    rows: [NEWS_LIST_CALL, NEWS_ITEM_CALL].map((call) => ({
      ...load(5000, p99),
      ok: 60_000,
      timeouts: 0,
      runs: 3,
      engine: 'deployed' as const,
      call,
      connections,
      ...(call === NEWS_ITEM_CALL ? { views: { answered: 100, counted: 100, inFlight: 0 } } : {}),
      reference: { kind: 'nginx' as const, rps: 20_000, p50: 1, p99: 3, max: 9 },
      ...change,
    })),
  };
}

const soak = (engine: string, p99: number, max: number, connections = 16): SoakResult => ({
  engine,
  minutes: 10,
  connections,
  requests: 1000,
  rps: 100,
  p99,
  max,
  non2xx: 0,
  errors: 0,
  perMinute: [100, 100],
  growth: 0,
});

const deployed = (o: { rps?: number; apiP99?: number; change?: Partial<Row>; soak?: SoakResult } = {}): DeployedSection => ({
  pages: pages(o.rps ?? 9_000),
  api: api(o.apiP99 ?? 20, o.change),
  ...(o.soak ? { soak: o.soak } : {}),
  logBytesPerRequest: 0,
});

const shape = (skip: Section[] = [], change: Partial<RunShape> = {}): RunShape => ({
  skip: new Set(skip),
  seconds: 10,
  connections: [64],
  apiConnections: 200,
  soakMinutes: 10,
  soakConnections: 16,
  postgres: true,
  ...change,
});

const judge = (i: Partial<GoalInputs>, s = shape()) => evaluateGoals({ memory: [], soak: [], ...i }, s);
const met = (i: Partial<GoalInputs>, id: string, s?: RunShape) =>
  judge(i, s)
    .goals.filter((g) => g.id === id)
    .map((g) => g.met);

describe('the goals of issue 73', () => {
  it('D1: each page as deployed at ≥ 0.8× nginx sending the same bytes', () => {
    assert.deepEqual(met({ deployed: deployed({ rps: GOALS.D1.minRatio * 10_000 }) }, 'D1'), [true]);
    assert.deepEqual(met({ deployed: deployed({ rps: GOALS.D1.minRatio * 10_000 - 1 }) }, 'D1'), [false]);
    const row = judge({ deployed: deployed() }).goals.find((g) => g.id === 'D1')!;
    assert.match(row.value, /^0\.90× \(9,000 req\/s; p99 20 ms, max 40 ms\)$/);
    assert.match(row.reference, /^nginx 10,000 req\/s; p99 7 ms, max 14 ms$/);
  });

  it('D2: the news list and item by their own p99, all 2xx, no timeout, every view counted', () => {
    assert.deepEqual(met({ deployed: deployed() }, 'D2'), [true, true]);
    assert.deepEqual(met({ deployed: deployed({ apiP99: GOALS.D2.p99MaxMs + 1 }) }, 'D2'), [false, false]);
    assert.deepEqual(met({ deployed: deployed({ change: { non2xx: 1 } }) }, 'D2'), [false, false]);
    assert.deepEqual(met({ deployed: deployed({ change: { timeouts: 1 } }) }, 'D2'), [false, false]);
    const lost = { views: { answered: 100, counted: 99, inFlight: 0 } };
    assert.deepEqual(met({ deployed: deployed({ change: lost }) }, 'D2'), [true, false]);
    const inFlight = { views: { answered: 100, counted: 104, inFlight: 5 } };
    assert.deepEqual(met({ deployed: deployed({ change: inFlight }) }, 'D2'), [true, true]);
    assert.match(judge({ deployed: deployed() }).goals.find((g) => g.id === 'D2')!.reference, /^nginx p99 3 ms, max 9 ms$/);
  });

  it('D2 at other than 200 connections is shown, not judged', () => {
    const light = { ...deployed(), api: api(20, {}, 50) };
    const { goals, notes } = judge({ deployed: light }, shape([], { apiConnections: 50 }));
    assert.deepEqual(
      goals.filter((g) => g.id === 'D2').map((g) => g.met),
      [undefined, undefined],
    );
    assert.ok(notes.some((n) => n.startsWith('D2: loaded at 50 connections, not 200')));
    assert.equal(judge({ deployed: light }, shape([], { apiConnections: 50 })).smoke, true);
  });

  it('D3 and S1: mixed visitors by p99 (and max as deployed)', () => {
    assert.deepEqual(met({ deployed: deployed({ soak: soak('as deployed', 50, 250) }) }, 'D3'), [true]);
    assert.deepEqual(met({ deployed: deployed({ soak: soak('as deployed', 50, 251) }) }, 'D3'), [false]);
    assert.deepEqual(met({ soak: [soak('PGlite', 50, 900), soak('PostgreSQL', 51, 10)] }, 'S1'), [true, false]);
  });

  it('S2: each page on one instance at ≥ 0.25× nginx', () => {
    assert.deepEqual(met({ throughput: pages(2_500) }, 'S2'), [true]);
    assert.deepEqual(met({ throughput: pages(2_499) }, 'S2'), [false]);
  });

  it('S3: RSS per engine at rest, 120 s after the loads', () => {
    const series = (name: string, rest: number) => ({
      name,
      samples: [],
      peak: 400,
      marks: [
        { label: 'start', mb: 100 },
        { label: IDLE_MARK, mb: 390 },
        { label: REST_MARK, mb: rest },
      ],
    });
    assert.deepEqual(met({ memory: [series('PGlite server', GOALS.S3.PGlite), series('PostgreSQL server', GOALS.S3.PostgreSQL + 1)] }, 'S3'), [true, false]);
    const notRested = judge({ memory: [{ ...series('PGlite server', 1), marks: [{ label: 'start', mb: 100 }] }] });
    assert.deepEqual(
      notRested.goals.filter((g) => g.id === 'S3').map((g) => g.met),
      [undefined, undefined],
    );
  });

  it('T1, L1 and L2', () => {
    assert.deepEqual(met({ start: { freshS: 10, restartS: 2 } }, 'T1'), [true]);
    assert.deepEqual(met({ start: { freshS: 10.01, restartS: 2 } }, 'T1'), [false]);
    const lines = (n: number, settings: number) => ({ lines: n, files: 3, settings: Array.from({ length: settings }, (_, i) => `S${i}`) });
    assert.deepEqual([...met({ lines: lines(10_000, 42) }, 'L1'), ...met({ lines: lines(10_000, 42) }, 'L2')], [true, true]);
    assert.deepEqual([...met({ lines: lines(10_001, 43) }, 'L1'), ...met({ lines: lines(10_001, 43) }, 'L2')], [false, false]);
  });

  it('says why a goal was not measured, and when the loads were shorter than the full run', () => {
    const none = judge({}, shape(['deployed', 'start', 'lines', 'pages', 'api', 'soak'], { soakMinutes: 0 }));
    assert.deepEqual([...new Set(none.goals.map((g) => g.id))], ['D1', 'D2', 'D3', 'S1', 'S2', 'S3', 'T1', 'L1', 'L2']);
    assert.ok(none.goals.every((g) => g.met === undefined && g.value === '—'));
    assert.ok(none.notes.includes('D1, D2: the deployed section did not run (--only, --skip).'), none.notes.join('\n'));
    assert.ok(none.notes.includes('S3: no load ran (the pages, api or soak section), so no rest after one.'), none.notes.join('\n'));
    const missing = judge({}, shape([], { deploymentMissing: 'no Redis', soakMinutes: 0 }));
    assert.ok(missing.notes.includes('D1, D2: no Redis.'), missing.notes.join('\n'));
    assert.ok(missing.notes.includes('D3, S1: --soak-minutes 0.'), missing.notes.join('\n'));
    const smoke = judge({ deployed: deployed() }, shape([], { seconds: 3, soakMinutes: 1 }));
    assert.ok(smoke.notes.some((n) => n.startsWith('A smoke run: loads of 3 s (the full run: 10)')));
    assert.equal(smoke.smoke, true);
    assert.equal(judge({ deployed: deployed() }).smoke, false);
  });
});
