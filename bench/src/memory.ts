import { readFileSync } from 'node:fs';
import { heading, table } from './format';

/** Resident memory of a process in MB (Linux /proc), undefined once it is gone. */
export function rssMb(pid: number): number | undefined {
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb === undefined ? undefined : Number(kb) / 1024;
  } catch {
    return undefined;
  }
}

export interface RssMark {
  label: string;
  mb: number;
}

export interface RssSeries {
  name: string;
  /** Every sample: seconds since the sampling started, MB. */
  samples: [number, number][];
  marks: RssMark[];
  peak: number;
}

/** How long the servers rest after the last load before their first mark at rest. */
export const SETTLE_MS = 30_000;
export const IDLE_MARK = `idle ${SETTLE_MS / 1000} s after the last load`;
/**
 * And before their last: V8 gives back the heap a load grew when its memory reducer runs, which
 * on an idle server is its watchdog's turn, about 100 s after the load (an idle server's timers
 * keep it from seeing the allocation rate as low sooner).
 */
export const REST_MS = 120_000;
export const REST_MARK = `at rest ${REST_MS / 1000} s after the last load`;
/** The marks taken at rest, not after a load. */
export const RESTING_MARKS: readonly string[] = [IDLE_MARK, REST_MARK];

/**
 * Samples a server's resident memory through the whole run (every `everyMs`), and marks it at the
 * end of each section: what the server holds after a kind of load, and the most it held.
 */
export class RssSampler {
  private readonly series: RssSeries;
  private readonly timer: NodeJS.Timeout;
  private readonly started = Date.now();

  constructor(
    name: string,
    private readonly pid: number,
    everyMs = 500,
  ) {
    this.series = { name, samples: [], marks: [], peak: 0 };
    this.sample();
    this.timer = setInterval(() => this.sample(), everyMs);
    this.timer.unref();
  }

  private sample(): number | undefined {
    const mb = rssMb(this.pid);
    if (mb === undefined) return undefined;
    this.series.samples.push([(Date.now() - this.started) / 1000, mb]);
    this.series.peak = Math.max(this.series.peak, mb);
    return mb;
  }

  mark(label: string): void {
    const mb = this.sample();
    if (mb !== undefined) this.series.marks.push({ label, mb });
  }

  stop(): RssSeries {
    clearInterval(this.timer);
    return this.series;
  }
}

export function printMemory(series: readonly RssSeries[]): void {
  console.log(heading('MEMORY — resident set size (RSS) of each server process, sampled every 0.5 s through the run'));
  for (const s of series) {
    const rows = s.marks.map((m) => [m.label, m.mb.toFixed(0)]);
    rows.push(['peak', s.peak.toFixed(0)]);
    console.log(`${s.name}\n${table([{ header: 'after', align: 'left' }, { header: 'RSS MB' }], rows)}\n`);
  }
}
