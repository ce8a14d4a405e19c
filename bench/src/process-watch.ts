import parsePrometheusTextFormat from 'parse-prometheus-text-format';

/** What the server's /metrics says of its process at one moment (prom-client's default metrics). */
export interface ProcessReading {
  /** Seconds since the watch started. */
  at: number;
  /**
   * The longest event-loop delay since the previous reading (prom-client resets it each scrape), ms:
   * whatever held the process (a long synchronous stretch, a garbage collection's pause).
   */
  loopMaxMs: number;
  /** Its memory (MB): the whole resident set, V8's heap as reserved and as used, and the memory outside it (buffers). */
  memory: ProcessMemory;
}

export interface ProcessMemory {
  rssMb: number;
  heapTotalMb: number;
  heapUsedMb: number;
  externalMb: number;
}

/** The server's process through a load: whether its slowest answers were its own stall (event loop, GC) or not. */
export interface ProcessWatch {
  readings: number;
  /** The longest event-loop delay seen, ms, and when (seconds into the load). */
  loopMaxMs: number;
  loopMaxAt: number;
  /** Seconds whose longest delay was over 100 ms. */
  secondsOver100ms: number;
  /** The five longest delays, longest first: when (seconds into the load) and how long (ms). */
  longest: { at: number; ms: number }[];
  /** Its memory at the last reading: which part of the resident set a load left. */
  memory?: ProcessMemory;
}

const PREFIX = 'inphr_';

/** Reads a /metrics text: the event loop's longest delay and the process's memory. */
export function readingOf(text: string, at: number): ProcessReading {
  const families = parsePrometheusTextFormat(text);
  const value = (name: string) => Number(families.find((f) => f.name === `${PREFIX}${name}`)?.metrics[0]?.value ?? Number.NaN);
  const mb = (name: string) => value(name) / 2 ** 20;
  return {
    at,
    loopMaxMs: value('nodejs_eventloop_lag_max_seconds') * 1000,
    memory: {
      rssMb: mb('process_resident_memory_bytes'),
      heapTotalMb: mb('nodejs_heap_size_total_bytes'),
      heapUsedMb: mb('nodejs_heap_size_used_bytes'),
      externalMb: mb('nodejs_external_memory_bytes'),
    },
  };
}

/**
 * What the readings of a load add up to. The first reading is the baseline: its delay covers the
 * time before the watch began (the server's start, its warm-up), not the load.
 */
export function summarize(readings: readonly ProcessReading[]): ProcessWatch {
  const during = readings.slice(1);
  const byDelay = [...during].sort((a, b) => b.loopMaxMs - a.loopMaxMs);
  return {
    readings: during.length,
    loopMaxMs: byDelay[0]?.loopMaxMs ?? Number.NaN,
    loopMaxAt: byDelay[0]?.at ?? Number.NaN,
    secondsOver100ms: during.filter((r) => r.loopMaxMs > 100).length,
    longest: byDelay.slice(0, 5).map((r) => ({ at: r.at, ms: Math.round(r.loopMaxMs) })),
    ...(during.length ? { memory: during.at(-1)!.memory } : {}),
  };
}

/**
 * Reads the server's /metrics (METRICS_TOKEN) every `everyMs` until stopped. A reading that fails
 * (the server busy past the interval) is skipped; the next one still holds the longest delay.
 */
export function watchProcess(base: string, token: string, everyMs = 1_000): { stop: () => Promise<ProcessWatch> } {
  const started = Date.now();
  const readings: ProcessReading[] = [];
  let reading: Promise<void> = Promise.resolve();
  const read = async () => {
    try {
      const res = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${token}` }, signal: AbortSignal.timeout(everyMs * 5) });
      if (res.ok) readings.push(readingOf(await res.text(), (Date.now() - started) / 1000));
    } catch {
      // Skipped: the next reading covers the time since the last one.
    }
  };
  const timer = setInterval(() => (reading = reading.then(read)), everyMs);
  void read();
  return {
    stop: async () => {
      clearInterval(timer);
      await reading;
      await read();
      return summarize(readings);
    },
  };
}
