import { connect } from 'node:net';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { ConfigError, parseConfig, type ServerConfig } from '../config';
import { DataDirectoryError, OPERATOR_SOCKET_FILE } from '../db/data-dir';
import { openDatabase } from '../db/database';
import { SchemaBehindError } from '../db/migrations';
import { runOperatorCommand, type OperatorRequest, type OperatorResult } from './commands';

/** How long a command waits for a server that holds the directory but does not listen yet (starting). */
const SERVER_WAIT_MS = 10_000;

/**
 * Runs an operator command where the data is: on PostgreSQL (DATABASE_URL) or a stopped embedded
 * database, in this process; on an embedded database that a running server holds, inside that
 * server, through its operator socket (operator/control-socket.ts). Never opens a directory twice.
 */
export async function runCommand(request: OperatorRequest): Promise<OperatorResult> {
  let config;
  try {
    config = commandConfig();
  } catch (error) {
    if (error instanceof ConfigError) return { exitCode: 1, stdout: '', stderr: `${error.message}\n` };
    throw error;
  }
  let database;
  try {
    // With MIGRATE_ON_START=false only the migrate command changes the schema: a command behind it
    // refuses, as the server does. A backup copies the database as it is, migrated or not.
    const migrate = request.command === 'backup' ? 'as-is' : config.MIGRATE_ON_START;
    database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, migrate });
  } catch (error) {
    if (error instanceof SchemaBehindError) return { exitCode: 1, stdout: '', stderr: `${error.message}\n` };
    if (!(error instanceof DataDirectoryError)) throw error;
    if (error.reason === 'in-use' && error.heldByServer) {
      const answer = await askRunningServer(join(config.DATA_DIR, OPERATOR_SOCKET_FILE), request);
      if (answer) return answer;
    }
    return { exitCode: 1, stdout: '', stderr: `${error.message}\n` };
  }
  try {
    return await runOperatorCommand(database.db, { retentionDays: config.INQUIRY_RETENTION_DAYS }, request, database);
  } finally {
    await database.close();
  }
}

/** The server's settings as a command reads them (throws ConfigError). */
export function commandConfig(): ServerConfig {
  // Commands build no URL: PUBLIC_ORIGIN, required of a production server, is not asked of them.
  return parseConfig({ ...process.env, NODE_ENV: 'development' });
}

/** The running server's answer, or undefined when no server answers on the socket. */
async function askRunningServer(path: string, request: OperatorRequest): Promise<OperatorResult | undefined> {
  const deadline = Date.now() + SERVER_WAIT_MS;
  for (;;) {
    try {
      return await exchange(path, request);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      // Not listening yet (a server starting) or gone: look again until the deadline.
      if ((code !== 'ENOENT' && code !== 'ECONNREFUSED') || Date.now() > deadline) return undefined;
      await sleep(250);
    }
  }
}

function exchange(path: string, request: OperatorRequest): Promise<OperatorResult> {
  return new Promise((resolve, reject) => {
    const socket = connect(path);
    let received = '';
    socket.setEncoding('utf8');
    socket.on('connect', () => socket.write(`${JSON.stringify(request)}\n`));
    socket.on('data', (chunk: string) => (received += chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      try {
        resolve(JSON.parse(received) as OperatorResult);
      } catch {
        reject(Object.assign(new Error('The server closed the operator socket without an answer.'), { code: 'EPROTO' }));
      }
    });
  });
}

/** Prints a result as the command's own output and sets the exit code. */
export function finish(result: OperatorResult): void {
  if (result.stdout) process.stdout.write(result.stdout);
  if (result.stderr) process.stderr.write(result.stderr);
  process.exitCode = result.exitCode;
}
