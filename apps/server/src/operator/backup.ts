import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, fsyncSync, openSync, readFileSync, readSync, renameSync, rmSync, writeSync } from 'node:fs';
import { basename, dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { ConfigError } from '../config';
import { serverMajorVersion, userObjectCount } from '../db/catalog-repo';
import { DataDirectoryError } from '../db/data-dir';
import { openDatabase, restoreDataDirectory, type OpenDatabaseOptions } from '../db/database';
import { SchemaBehindError } from '../db/migrations';
import { auditBackup, type OperatorResult } from './commands';
import { commandConfig, runCommand } from './run';

/**
 * The backup and restore commands. A backup is a consistent snapshot taken while the site runs:
 * on PostgreSQL pg_dump's (custom format), on the embedded database PGlite's own tarball of its
 * directory, taken by the process that holds the directory (the running server, through its
 * operator socket, or this command when the server is stopped). A restore fills an empty target
 * only: a new or empty DATA_DIR, or a database with nothing in it.
 */

/** A refusal or a failure, reported as it is (exit 1). Never holds the connection string. */
export class BackupError extends Error {}

/** The Debian package of pg_dump and pg_restore. */
const CLIENT_PACKAGE = 'postgresql-client';

export type BackupKind = 'pglite' | 'postgres';

/** What kind of backup a file is, by its first bytes: PGlite's gzipped tarball or pg_dump's custom format. */
export function backupKind(file: string): BackupKind | undefined {
  let fd;
  try {
    fd = openSync(file, 'r');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new BackupError(`There is no file ${resolve(file)}.`);
    throw error;
  }
  const head = Buffer.alloc(5);
  try {
    readSync(fd, head, 0, head.length, 0);
  } finally {
    closeSync(fd);
  }
  if (head[0] === 0x1f && head[1] === 0x8b) return 'pglite';
  if (head.toString('latin1') === 'PGDMP') return 'postgres';
  return undefined;
}

/**
 * libpq's view of DATABASE_URL: the URL without its password (pg_dump's arguments show in any
 * process list), and the password in PGPASSWORD of the child's environment alone.
 */
export function libpqConnection(databaseUrl: string): { dbname: string; env: NodeJS.ProcessEnv; password?: string } {
  const url = new URL(databaseUrl);
  const password = url.password ? decodeURIComponent(url.password) : undefined;
  url.password = '';
  // node-postgres's `ssl=true` is no libpq parameter (libpq would refuse the URL): its sslmode.
  const ssl = url.searchParams.get('ssl');
  if (ssl !== null) {
    url.searchParams.delete('ssl');
    if ((ssl === 'true' || ssl === '1') && !url.searchParams.has('sslmode')) url.searchParams.set('sslmode', 'require');
  }
  return { dbname: url.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) }, ...(password ? { password } : {}) };
}

function missingClient(tool: string): BackupError {
  return new BackupError(
    `${tool} is not installed (or not on PATH). Install PostgreSQL's client programs, of the server's major version or newer: ` +
      `apt-get install ${CLIENT_PACKAGE} on Debian or Ubuntu (postgresql-client-17 and the like from apt.postgresql.org for a newer server).`,
  );
}

/** The major version of pg_dump or pg_restore: 17 for `pg_dump (PostgreSQL) 17.2`. */
function clientMajor(tool: 'pg_dump' | 'pg_restore'): number {
  const run = spawnSync(tool, ['--version'], { encoding: 'utf8' });
  if ((run.error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT') throw missingClient(tool);
  const major = /\(PostgreSQL\) (\d+)/.exec(run.stdout ?? '')?.[1];
  if (run.status !== 0 || !major) throw new BackupError(`${tool} --version did not answer as PostgreSQL's ${tool} does.`);
  return Number(major);
}

/** Runs pg_dump or pg_restore; its error output, without the password should it ever hold it, is the failure's message. */
function runClient(tool: string, args: string[], connection: ReturnType<typeof libpqConnection>, stdout: number | 'inherit' | 'ignore'): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(tool, args, { env: connection.env, stdio: ['ignore', stdout, 'pipe'] });
    let stderr = '';
    // 'pipe' above: there is a stream.
    child.stderr!.setEncoding('utf8');
    child.stderr!.on('data', (chunk: string) => (stderr += chunk));
    child.on('error', (error: NodeJS.ErrnoException) => fail(error.code === 'ENOENT' ? missingClient(tool) : error));
    child.on('close', (code, signal) => {
      if (code === 0) return done();
      let said = stderr.trim();
      if (connection.password) said = said.split(connection.password).join('***').split(encodeURIComponent(connection.password)).join('***');
      fail(new BackupError(`${tool} failed (${signal ?? `exit code ${code}`}):\n${said}`));
    });
  });
}

/**
 * Writes `out` readable by its owner only (a backup holds personal data), whole or not at all:
 * into a temporary file beside it, renamed over `out` once complete, so that a failed backup never
 * leaves a file that looks like one.
 */
async function writePrivately(out: string, write: (fd: number) => Promise<void> | void): Promise<void> {
  const path = resolve(out);
  const partial = join(dirname(path), `.${basename(path)}.partial-${process.pid}`);
  const fd = openSync(partial, 'wx', 0o600);
  let open = true;
  try {
    await write(fd);
    fsyncSync(fd);
    closeSync(fd);
    open = false;
    renameSync(partial, path);
  } catch (error) {
    if (open) closeSync(fd);
    rmSync(partial, { force: true });
    throw error;
  }
}

/** An error's own words; a connection refused on every address is an AggregateError without any. */
function describe(error: unknown): string {
  if (error instanceof AggregateError && !error.message) return error.errors.map(describe).join('; ');
  if (!(error instanceof Error)) return String(error);
  return error.message || (error as NodeJS.ErrnoException).code || error.name;
}

/** Runs a command's body, its refusals and failures reported as exit 1 with their message. */
async function reported(what: 'The backup' | 'The restore', body: () => Promise<OperatorResult>): Promise<OperatorResult> {
  try {
    return await body();
  } catch (error) {
    const known = error instanceof BackupError || error instanceof ConfigError || error instanceof DataDirectoryError || error instanceof SchemaBehindError;
    return { exitCode: 1, stdout: '', stderr: `${known ? (error as Error).message : `${what} failed: ${describe(error)}`}\n` };
  }
}

function megabytes(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** `backup --out FILE` (`undefined`: standard output). */
export function backup(out: string | undefined): Promise<OperatorResult> {
  return reported('The backup', async () => {
    const config = commandConfig();
    const where = out ? resolve(out) : 'standard output';
    if (config.DATABASE_URL) {
      await backupPostgres(config.DATABASE_URL, out);
      return { exitCode: 0, stdout: '', stderr: `Wrote a backup of PostgreSQL (DATABASE_URL) to ${where} (pg_dump, custom format).\n` };
    }
    const inside = out ? relative(config.DATA_DIR, resolve(out)) : '..';
    if (!inside.startsWith('..') && !isAbsolute(inside)) {
      throw new BackupError(`${resolve(out!)} is inside DATA_DIR (${config.DATA_DIR}): the next backup would hold this one. Write it elsewhere.`);
    }
    if (!existsSync(join(config.DATA_DIR, 'PG_VERSION'))) throw new BackupError(`There is no database in DATA_DIR (${config.DATA_DIR}) to back up.`);
    const result = await runCommand({ command: 'backup' });
    if (result.exitCode !== 0 || result.snapshot === undefined) return result;
    const tarball = Buffer.from(result.snapshot, 'base64');
    if (out) {
      await writePrivately(out, (fd) => {
        for (let at = 0; at < tarball.length;) at += writeSync(fd, tarball, at);
      });
    } else {
      await new Promise<void>((done, fail) => process.stdout.write(tarball, (error) => (error ? fail(error) : done())));
    }
    return { exitCode: 0, stdout: '', stderr: `Wrote a backup of the embedded database in ${config.DATA_DIR} to ${where} (${megabytes(tarball.length)}).\n` };
  });
}

async function backupPostgres(databaseUrl: string, out: string | undefined): Promise<void> {
  const dumpMajor = clientMajor('pg_dump');
  const database = await openDatabase({ databaseUrl, dataDir: 'unused', migrate: 'as-is' });
  try {
    const serverMajor = await serverMajorVersion(database.db);
    if (dumpMajor < serverMajor) {
      throw new BackupError(
        `pg_dump ${dumpMajor} cannot back up a PostgreSQL ${serverMajor} server: pg_dump must be of the server's major version or newer. ` +
          `Install postgresql-client-${serverMajor} (Debian or Ubuntu; apt.postgresql.org has every version).`,
      );
    }
    // Before the dump, so the backup holds its own row.
    await auditBackup(database.db, 'postgres');
  } finally {
    await database.close();
  }
  const connection = libpqConnection(databaseUrl);
  // pg_dump's snapshot is one transaction: consistent while the site goes on writing.
  const args = ['--format=custom', '--no-owner', '--no-privileges', `--dbname=${connection.dbname}`];
  if (out) await writePrivately(out, (fd) => runClient('pg_dump', args, connection, fd));
  else await runClient('pg_dump', args, connection, 'inherit');
}

/** `restore FILE` into DATA_DIR or DATABASE_URL, which must be empty. */
export function restore(file: string): Promise<OperatorResult> {
  return reported('The restore', async () => {
    const config = commandConfig();
    const kind = backupKind(file);
    const engine: BackupKind = config.DATABASE_URL ? 'postgres' : 'pglite';
    if (kind !== engine) {
      throw new BackupError(
        kind === 'pglite'
          ? `${resolve(file)} is a backup of the embedded database: restore it with DATABASE_URL unset, into a new DATA_DIR.`
          : kind === 'postgres'
            ? `${resolve(file)} is a backup of PostgreSQL (pg_dump): restore it with DATABASE_URL naming an empty database.`
            : `${resolve(file)} is not a backup made by the backup command (a gzipped tarball of the embedded database, or pg_dump's custom format).`,
      );
    }
    if (config.DATABASE_URL) {
      await restorePostgres(config.DATABASE_URL, file);
      return {
        exitCode: 0,
        stdout: `Restored ${resolve(file)} into PostgreSQL (DATABASE_URL). ${await schemaState({ databaseUrl: config.DATABASE_URL, dataDir: 'unused' })}\n`,
        stderr: '',
      };
    }
    try {
      await restoreDataDirectory(config.DATA_DIR, readFileSync(file));
    } catch (error) {
      if (error instanceof DataDirectoryError) throw error;
      throw new BackupError(`${resolve(file)} could not be loaded as a backup of the embedded database: ${describe(error)}`);
    }
    return { exitCode: 0, stdout: `Restored ${resolve(file)} into ${config.DATA_DIR}. ${await schemaState({ dataDir: config.DATA_DIR })}\n`, stderr: '' };
  });
}

async function restorePostgres(databaseUrl: string, file: string): Promise<void> {
  clientMajor('pg_restore');
  const target = await openDatabase({ databaseUrl, dataDir: 'unused', migrate: 'as-is' });
  try {
    const objects = await userObjectCount(target.db);
    if (objects > 0) {
      throw new BackupError(
        `The database of DATABASE_URL is not empty (${objects} tables, sequences, schemas or other objects): a restore fills an empty database only. ` +
          'Create a new one (CREATE DATABASE, or createdb) and name it in DATABASE_URL.',
      );
    }
  } finally {
    await target.close();
  }
  const connection = libpqConnection(databaseUrl);
  const args = ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${connection.dbname}`, resolve(file)];
  try {
    await runClient('pg_restore', args, connection, 'ignore');
  } catch (error) {
    if (!(error instanceof BackupError)) throw error;
    throw new BackupError(
      `${error.message}\nNothing was restored (one transaction). pg_restore must be as new as the pg_dump that wrote the file, and the server as new as the one it came from.`,
    );
  }
}

/** Whether the restored schema is this release's: an older backup needs the migrate command (or a migrating start). */
async function schemaState(where: Pick<OpenDatabaseOptions, 'databaseUrl' | 'dataDir'>): Promise<string> {
  try {
    const database = await openDatabase({ ...where, migrate: false });
    await database.close();
    return 'Its schema is this release’s.';
  } catch (error) {
    if (!(error instanceof SchemaBehindError)) throw error;
    return `It is of an earlier release: ${error.pending.length} migration(s) to apply, by the migrate command or a server starting with MIGRATE_ON_START=true.`;
  }
}
