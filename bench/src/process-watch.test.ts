import assert from 'node:assert/strict';
import { test } from 'node:test';
import { readingOf, summarize } from './process-watch';

const MB = 2 ** 20;
const metrics = (lagSeconds: number, heapTotalMb = 60) => `# HELP inphr_process_resident_memory_bytes Resident memory size in bytes.
# TYPE inphr_process_resident_memory_bytes gauge
inphr_process_resident_memory_bytes ${200 * MB}

# HELP inphr_nodejs_heap_size_total_bytes Process heap size from Node.js in bytes.
# TYPE inphr_nodejs_heap_size_total_bytes gauge
inphr_nodejs_heap_size_total_bytes ${heapTotalMb * MB}

# HELP inphr_nodejs_heap_size_used_bytes Process heap size used from Node.js in bytes.
# TYPE inphr_nodejs_heap_size_used_bytes gauge
inphr_nodejs_heap_size_used_bytes ${45 * MB}

# HELP inphr_nodejs_external_memory_bytes Node.js external memory size in bytes.
# TYPE inphr_nodejs_external_memory_bytes gauge
inphr_nodejs_external_memory_bytes ${12.5 * MB}

# HELP inphr_nodejs_eventloop_lag_min_seconds The minimum recorded event loop delay.
# TYPE inphr_nodejs_eventloop_lag_min_seconds gauge
inphr_nodejs_eventloop_lag_min_seconds 0.001

# HELP inphr_nodejs_eventloop_lag_max_seconds The maximum recorded event loop delay.
# TYPE inphr_nodejs_eventloop_lag_max_seconds gauge
inphr_nodejs_eventloop_lag_max_seconds ${lagSeconds}

# HELP inphr_http_requests_total Requests answered.
# TYPE inphr_http_requests_total counter
inphr_http_requests_total{route="/",status="200"} 12
`;

test('a reading has the longest event-loop delay, in ms, and the memory of the process, in MB', () => {
  assert.deepEqual(readingOf(metrics(0.0421), 3), {
    at: 3,
    loopMaxMs: 42.1,
    memory: { rssMb: 200, heapTotalMb: 60, heapUsedMb: 45, externalMb: 12.5 },
  });
  const nothing = readingOf('# nothing\n', 1);
  assert.ok(Number.isNaN(nothing.loopMaxMs));
  assert.ok(Number.isNaN(nothing.memory.rssMb));
});

test('a watch names its longest delays and when, and counts the seconds over 100 ms, its first reading a baseline', () => {
  // The first reading's delay is the server's start (the warm-up): not the load's.
  const watch = summarize([readingOf(metrics(0.8), 0), readingOf(metrics(0.01), 1), readingOf(metrics(0.35), 2), readingOf(metrics(0.12, 70), 3)]);
  assert.deepEqual(
    { ...watch, loopMaxMs: Math.round(watch.loopMaxMs) },
    {
      readings: 3,
      loopMaxMs: 350,
      loopMaxAt: 2,
      secondsOver100ms: 2,
      longest: [
        { at: 2, ms: 350 },
        { at: 3, ms: 120 },
        { at: 1, ms: 10 },
      ],
      // The memory the load left: the last reading's.
      memory: { rssMb: 200, heapTotalMb: 70, heapUsedMb: 45, externalMb: 12.5 },
    },
  );
});

test('no readings: nothing known', () => {
  const watch = summarize([]);
  assert.equal(watch.readings, 0);
  assert.equal(watch.secondsOver100ms, 0);
  assert.ok(Number.isNaN(watch.loopMaxMs));
  assert.equal(watch.memory, undefined);
});
