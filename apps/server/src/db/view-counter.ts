import { sql } from 'drizzle-orm';
import type { Db } from './database';

/** An item's count as read from the database, and when the read started (the counter's clock). */
export interface DbReading {
  count: number;
  at: number;
}

/**
 * News views, counted in memory and written in one statement per interval (not one write per
 * view: under load every view was an UPDATE, and the detail API queued behind them).
 *
 * A view's answer still carries the exact count with it: the count known from the database
 * (`base`, as read at first sight and as returned by each write), plus the views being written
 * (`inflight`), plus those not yet written (`pending`). Concurrent views get distinct counts; a
 * failed write puts its views back; `close()` writes what is left (a graceful stop loses none; a
 * killed process loses at most one interval's views). A count known from the database is taken
 * again from an item read after it was known (care-api.ts reads a kept item again once it is
 * CACHE_TTL_S old): the views other instances wrote show on this one even while it writes none of
 * its own, and an older reading (a kept item answered while it is read again) never takes the
 * count back.
 */
export class ViewCounter {
  private readonly base = new Map<number, { count: number; at: number }>();
  private readonly inflight = new Map<number, number>();
  private readonly pending = new Map<number, number>();
  private flushing: Promise<void> | undefined;
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly db: Db,
    everyMs: number,
    /** The clock of the readings' times (`DbReading.at`; tests move it). */
    private readonly now: () => number = Date.now,
  ) {
    this.timer = setInterval(() => void this.flush(), Math.max(10, everyMs));
    this.timer.unref();
  }

  /** Counts one view of an item whose count was read as `stored`; the count with this view. */
  count(id: number, stored: DbReading): number {
    this.add(id);
    return this.current(id, stored);
  }

  /**
   * Counts one view of an item whose count this process has read (a kept news page's visit: the
   * page shows the count as of its render, the view is counted all the same).
   */
  add(id: number): void {
    this.pending.set(id, (this.pending.get(id) ?? 0) + 1);
  }

  /** The count of an item as this process knows it (`stored`: a reading of it from the database). */
  current(id: number, stored: DbReading): number {
    let known = this.base.get(id);
    // Not while views are being written: the item may have been read before or after that write.
    if (!known || (stored.at > known.at && !this.inflight.has(id))) this.base.set(id, (known = { count: stored.count, at: stored.at }));
    return known.count + (this.inflight.get(id) ?? 0) + (this.pending.get(id) ?? 0);
  }

  /** Writes the views counted so far (one statement); resolves when they are written. */
  async flush(): Promise<void> {
    while (this.flushing) await this.flushing;
    if (this.pending.size === 0) return;
    const batch = [...this.pending];
    this.pending.clear();
    for (const [id, n] of batch) this.inflight.set(id, n);
    this.flushing = this.write(batch).finally(() => {
      this.flushing = undefined;
    });
    return this.flushing;
  }

  private async write(batch: [number, number][]): Promise<void> {
    try {
      const values = sql.join(
        batch.map(([id, n]) => sql`(${id}::int, ${n}::int)`),
        sql`, `,
      );
      const result = (await this.db.execute(
        sql`UPDATE media SET review_cnt = media.review_cnt + v.n FROM (VALUES ${values}) AS v(id, n) WHERE media.id = v.id RETURNING media.id AS id, media.review_cnt AS count`,
      )) as unknown as { rows: { id: number; count: number | string }[] };
      // The database's count now includes these views (and any other instance's).
      const at = this.now();
      for (const row of result.rows) this.base.set(Number(row.id), { count: Number(row.count), at });
      for (const [id] of batch) this.inflight.delete(id);
    } catch (error) {
      // Not written: counted again with the next write.
      for (const [id, n] of batch) {
        this.inflight.delete(id);
        this.pending.set(id, (this.pending.get(id) ?? 0) + n);
      }
      throw error;
    }
  }

  /** Stops the timer and writes every view counted. */
  async close(): Promise<void> {
    clearInterval(this.timer);
    while (this.pending.size > 0 || this.flushing) await this.flush();
  }
}
