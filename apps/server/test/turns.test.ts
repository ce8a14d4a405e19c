import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../src/db/database';
import { oneCallPerTurn } from '../src/lib/turns';

/** Counts the event loop's turns (a setImmediate each) until stopped. */
function turnCounter() {
  let turns = 0;
  let stopped = false;
  const tick = () => {
    turns += 1;
    if (!stopped) setImmediate(tick);
  };
  setImmediate(tick);
  return { now: () => turns, stop: () => void (stopped = true) };
}

describe('oneCallPerTurn', () => {
  it('runs calls one at a time, in the order asked, each in a later turn of the event loop', async () => {
    const turn = oneCallPerTurn();
    const counter = turnCounter();
    const seen: { i: number; at: number }[] = [];
    let running = 0;
    let most = 0;
    await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        turn(async () => {
          running += 1;
          most = Math.max(most, running);
          seen.push({ i, at: counter.now() });
          await Promise.resolve();
          running -= 1;
        }),
      ),
    );
    counter.stop();
    expect(seen.map((s) => s.i)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(most).toBe(1);
    for (let k = 1; k < seen.length; k++) expect(seen[k]!.at, `call ${k}`).toBeGreaterThan(seen[k - 1]!.at);
  });

  it('goes on after a call that fails, and hands its error to its caller only', async () => {
    const turn = oneCallPerTurn();
    const failed = turn(() => Promise.reject(new Error('no')));
    const next = turn(() => Promise.resolve('yes'));
    await expect(failed).rejects.toThrow('no');
    await expect(next).resolves.toBe('yes');
  });
});

describe('the embedded database takes turns', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory://' });
  });
  afterAll(() => database.close());

  it('answers statements asked at once in turns of their own, with I/O between them', async () => {
    const counter = turnCounter();
    const at: number[] = [];
    await Promise.all(
      Array.from({ length: 6 }, () =>
        database.db.execute(sql`select 1`).then(() => {
          at.push(counter.now());
        }),
      ),
    );
    counter.stop();
    for (let k = 1; k < at.length; k++) expect(at[k], `statement ${k}`).toBeGreaterThan(at[k - 1]!);
  });

  it('still runs a transaction whole (its statements go through its own connection)', async () => {
    const result = await database.db.transaction(async (tx) => {
      await tx.execute(sql`create temporary table turn_check (n int)`);
      await tx.execute(sql`insert into turn_check values (1), (2)`);
      return tx.execute(sql`select count(*)::int as n from turn_check`);
    });
    expect((result as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(2);
  });
});
