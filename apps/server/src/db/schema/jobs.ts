import { jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/** When each periodic job last ran (on any instance), and what it did. */
export const jobRun = pgTable('job_run', {
  name: varchar('name', { length: 64 }).primaryKey(),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }).notNull(),
  result: jsonb('result'),
});
