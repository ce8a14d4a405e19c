import { STAFF_ROLES } from '@inphr/api';
import * as z from 'zod';
import type { Database, Db } from '../db/database';
import { allInquiries } from '../db/inquiry-repo';
import { runRetentionIfDue } from '../jobs/retention';
import { inquiriesCsv } from '../lib/inquiry-csv';
import { StaffAccountError, createStaffAccount } from '../studio/bootstrap';
import { audit } from '../studio/audit';

/**
 * The operator commands (`staff:create`, `inquiries:export`, `inquiries:purge`, and `backup` of the
 * embedded database) as functions of a database. The same function runs in the command's own process (the server is stopped, or the
 * database is PostgreSQL) and inside the running server, asked through its operator socket (the
 * embedded database, whose directory one process opens at a time).
 */
export const operatorRequest = z.discriminatedUnion('command', [
  z.strictObject({ command: z.literal('staff:create'), email: z.string().min(3).max(254), role: z.enum(STAFF_ROLES), password: z.string().max(1024) }),
  z.strictObject({ command: z.literal('inquiries:export') }),
  z.strictObject({ command: z.literal('inquiries:purge') }),
  z.strictObject({ command: z.literal('backup') }),
]);
export type OperatorRequest = z.infer<typeof operatorRequest>;

/** What a command prints and how it ends, as the command's process will print and end. */
export interface OperatorResult {
  exitCode: number;
  stdout: string;
  stderr: string;
  /** inquiries:export: how many inquiries the CSV holds. */
  count?: number;
  /**
   * backup: the embedded database's tarball (gzip), base64. Carried whole in the socket's one JSON
   * line: a few megabytes for this site (PGlite's own dump is built in memory anyway); a database
   * of gigabytes would want a stream instead.
   */
  snapshot?: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The audit row of a backup: it holds every inquiry, so its taking is recorded like an export's. */
export async function auditBackup(db: Db, engine: Database['engine']): Promise<void> {
  await audit(db, undefined, 'database.backup', 'database', undefined, { after: { engine, via: 'operator' } });
}

/** `database`: the open database behind `db` (backup takes its snapshot). */
export async function runOperatorCommand(
  db: Db,
  settings: { retentionDays: number },
  request: OperatorRequest,
  database?: Pick<Database, 'engine' | 'dump'>,
): Promise<OperatorResult> {
  switch (request.command) {
    case 'staff:create': {
      const address = request.email.trim().toLowerCase();
      try {
        const created = await createStaffAccount(db, request.email, request.role, request.password);
        return created
          ? { exitCode: 0, stdout: `Created ${request.role} ${address} (id ${created.id}).\n`, stderr: '' }
          : { exitCode: 1, stdout: '', stderr: `An account for ${address} exists already.\n` };
      } catch (error) {
        if (error instanceof StaffAccountError) return { exitCode: 1, stdout: '', stderr: `${error.message}\n` };
        throw error;
      }
    }
    case 'inquiries:export': {
      const rows = await allInquiries(db);
      // Every read of the inquirers' details is in the audit log, the operator's as the system's
      // (a shell account names no staff member); written before the CSV is handed out.
      await audit(db, undefined, 'inquiry.export', 'inquiry', undefined, { after: { count: rows.length, via: 'operator' } });
      return { exitCode: 0, stdout: inquiriesCsv(rows), stderr: '', count: rows.length };
    }
    case 'inquiries:purge': {
      const now = new Date();
      const cutoff = new Date(now.getTime() - settings.retentionDays * DAY_MS);
      const removed = await runRetentionIfDue(db, settings.retentionDays, now, { force: true });
      return removed === undefined
        ? { exitCode: 1, stdout: '', stderr: 'A purge is running on another instance right now; nothing done.\n' }
        : { exitCode: 0, stdout: `Removed ${removed} inquiries received before ${cutoff.toISOString()}.\n`, stderr: '' };
    }
    case 'backup': {
      if (!database?.dump) return { exitCode: 1, stdout: '', stderr: 'This database takes no snapshot of its own: PostgreSQL is backed up with pg_dump.\n' };
      // Written before the snapshot is taken, so the backup holds its own row too.
      await auditBackup(db, database.engine);
      return { exitCode: 0, stdout: '', stderr: '', snapshot: Buffer.from(await database.dump()).toString('base64') };
    }
  }
}
