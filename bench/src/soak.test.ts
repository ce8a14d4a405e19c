import assert from 'node:assert/strict';
import { test } from 'node:test';
import { latencyOf } from './soak';
import type { LoggedRequest } from './load';

test('the slowest answer of a load, and when it was asked for', () => {
  const start = 1_800_000_000_000_000;
  const rows: LoggedRequest[] = Array.from({ length: 200 }, (_, i) => [start + i * 10_000, 200, 1_000 + i]);
  rows[150] = [start + 12_345_000, 200, 480_000];
  assert.deepEqual(latencyOf(rows, start), { p99: 1, max: 480, maxAt: 12.3 });
});
