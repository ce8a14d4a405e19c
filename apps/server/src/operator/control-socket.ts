import { chmodSync, unlinkSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { OPERATOR_SOCKET_FILE } from '../db/data-dir';
import type { Database } from '../db/database';
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
  const server = createServer((socket) => serve(socket, database, settings, log));
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(path, () => {
        server.off('error', reject);
        resolve();
      });
    });
  try {
    try {
      await listen();
    } catch (error) {
      // A socket file left by a server that was killed: this process holds the directory's lock, so it is stale.
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
      unlinkSync(path);
      await listen();
    }
    chmodSync(path, 0o600);
  } catch (error) {
    log.warn({ err: error }, 'operator socket unavailable: operator commands need the server stopped');
    return undefined;
  }
  return { close: () => closeServer(server, path) };
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

function serve(socket: Socket, database: Database, settings: { retentionDays: number }, log: FastifyBaseLogger): void {
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
    log.info({ command: request.command }, 'operator command through the socket');
    runOperatorCommand(database.db, settings, request).then(reply, (error: unknown) => {
      log.error({ err: error, command: request.command }, 'operator command failed');
      reply({ exitCode: 1, stdout: '', stderr: 'The command failed on the server; see its log.\n' });
    });
  });
}
