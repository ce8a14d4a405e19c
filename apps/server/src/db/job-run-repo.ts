import { eq, sql } from 'drizzle-orm';
import type { Db } from './database';
import { jobRun } from './schema';

export type JobRunRow = typeof jobRun.$inferSelect;

export async function jobRunOf(db: Pick<Db, 'select'>, name: string): Promise<JobRunRow | undefined> {
  const [row] = await db.select().from(jobRun).where(eq(jobRun.name, name));
  return row;
}

/** Takes a transaction-scoped advisory lock if no one holds it: one instance at a time runs a job. */
export async function tryJobLock(tx: Pick<Db, 'execute'>, key: number): Promise<boolean> {
  const result = (await tx.execute(sql`SELECT pg_try_advisory_xact_lock(${key}) AS ok`)) as unknown as { rows: { ok: boolean }[] };
  return result.rows[0]?.ok === true;
}

export async function recordJobRun(tx: Pick<Db, 'insert'>, name: string, at: Date, result: unknown): Promise<void> {
  await tx
    .insert(jobRun)
    .values({ name, lastRunAt: at, result })
    .onConflictDoUpdate({ target: jobRun.name, set: { lastRunAt: at, result } });
}
