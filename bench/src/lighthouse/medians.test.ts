import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Result } from 'lighthouse';
import { medianValues, referenceOf } from './medians';
import type { PageValues } from './model';

const scores = (performance: number | null, accessibility: number | null = 100) => ({ performance, accessibility, 'best-practices': 100, seo: 100 });

function run(n: number, performance: number | null, exempted: string[] = []): PageValues {
  return {
    scores: scores(performance),
    budgetScores: scores(performance === null ? null : performance + 1),
    exempted,
    fcp: n,
    lcp: 2 * n,
    tbt: 3 * n,
    cls: n / 1000,
    speedIndex: 4 * n,
    mainThread: 5 * n,
    benchmarkIndex: 1000 + n,
    js: 100 * n,
    css: 10 * n,
    jsTransfer: 90 * n,
    cssTransfer: 9 * n,
    jsRequests: n,
    texts: 7 * n,
  };
}

describe('medianValues', () => {
  it('takes the median of every figure, whatever the order of the runs', () => {
    const m = medianValues([run(30, 90), run(10, 70), run(20, 80)]);
    assert.deepEqual(m, { ...run(20, 80), exempted: [] });
  });

  it('averages the middle two of an even count and rounds the scores only', () => {
    const m = medianValues([run(10, 70), run(15, 75)]);
    assert.equal(m.scores.performance, 73, '72.5 rounds up');
    assert.equal(m.tbt, 37.5);
    assert.equal(m.cls, 0.0125);
  });

  it('leaves runs without a score out of that score, and gives null when none has it', () => {
    assert.equal(medianValues([run(10, null), run(20, 60), run(30, 90)]).scores.performance, 75);
    assert.equal(medianValues([run(10, null), run(20, null)]).scores.performance, null);
    assert.equal(medianValues([run(10, null), run(20, null)]).scores.accessibility, 100);
  });

  it('lists each audit left out of the budgets once', () => {
    const m = medianValues([run(1, 90, ['is-crawlable']), run(2, 90, ['is-crawlable', 'http-status-code']), run(3, 90)]);
    assert.deepEqual(m.exempted, ['is-crawlable', 'http-status-code']);
  });
});

function referenceRun(performance: number | null, tbt: number, mainThread: number, benchmarkIndex: number): Result {
  return {
    categories: { performance: { score: performance } },
    audits: { 'total-blocking-time': { numericValue: tbt }, 'mainthread-work-breakdown': { numericValue: mainThread } },
    environment: { benchmarkIndex },
  } as unknown as Result;
}

describe('referenceOf', () => {
  it('gives the medians of the runs without scripts, the score out of 100', () => {
    const ref = referenceOf([referenceRun(0.91, 50, 900, 1500), referenceRun(0.955, 10, 700, 1700), referenceRun(0.99, 30, 800, 1600)]);
    assert.deepEqual(ref, { performance: 96, tbt: 30, mainThread: 800, benchmarkIndex: 1600 });
  });

  it('has no score when no run scored, and NaN for a figure Lighthouse did not give', () => {
    const lhr = { categories: {}, audits: {}, environment: { benchmarkIndex: 1200 } } as unknown as Result;
    const ref = referenceOf([lhr]);
    assert.equal(ref.performance, null);
    assert.ok(Number.isNaN(ref.tbt));
    assert.equal(ref.benchmarkIndex, 1200);
  });
});
