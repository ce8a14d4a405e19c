import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { openingFigures } from './throughput';
import { LOAD_ROUNDS, type LoadResult, type LoggedRequest, combineRounds, inTurn, roundSeconds, stoppedBeforeSummary, summarizeRequests } from './load';

const ran = 'Main benchmark duration is over for thread #0. Stopping all clients.\nStopped all clients for thread #0\n';

describe('an h2load run that ended without its summary', () => {
  it('is one that ran the load and stopped (died or hung) before "finished in"', () => {
    assert.equal(stoppedBeforeSummary(ran), true);
  });
  it('is not a run that printed its summary, nor one that never ran the load', () => {
    assert.equal(stoppedBeforeSummary(`${ran}\nfinished in 6.00s, 12000.00 req/s, 250MB/s\n`), false);
    assert.equal(stoppedBeforeSummary('connect to 127.0.0.1:1 failed: Connection refused\n'), false);
  });
});

describe('a load summarized from its requests', () => {
  const s = 1e6;
  // [start µs, status, duration µs]: two opening seconds, then two measured ones.
  const rows: LoggedRequest[] = [
    [0, 200, 1_500_000],
    [0.5 * s, 200, 2_000],
    [1.9 * s, -1, 3_000],
    [2 * s, 200, 4_000],
    [2.5 * s, 200, 6_000],
    [3 * s, 404, 8_000],
    [3.5 * s, 200, 11_000_000],
  ];
  const r = summarizeRequests(rows, 2);

  it('measures the seconds after the opening only', () => {
    assert.equal(r.requests, 4);
    assert.equal(r.rps, 2);
    assert.equal(r.p50, 8);
    assert.equal(r.p99, 11_000);
    assert.equal(r.max, 11_000);
  });
  it('reports the opening beside them: its slowest answers stay visible', () => {
    assert.deepEqual(r.opening, { p99: 1_500, max: 1_500, requests: 3 });
  });
  it('counts answers, failures and timeouts over the whole load', () => {
    assert.equal(r.ok, 5);
    assert.equal(r.non2xx, 1);
    assert.equal(r.errors, 1);
    assert.equal(r.timeouts, 1);
  });
});

describe('an opening as the API table shows it', () => {
  it('is p99/max, or nothing when the load had no opening', () => {
    assert.equal(openingFigures({ p99: 290.3, max: 1463.7, requests: 8787 }), '290.3/1463.7');
    assert.equal(openingFigures({ p99: 0, max: 0, requests: 0 }), '');
    assert.equal(openingFigures(undefined), '');
  });
});

describe('loads taken in rounds', () => {
  const result = (p50: number, p99: number, requests: number, opening?: { p99: number; max: number }): LoadResult => ({
    rps: requests,
    p50,
    p99,
    max: p99 * 2,
    requests,
    ok: requests + 10,
    non2xx: 1,
    errors: 0,
    timeouts: 1,
    runs: 1,
    ...(opening ? { opening: { ...opening, requests: 5 } } : {}),
  });

  it('combine into answers over all measured seconds, the worst p99, the median p50, every count', () => {
    const c = combineRounds([result(2, 9, 400, { p99: 3, max: 8 }), result(1, 4, 500), result(3, 5, 300, { p99: 6, max: 7 })], 12);
    assert.equal(c.requests, 1200);
    assert.equal(c.rps, 100);
    assert.equal(c.p99, 9);
    assert.equal(c.p50, 2);
    assert.equal(c.max, 18);
    assert.equal(c.ok, 1230);
    assert.equal(c.non2xx, 3);
    assert.equal(c.timeouts, 3);
    // Every run's last requests may still be in flight when the views are read.
    assert.equal(c.runs, 3);
    assert.deepEqual(c.opening, { p99: 6, max: 8, requests: 10 });
    // Each round kept beside, in the order run: which round made the p99.
    assert.deepEqual(
      c.rounds?.map((r) => r.p99),
      [9, 4, 5],
    );
  });

  it('refuse to combine nothing', () => {
    assert.throws(() => combineRounds([], 1));
  });

  it('run every load once a round, in the order given, each round before the next', async () => {
    const order: string[] = [];
    const loadOf = (name: string, p99: number) => async (seconds: number) => {
      order.push(`${name}:${seconds}`);
      return result(1, p99 + order.length, 10 * seconds);
    };
    const [ours, reference] = await inTurn([loadOf('ours', 0), loadOf('reference', 100)], 10);
    assert.equal(LOAD_ROUNDS, 3);
    assert.equal(roundSeconds(10), 4);
    assert.deepEqual(order, ['ours:4', 'reference:4', 'ours:4', 'reference:4', 'ours:4', 'reference:4']);
    assert.equal(ours!.p99, 5, "ours' worst round is its last (the fifth load run)");
    assert.equal(reference!.p99, 106);
    assert.equal(ours!.rps, 10, 'three rounds of 40 answers over 12 measured seconds');
  });
});
