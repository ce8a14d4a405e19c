import { chmodSync, rmSync, unlinkSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { OPERATOR_SOCKET_FILE } from '../db/data-dir';
import type { Database, Db } from '../db/database';
import { operatorRequest, runOperatorCommand, type OperatorResult } from './commands';

/** The most a request may hold (a command and its arguments; a password is at most 1 KB). */
const MAX_REQUEST_BYTES = 16 * 1024;
const REQUEST_TIMEOUT_MS = 10_000;

/**
 * The embedded database's directory is opened by one process, the running server, so an operator
 * command cannot open it beside the server. Instead the server listens on a Unix socket inside that
 * directory (0700, the server's user only; the socket itself 0600): a command sends one JSON line,
 * `{"command": "staff:create", …}`, and gets one back, `{"exitCode", "stdout", "stderr"}`, the command
 * having run on the server's own database. Who can reach the socket can read the directory's files
 * anyway; nothing reaches it over the network. Nothing of a request is logged but the command's name.
 */
export async function openControlSocket(
  dataDir: string,
  database: Database,
  settings: { retentionDays: number },
  log: FastifyBaseLogger,
): Promise<{ close(): Promise<void> } | undefined> {
  const path = join(dataDir, OPERATOR_SOCKET_FILE);
  let listening: Server | undefined;
  let aside = 0;
  let closed = false;
  const open = async () => {
    const server = createServer((socket) => serve(socket, database.db, target, settings, log));
    try {
      await listen(server, path);
    } catch (error) {
      // A socket file left by a server that was killed: this process holds the directory's lock, so it is stale.
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
      unlinkSync(path);
      await listen(server, path);
    }
    chmodSync(path, 0o600);
    listening = server;
  };
  // PGlite's dump walks the data directory and fails on a socket in it (EINVAL): the socket steps
  // aside while a backup is taken, the asking connection staying open. A command that asks
  // meanwhile finds no socket and asks again until it is back (run.ts).
  const dump = database.dump;
  const target: Pick<Database, 'engine' | 'dump'> = {
    engine: database.engine,
    ...(dump && {
      dump: async () => {
        if (aside++ === 0) {
          listening?.close();
          listening = undefined;
          rmSync(path, { force: true });
        }
        try {
          return await dump();
        } finally {
          if (--aside === 0 && !closed) {
            await open().catch((error: unknown) =>
              log.warn({ err: error }, 'operator socket unavailable after a backup: operator commands need the server stopped'),
            );
          }
        }
      },
    }),
  };
  try {
    await open();
  } catch (error) {
    log.warn({ err: error }, 'operator socket unavailable: operator commands need the server stopped');
    return undefined;
  }
  return {
    close: async () => {
      closed = true;
      const server = listening;
      listening = undefined;
      if (server) await closeServer(server, path);
    },
  };
}

function listen(server: Server, path: string): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(path, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

function closeServer(server: Server, path: string): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => {
      try {
        unlinkSync(path);
      } catch {
        // already gone
      }
      resolve();
    });
  });
}

function serve(socket: Socket, db: Db, target: Pick<Database, 'engine' | 'dump'>, settings: { retentionDays: number }, log: FastifyBaseLogger): void {
  let received = '';
  const reply = (result: OperatorResult) => {
    if (!socket.destroyed) socket.end(`${JSON.stringify(result)}\n`);
  };
  socket.setEncoding('utf8');
  socket.setTimeout(REQUEST_TIMEOUT_MS, () => socket.destroy());
  socket.on('error', () => undefined);
  socket.on('data', (chunk: string) => {
    received += chunk;
    if (received.length > MAX_REQUEST_BYTES) {
      reply({ exitCode: 2, stdout: '', stderr: 'The request is too large.\n' });
      return;
    }
    const end = received.indexOf('\n');
    if (end < 0) return;
    socket.pause();
    let parsed;
    try {
      parsed = operatorRequest.safeParse(JSON.parse(received.slice(0, end)));
    } catch {
      parsed = undefined;
    }
    if (!parsed?.success) {
      reply({ exitCode: 2, stdout: '', stderr: 'The server did not understand the command (is the command newer than the server?).\n' });
      return;
    }
    const request = parsed.data;
    // The timeout bounds the request's arrival; the command itself (a backup) may take longer.
    socket.setTimeout(0);
    log.info({ command: request.command }, 'operator command through the socket');
    runOperatorCommand(db, settings, request, target).then(reply, (error: unknown) => {
      log.error({ err: error, command: request.command }, 'operator command failed');
      reply({ exitCode: 1, stdout: '', stderr: 'The command failed on the server; see its log.\n' });
    });
  });
}
