import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../src/config';
import { buildServer } from '../src/server';
import { jsonHeaders } from './helpers';

/** What the first hook saw of each request's body stream. */
interface Seen {
  method: string;
  url: string;
  ended: boolean;
}

describe("node's HTTP server as the server sets it up (lib/http-server.ts)", () => {
  let app: FastifyInstance;
  let port: number;
  let dir: string;
  const seen: Seen[] = [];
  let connections = 0;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'inphr-http-server-'));
    app = await buildServer(testConfig({ DATA_DIR: dir, GLOBAL_RATE_LIMIT: '100000' }), { site: false, jobs: false });
    // Before any hook of the server's could have read the stream: what node made of it.
    app.addHook('onRequest', (req, _reply, done) => {
      seen.push({ method: req.method, url: req.url, ended: req.raw.readableEnded });
      done();
    });
    app.server.on('connection', () => (connections += 1));
    await app.acceptors.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });
  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** A request on the one kept-alive connection of `agent`. */
  function send(agent: Agent, o: { method: string; path: string; body?: string; chunked?: boolean }) {
    return new Promise<{ status: number; body: string }>((resolve, reject) => {
      const headers: Record<string, string | number> = o.body === undefined ? {} : { ...jsonHeaders };
      if (o.body !== undefined && !o.chunked) headers['content-length'] = Buffer.byteLength(o.body);
      const req = request({ port, host: '127.0.0.1', path: o.path, method: o.method, agent, headers }, (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      });
      req.on('error', reject);
      if (o.body === undefined) return void req.end();
      if (!o.chunked) return void req.end(o.body);
      // No length given: node sends the body chunked (Transfer-Encoding), in two chunks.
      const half = Math.floor(o.body.length / 2);
      req.write(o.body.slice(0, half));
      setTimeout(() => req.end(o.body!.slice(half)), 20);
    });
  }

  it("gives a request without a body an ended stream, keeps a body's stream, and answers both on one connection", async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const before = connections;
    const faq = JSON.stringify({ searchText: '', langCode: 'EN', page: 1, pageSize: 10 });
    const list = await send(agent, { method: 'GET', path: '/api/media?hospSeqNo=100&page=1&size=2&searchKey=&searchText=&lang=EN' });
    const posted = await send(agent, { method: 'POST', path: '/rest/frontend/faq/list', body: faq });
    const chunked = await send(agent, { method: 'POST', path: '/rest/frontend/faq/list', body: faq, chunked: true });
    const head = await send(agent, { method: 'HEAD', path: '/healthz' });
    const again = await send(agent, { method: 'GET', path: '/api/media?hospSeqNo=100&page=1&size=2&searchKey=&searchText=&lang=EN' });
    agent.destroy();

    expect([list.status, posted.status, chunked.status, head.status, again.status]).toEqual([200, 200, 200, 200, 200]);
    expect(JSON.parse(list.body).data.list).toHaveLength(2);
    expect(again.body).toBe(list.body);
    // The FAQ read from the body both ways: the same answer, with the FAQ's items.
    expect(JSON.parse(posted.body).list.length).toBeGreaterThan(0);
    expect(chunked.body).toBe(posted.body);
    expect(connections - before).toBe(1);
    expect(seen.slice(-5).map((s) => [s.method, s.ended])).toEqual([
      ['GET', true],
      ['POST', false],
      ['POST', false],
      ['HEAD', true],
      ['GET', true],
    ]);
  });

  it("reads a GET's declared body off the connection: its bytes are never taken for a request", async () => {
    const smuggled = 'GET /metrics HTTP/1.1\r\nHost: x\r\n\r\n';
    const wire =
      `GET /healthz HTTP/1.1\r\nHost: x\r\nContent-Length: ${smuggled.length}\r\n\r\n${smuggled}` +
      'GET /api/media/999999?lang=EN HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n';
    const answers = await new Promise<string>((resolve, reject) => {
      const socket = connect({ port, host: '127.0.0.1' }, () => socket.write(wire));
      let text = '';
      socket.setEncoding('utf8');
      socket.on('data', (chunk: string) => (text += chunk));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    const statuses = [...answers.matchAll(/HTTP\/1\.1 (\d{3}) /g)].map((m) => m[1]);
    expect(statuses).toEqual(['200', '404']);
    expect(seen.some((s) => s.url === '/metrics')).toBe(false);
    expect(seen.find((s) => s.url === '/healthz' && s.method === 'GET')?.ended).toBe(false);
  });
});
