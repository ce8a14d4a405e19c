import { createServer, type AddressInfo } from 'node:net';
import { Worker } from 'node:worker_threads';
import type { FastifyInstance } from 'fastify';
import { WARM_PATH_THREAD } from '../paths';
import type { WarmCall, WarmPathPlan, WarmPathResult } from './protocol';

/**
 * How the requests are sent unless a caller says otherwise: 32 at a time, as many visitors'
 * browsers would, every fiftieth on a new connection (a visitor's first request); at most 30 s in all.
 */
export const WARM_PATH_LOAD = { connections: 32, newConnectionEvery: 50, deadlineMs: 30_000 } as const;

export interface WarmPathOptions {
  calls: readonly WarmCall[];
  requests: number;
  connections?: number;
  newConnectionEvery?: number;
  /** How long the requests may take in all: past it the thread is ended and the server goes on. */
  deadlineMs?: number;
}

export interface WarmedPath extends WarmPathResult {
  /** The deadline passed before every request was answered. */
  timedOut: boolean;
}

/**
 * Sends `requests` real HTTP requests through the server's request path before it listens, from a
 * thread of their own over loopback connections. The page warm-up (site/warm-up.ts) renders every
 * page in-process (`inject`), which compiles the app's code but not the way a visitor's request
 * comes: Node's sockets, HTTP parser and response writing, and Fastify's request lifecycle on them,
 * run as bytecode for the first thousands of requests, and a fresh server's first seconds under
 * load were its slowest. A socket on an ephemeral loopback port hands each connection it accepts to
 * Fastify's HTTP server (its documented `connection` event, as lib/acceptors.ts does), so these
 * requests take the visitors' path through every hook. The client is node's HTTP client in a
 * worker thread: its own code stays out of this thread's compiled code, and it runs on another
 * core. The calls are the server's own (lib/internal-calls.ts): no rate limit, view, log line or
 * metric counts them. Why and what it did: docs/decisions/0037-request-path-warmed-before-listening.md.
 */
export async function warmRequestPath(app: FastifyInstance, options: WarmPathOptions): Promise<WarmedPath> {
  const o = { ...WARM_PATH_LOAD, ...options };
  await app.ready();
  const door = createServer({ noDelay: true, allowHalfOpen: true }, (socket) => app.server.emit('connection', socket));
  await new Promise<void>((resolve, reject) => {
    door.once('error', reject);
    door.listen({ port: 0, host: '127.0.0.1' }, () => {
      door.off('error', reject);
      resolve();
    });
  });
  const plan: WarmPathPlan = {
    base: `http://127.0.0.1:${(door.address() as AddressInfo).port}`,
    calls: o.calls,
    requests: o.requests,
    connections: o.connections,
    newConnectionEvery: o.newConnectionEvery,
  };
  const worker = new Worker(WARM_PATH_THREAD.entry, { workerData: plan, execArgv: WARM_PATH_THREAD.execArgv });
  let deadline: NodeJS.Timeout | undefined;
  try {
    const result = await new Promise<WarmPathResult | undefined>((resolve, reject) => {
      deadline = setTimeout(() => resolve(undefined), o.deadlineMs);
      worker.once('message', resolve);
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`the warm-up thread ended (${code}) before its answer`)));
    });
    return result ? { ...result, timedOut: false } : { statuses: {}, failed: 0, timedOut: true };
  } finally {
    clearTimeout(deadline);
    await worker.terminate();
    // Resolves once the connections it accepted have ended (the thread's sockets closed with it).
    await new Promise<void>((resolve) => door.close(() => resolve()));
  }
}
