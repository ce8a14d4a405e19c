import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { evaluateGoals, type Goal } from './goals';
import { API_LOAD, DEPLOYED_PAGE_LOAD, LIGHTHOUSE_BUDGETS, MIXED_LOAD, PAGE_LOAD, RSS_MAX_MB } from './budgets';
import type { DeployedSection } from './deployed';
import type { ApiSection } from './api';
import type { ThroughputSection } from './throughput';
import type { SoakResult } from './soak';
import type { LighthouseSection } from './lighthouse';
import type { InteractivitySection } from './interactivity';
import { IDLE_MARK, REST_MARK } from './memory';

const load = (rps: number, p99: number) => ({ rps, p50: p99 / 4, p99, requests: rps * 10, answered: rps * 12, non2xx: 0, errors: 0 });

function throughput(oursRps: number, oursP99: number, nginxP99: number): ThroughputSection {
  return {
    rows: [
      {
        path: '/?lng=en',
        connections: PAGE_LOAD.connections,
        bytes: 1000,
        ours: load(oursRps, oursP99),
        static: load(10_000, nginxP99),
        rpsRatio: oursRps / 10_000,
        p99Ratio: oursP99 / nginxP99,
      },
    ],
  } as unknown as ThroughputSection;
}

function api(p99: number, referenceP99: number, timeouts = 0, views = { answered: 100, counted: 100, inFlight: 0 }): ApiSection {
  return {
    connections: 200,
    seconds: 10,
    notes: [],
    rows: API_LOAD.calls.map((call) => ({
      ...load(5000, p99),
      timeouts,
      engine: 'PGlite',
      call,
      connections: 200,
      ...(call.includes('{id}') ? { views } : {}),
      reference: { kind: 'nginx', rps: 20_000, p50: 1, p99: referenceP99 },
    })),
  } as unknown as ApiSection;
}

const soak = (p99: number, max: number, growth: number): SoakResult => ({
  engine: 'PGlite',
  minutes: 10,
  connections: 16,
  requests: 1000,
  rps: 100,
  p99,
  max,
  non2xx: 0,
  errors: 0,
  perMinute: [100, 100 + growth],
  growth,
});

const memory = (mb: number) => [
  {
    name: 'PGlite server',
    samples: [],
    peak: mb,
    marks: [
      { label: 'start', mb: 100 },
      { label: IDLE_MARK, mb },
    ],
  },
];

function lighthouse(performance: number, tbt: number, mainThread: number): LighthouseSection {
  const run = { scores: { performance }, tbt, mainThread };
  return {
    lighthouseVersion: '12',
    chromium: '156',
    benchmarkIndex: [1800],
    pages: [{ form: 'mobile', route: '/', lang: 'ko', ...run, runs: [run, run, run] }],
  } as unknown as LighthouseSection;
}

function interactivity(answeredAfterFcp: number, lost = 0): InteractivitySection {
  return {
    conditions: '',
    rows: [{ route: '/', lang: 'en', control: 'footer policy', press: 'page', atFirstPaint: true, runs: 3, answeredAfterFcp, answeredAfterPress: 100, lost }],
  } as unknown as InteractivitySection;
}

const find = (goals: Goal[], text: string) => {
  const goal = goals.find((g) => g.goal.includes(text));
  assert.ok(goal, `a goal with "${text}" in ${goals.map((g) => g.goal).join(' | ')}`);
  return goal;
};

describe('evaluateGoals', () => {
  it('judges kept pages against nginx in the same run: a ratio and a p99 relative to nginx’s', () => {
    assert.equal(find(evaluateGoals({ throughput: throughput(3500, 20, 7), memory: [], soak: [] }), '/?lng=en').met, true);
    assert.equal(find(evaluateGoals({ throughput: throughput(2500, 20, 7), memory: [], soak: [] }), '/?lng=en').met, false, 'under the ratio');
    assert.equal(find(evaluateGoals({ throughput: throughput(3500, 22, 7), memory: [], soak: [] }), '/?lng=en').met, false, 'p99 over 3× nginx');
    const withYardsticks = throughput(3500, 20, 7);
    Object.assign(withYardsticks.rows[0]!, { node: load(6000, 8), fastify: load(4200, 12) });
    const said = find(evaluateGoals({ throughput: withYardsticks, memory: [], soak: [] }), '/?lng=en').measured;
    assert.match(said, /node:http handler, same answers: 6000 req\/s, 0\.60×/);
    assert.match(said, /Fastify with the per-answer duties: 4200 req\/s, 0\.42×, p99 12 ms/);
    assert.equal(find(evaluateGoals({ memory: [], soak: [] }), 'kept pages').met, undefined, 'not measured is not met');
  });

  it('judges the APIs by their p99 beside nginx’s, timeouts and every view counted', () => {
    const ok = evaluateGoals({ api: api(30, 12), memory: [], soak: [] });
    assert.equal(find(ok, 'news list').met, true);
    assert.equal(find(ok, 'news item').met, true);
    assert.equal(find(evaluateGoals({ api: api(40, 12), memory: [], soak: [] }), 'news list').met, false);
    assert.equal(find(evaluateGoals({ api: api(30, 12, 1), memory: [], soak: [] }), 'news item').met, false, 'a timeout');
    assert.equal(
      find(evaluateGoals({ api: api(30, 12, 0, { answered: 100, counted: 99, inFlight: 0 }), memory: [], soak: [] }), 'news item').met,
      false,
      'a view lost',
    );
  });

  it('judges the deployment by its pages against nginx sending the bytes itself', () => {
    const deployed = (oursRps: number, apiP99: number): DeployedSection => ({
      pages: throughput(oursRps, 10, 7),
      api: { ...api(apiP99, 12), rows: api(apiP99, 12).rows.map((r) => ({ ...r, engine: 'deployed' as const })) },
      logBytesPerRequest: 0,
    });
    const at = (oursRps: number) => evaluateGoals({ deployed: deployed(oursRps, 30), memory: [], soak: [] });
    assert.equal(find(at(DEPLOYED_PAGE_LOAD.minRatio * 10_000), 'as deployed, /?lng=en').met, true);
    assert.equal(find(at(DEPLOYED_PAGE_LOAD.minRatio * 10_000 - 1), 'as deployed, /?lng=en').met, false, 'under the ratio');
    assert.equal(find(evaluateGoals({ memory: [], soak: [] }), 'as deployed, kept pages').met, undefined, 'not measured is not met');
  });

  it('judges memory per engine and the mixed load by p99, max and growth', () => {
    assert.equal(find(evaluateGoals({ memory: memory(RSS_MAX_MB.PGlite), soak: [] }), 'RSS on PGlite').met, true);
    assert.equal(find(evaluateGoals({ memory: memory(RSS_MAX_MB.PGlite + 1), soak: [] }), 'RSS on PGlite').met, false);
    // Judged at rest, once V8 has given back what the load grew; the 30 s and right-after figures shown beside.
    const resting = [
      {
        name: 'PostgreSQL server',
        samples: [],
        peak: 400,
        marks: [
          { label: 'start', mb: 100 },
          { label: 'API load', mb: 380 },
          { label: IDLE_MARK, mb: 370 },
          { label: REST_MARK, mb: RSS_MAX_MB.PostgreSQL },
        ],
      },
    ];
    const rest = find(evaluateGoals({ memory: resting, soak: [] }), 'RSS on PostgreSQL');
    assert.equal(rest.met, true);
    assert.match(rest.measured, new RegExp(`^${RSS_MAX_MB.PostgreSQL} MB ${REST_MARK}; 370 MB ${IDLE_MARK}; 380 MB right after API load; peak 400 MB$`));
    const within = soak(MIXED_LOAD.p99MaxMs, MIXED_LOAD.maxMs, MIXED_LOAD.growthMaxPercent);
    assert.equal(find(evaluateGoals({ memory: [], soak: [within] }), 'mixed visitor load').met, true);
    for (const over of [soak(MIXED_LOAD.p99MaxMs + 1, 10, 0), soak(10, MIXED_LOAD.maxMs + 1, 0), soak(10, 10, MIXED_LOAD.growthMaxPercent + 0.1)]) {
      assert.equal(find(evaluateGoals({ memory: [], soak: [over] }), 'mixed visitor load').met, false);
    }
    // A view lost (or counted twice beyond the requests in flight) misses the goal too.
    assert.equal(
      find(evaluateGoals({ memory: [], soak: [{ ...within, views: { answered: 100, counted: 104, inFlight: 5 } }] }), 'mixed visitor load').met,
      true,
    );
    for (const counted of [99, 106])
      assert.equal(find(evaluateGoals({ memory: [], soak: [{ ...within, views: { answered: 100, counted, inFlight: 5 } }] }), 'mixed visitor load').met, false);
  });

  it('judges Lighthouse by its budgets and a first press by its time after FCP and no press lost', () => {
    const at = (score: number, tbt: number, main: number) => evaluateGoals({ lighthouse: lighthouse(score, tbt, main), memory: [], soak: [] });
    assert.equal(find(at(LIGHTHOUSE_BUDGETS.performance, 0, 0), 'Lighthouse mobile').met, true);
    assert.equal(find(at(LIGHTHOUSE_BUDGETS.performance - 1, 0, 0), 'Lighthouse mobile').met, false);
    assert.equal(find(at(100, LIGHTHOUSE_BUDGETS.tbt + 1, 0), 'TBT').met, false);
    assert.equal(find(at(100, 0, LIGHTHOUSE_BUDGETS.mainThread + 1), 'main-thread').met, false);
    assert.equal(find(evaluateGoals({ interactivity: interactivity(900), memory: [], soak: [] }), 'footer policy').met, true);
    assert.equal(find(evaluateGoals({ interactivity: interactivity(1100), memory: [], soak: [] }), 'footer policy').met, false);
    assert.equal(find(evaluateGoals({ interactivity: interactivity(500, 1), memory: [], soak: [] }), 'footer policy').met, false, 'a press lost');
  });
});
