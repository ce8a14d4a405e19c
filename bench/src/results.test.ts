import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { commandLine, renderResultsMd } from './results';

describe('RESULTS.md', () => {
  it('names the command as typed, and the environment it read without a URL’s value', () => {
    const env = { TEST_DATABASE_URL: 'postgres://u:secret@h/db', BENCH_SOAK_MINUTES: '10', HOME: '/root' };
    assert.equal(
      commandLine(['--', '--only', 'soak,deployed', '--routes', '/a b'], env),
      "BENCH_SOAK_MINUTES=10 TEST_DATABASE_URL=… pnpm bench:web --only soak,deployed --routes '/a b'",
    );
  });

  it('holds the run, the machine, the command, one table and the notes', () => {
    const md = renderResultsMd({
      startedAt: new Date('2026-12-08T10:00:00Z'),
      finishedAt: new Date('2026-12-08T11:10:00Z'),
      commit: { commit: 'abc1234', dirty: true },
      machine: { cpu: 'AMD EPYC', cores: 2, loadavgAtStart: [0.5, 0.4, 0.3], loadavgAtEnd: [1.9, 1.5, 1], node: 'v24.21.0', nginx: '1.22.1' },
      benchmarkIndex: [1800, 1700, 1900],
      command: 'pnpm bench:web --soak-minutes 10',
      goals: [
        { id: 'D1', goal: 'as deployed: `/` at 64 connections', threshold: '≥ 0.8× nginx', value: '0.9× | x', reference: 'nginx 10 req/s', met: true },
        { id: 'D3', goal: 'mixed', threshold: 'p99 ≤ 50 ms', value: '—', reference: '', met: undefined },
      ],
      notes: ['D3: --soak-minutes 0.'],
    });
    assert.equal(
      md,
      [
        '# Benchmark results',
        '',
        '- Run: 2026-12-08 10:00 to 2026-12-08 11:10 UTC',
        '- Commit: abc1234 (working tree dirty)',
        '- Machine: AMD EPYC, 2 cores; load average 0.50 0.40 0.30 at the start, 1.90 1.50 1.00 at the end; Node v24.21.0; nginx 1.22.1; Lighthouse benchmarkIndex 1800 (median of 3, 1700–1900)',
        '- Command: `pnpm bench:web --soak-minutes 10`',
        '',
        '| id | goal | threshold | value | reference | met |',
        '|---|---|---|---|---|---|',
        '| D1 | as deployed: `/` at 64 connections | ≥ 0.8× nginx | 0.9× \\| x | nginx 10 req/s | ✓ |',
        '| D3 | mixed | p99 ≤ 50 ms | — |  | — |',
        '',
        '- D3: --soak-minutes 0.',
        '',
      ].join('\n'),
    );
  });
});
