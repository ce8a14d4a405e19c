import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { testConfig } from '../src/config';
import { Acceptors } from '../src/lib/acceptors';
import { buildServer } from '../src/server';
import { jsonHeaders, validInquiry } from './helpers';

const ACCEPTORS = 8;
const opened: FastifyInstance[] = [];
const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((app) => app.close()));
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A server of its own, on its own embedded database in a new directory (its onClose hook closes it). */
function build(acceptors: number, extra: Record<string, string> = {}): Promise<FastifyInstance> {
  const dir = mkdtempSync(join(tmpdir(), 'inphr-acceptors-'));
  dirs.push(dir);
  return buildServer(testConfig({ LISTEN_ACCEPTORS: String(acceptors), DATA_DIR: dir, ...extra }), { site: false, jobs: false });
}

/** A server listening on `ACCEPTORS` sockets. */
async function serve(onRequest?: () => void): Promise<{ app: FastifyInstance; port: number }> {
  const app = await build(ACCEPTORS, { GLOBAL_RATE_LIMIT: '100000', INQUIRY_RATE_LIMIT: '10000' });
  opened.push(app);
  if (onRequest) app.addHook('onRequest', async () => onRequest());
  await app.acceptors.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return { app, port: typeof address === 'object' && address ? address.port : 0 };
}

/** One request on a connection of its own; `body` sent in two halves, the second when `more` resolves. */
function send(port: number, path: string, o: { body?: string; more?: Promise<void> } = {}) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>((resolve, reject) => {
    const req = request(
      {
        port,
        host: '127.0.0.1',
        path,
        method: o.body ? 'POST' : 'GET',
        agent: false,
        headers: o.body ? { ...jsonHeaders, 'content-length': Buffer.byteLength(o.body) } : {},
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
      },
    );
    req.on('error', reject);
    if (!o.body) return void req.end();
    const half = Math.floor(o.body.length / 2);
    req.write(o.body.slice(0, half));
    void (o.more ?? Promise.resolve()).then(() => req.end(o.body!.slice(half)));
  });
}

describe('connections accepted on many sockets (LISTEN_ACCEPTORS)', () => {
  it('defaults to one socket where SO_REUSEPORT is missing, and is bounded', () => {
    expect(testConfig().LISTEN_ACCEPTORS).toBe(process.platform === 'linux' ? 32 : 1);
    expect(() => testConfig({ LISTEN_ACCEPTORS: '0' })).toThrow(/LISTEN_ACCEPTORS/);
    expect(() => testConfig({ LISTEN_ACCEPTORS: '257' })).toThrow(/LISTEN_ACCEPTORS/);
  });

  it.runIf(process.platform === 'linux')('every connection, whichever socket took it, goes through the same request path', async () => {
    const { app, port } = await serve();
    const answers = await Promise.all(Array.from({ length: 64 }, () => send(port, '/api/media?lang=EN')));
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    // The request id hook and the API cache answered each, as on Fastify's own socket.
    for (const a of answers) {
      expect(a.headers['x-request-id']).toMatch(/^[\w-]+$/);
      expect(a.headers['x-api-cache']).toMatch(/^(hit|miss)$/);
    }
    // The kernel spread them: the other sockets handed connections to the server (all 64 on one of 8: 8^-63).
    expect(app.acceptors.handedOver).toBeGreaterThan(0);
    expect(app.acceptors.handedOver).toBeLessThan(64);
  });

  it.runIf(process.platform === 'linux')('a port already in use still fails with EADDRINUSE, both ways round', async () => {
    const { port } = await serve();
    // A second server of ours on the same port (an instance left running) does not share it silently.
    const second = await build(ACCEPTORS);
    opened.push(second);
    await expect(second.acceptors.listen({ port, host: '127.0.0.1' })).rejects.toMatchObject({ code: 'EADDRINUSE' });
    // Nor can any other program's plain socket take it.
    const plain = createServer();
    await expect(new Promise((resolve, reject) => plain.once('error', reject).listen({ port, host: '127.0.0.1' }, () => resolve(plain)))).rejects.toMatchObject(
      {
        code: 'EADDRINUSE',
      },
    );
    // And a port held by another program's socket refuses ours.
    const holder = createServer();
    await new Promise<void>((resolve) => holder.listen({ port: 0, host: '127.0.0.1' }, resolve));
    const held = (holder.address() as { port: number }).port;
    const third = await build(ACCEPTORS);
    opened.push(third);
    await expect(third.acceptors.listen({ port: held, host: '127.0.0.1' })).rejects.toMatchObject({ code: 'EADDRINUSE' });
    await new Promise((resolve) => holder.close(resolve));
  });

  it.runIf(process.platform === 'linux')('closing waits for the requests in flight on every socket, then no socket accepts', async () => {
    const inFlight = 16;
    let arrived = 0;
    let allArrived: () => void = () => undefined;
    const arrivedAll = new Promise<void>((resolve) => (allArrived = resolve));
    const { app, port } = await serve(() => {
      arrived += 1;
      if (arrived === inFlight) allArrived();
    });
    let release: () => void = () => undefined;
    const more = new Promise<void>((resolve) => (release = resolve));
    // Each inquiry's headers and half its body are in; the rest comes once the server is closing.
    const posts = Array.from({ length: inFlight }, (_, i) =>
      send(port, '/rest/frontend/cooperate/insert', { body: JSON.stringify({ ...validInquiry, name: `Visitor ${i}` }), more }),
    );
    await arrivedAll;
    expect(app.acceptors.handedOver).toBeGreaterThan(0);
    opened.splice(opened.indexOf(app), 1);
    const closed = app.close();
    release();
    // Every inquiry accepted is stored: the database closed only after the last answer.
    const answers = await Promise.all(posts);
    expect(answers.map((a) => [a.status, JSON.parse(a.body).result])).toEqual(answers.map(() => [200, 'success']));
    await closed;
    await expect(send(port, '/healthz')).rejects.toMatchObject({ code: 'ECONNREFUSED' });
  });

  it('one socket is a plain listen', async () => {
    const app = await build(1);
    opened.push(app);
    expect(app.acceptors).toBeInstanceOf(Acceptors);
    await app.acceptors.listen({ port: 0, host: '127.0.0.1' });
    const port = (app.server.address() as { port: number }).port;
    expect((await send(port, '/healthz')).status).toBe(200);
    expect(app.acceptors.handedOver).toBe(0);
  });
});
