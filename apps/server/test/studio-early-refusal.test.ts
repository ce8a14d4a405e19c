import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES } from '@inphr/api';
import { createStaffAccount } from '../src/studio/bootstrap';
import { startTestServer, type TestServer } from './helpers';
import { StudioTab } from './studio-tab';

const ORIGIN = 'https://www.inphr.example';
let server: TestServer;
let port: number;

beforeAll(async () => {
  server = await startTestServer({ PUBLIC_ORIGIN: ORIGIN, SEED_DEMO: 'false' });
  await createStaffAccount(server.database.db, 'ana@inphr.example', 'editor', 'Editor-pass-5521!');
  await createStaffAccount(server.database.db, 'vic@inphr.example', 'viewer', 'Viewer-pass-9917!');
  const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
  port = Number(new URL(address).port);
});
afterAll(() => server.close());

describe('a studio request that may not do what it asks', () => {
  it('is refused before its body is read: a 20 MB upload without a session gets 401 after its first 64 KB', async () => {
    const sent = { bytes: 0 };
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest(
        {
          port,
          host: '127.0.0.1',
          method: 'POST',
          path: '/studio/api/images',
          headers: { origin: ORIGIN, 'content-type': 'image/jpeg', 'content-length': String(20 * 1024 * 1024) },
        },
        (res) => {
          let body = '';
          res.on('data', (chunk: Buffer) => (body += chunk.toString()));
          res.on('end', () => {
            // The rest of the body is never sent: the connection is let go.
            req.destroy();
            resolve({ status: res.statusCode ?? 0, body });
          });
        },
      );
      req.on('error', reject);
      // The first 64 KB, then nothing more: the answer must come without the rest.
      const chunk = Buffer.alloc(64 * 1024);
      req.write(chunk, () => (sent.bytes += chunk.length));
    });
    expect(answer.status).toBe(401);
    expect(JSON.parse(answer.body).message).toBe('Sign in to continue.');
    expect(sent.bytes).toBeLessThanOrEqual(64 * 1024);
  });
});

/**
 * Sends a request with a `total`-byte body over a bare socket, a chunk at a time as a proxy streams
 * it, and keeps what comes back: as nginx does, it goes on sending after an early answer.
 */
function streamedUpload(headers: Record<string, string>, total: number) {
  return new Promise<{ answer: string; sent: number; error?: string }>((resolve) => {
    let sent = 0;
    let answer = '';
    let error: string | undefined;
    let closed = false;
    const socket = connect(port, '127.0.0.1');
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
    socket.on('error', (e: NodeJS.ErrnoException) => (error ??= e.code ?? e.message));
    socket.on('close', () => {
      closed = true;
      resolve({ answer, sent, ...(error ? { error } : {}) });
    });
    const head = Object.entries({ host: '127.0.0.1', ...headers, 'content-length': String(total) })
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
    socket.write(`POST /studio/api/images HTTP/1.1\r\n${head}\r\n`);
    void (async () => {
      const chunk = Buffer.alloc(1024 * 1024, 7);
      while (sent < total && !closed && !error) {
        const piece = chunk.subarray(0, Math.min(chunk.length, total - sent));
        const written = await new Promise<boolean>((done) => socket.write(piece, (e) => done(!e)));
        if (!written) break;
        sent += piece.length;
        await sleep(10);
      }
    })();
  });
}

describe('an upload larger than the studio takes', () => {
  it('is read to its end before the 413 and the connection closes: a proxy streaming it gets the answer, never a reset', async () => {
    const tab = new StudioTab(() => server.app, ORIGIN);
    expect((await tab.signIn('ana@inphr.example', 'Editor-pass-5521!')).statusCode).toBe(204);
    const total = UPLOAD_MAX_BYTES + 1024 * 1024;
    const sent = await streamedUpload({ origin: ORIGIN, cookie: tab.cookie, 'x-csrf-token': tab.csrf, 'content-type': 'image/png' }, total);
    expect(sent.error).toBeUndefined();
    expect(sent.sent).toBe(total);
    expect(sent.answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(JSON.parse(sent.answer.slice(sent.answer.indexOf('\r\n\r\n') + 4))).toEqual({ code: 413, message: 'The request body is too large.' });
  });
});

/**
 * Sends the head of a `declared`-byte upload and its first 64 KB over a bare socket, and nothing
 * more: the answer, and whether the server ended the connection (within `waitMs`) or kept it.
 */
function abandonedUpload(headers: Record<string, string>, declared: number, waitMs = 3000) {
  return new Promise<{ status: number; connection: string | undefined; ended: boolean }>((resolve) => {
    let answer = '';
    const socket = connect(port, '127.0.0.1');
    const done = (ended: boolean) => {
      clearTimeout(timer);
      socket.destroy();
      const head = answer.slice(0, answer.indexOf('\r\n\r\n'));
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0), connection: /\r\nconnection: *([^\r]*)/i.exec(head)?.[1]?.toLowerCase(), ended });
    };
    const timer = setTimeout(() => done(false), waitMs);
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
    socket.on('end', () => done(true));
    socket.on('error', () => done(false));
    const head = Object.entries({ host: '127.0.0.1', ...headers, 'content-length': String(declared) })
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
    socket.write(`POST /studio/api/images HTTP/1.1\r\n${head}\r\n`);
    socket.write(Buffer.alloc(64 * 1024, 7));
  });
}

describe('an upload refused before its body is read', () => {
  it('closes the connection (Connection: close) rather than reading the rest of the body', async () => {
    const editor = new StudioTab(() => server.app, ORIGIN);
    expect((await editor.signIn('ana@inphr.example', 'Editor-pass-5521!')).statusCode).toBe(204);
    const viewer = new StudioTab(() => server.app, ORIGIN);
    expect((await viewer.signIn('vic@inphr.example', 'Viewer-pass-9917!')).statusCode).toBe(204);
    const asEditor = { origin: ORIGIN, cookie: editor.cookie, 'x-csrf-token': editor.csrf, 'content-type': 'image/png' };
    const refusals: { why: string; headers: Record<string, string>; declared: number; status: number }[] = [
      { why: 'no session', headers: { origin: ORIGIN, 'content-type': 'image/png' }, declared: 9 * 1024 * 1024, status: 401 },
      { why: 'no CSRF token', headers: { origin: ORIGIN, cookie: editor.cookie, 'content-type': 'image/png' }, declared: 9 * 1024 * 1024, status: 403 },
      {
        why: 'a viewer',
        headers: { origin: ORIGIN, cookie: viewer.cookie, 'x-csrf-token': viewer.csrf, 'content-type': 'image/png' },
        declared: 9 * 1024 * 1024,
        status: 403,
      },
      { why: 'declared too large', headers: asEditor, declared: 64 * 1024 * 1024, status: 413 },
    ];
    for (const { why, headers, declared, status } of refusals) {
      expect(await abandonedUpload(headers, declared), why).toEqual({ status, connection: 'close', ended: true });
    }
  });

  it('keeps the connection when the body was read to its end (a file that is not a picture)', async () => {
    const editor = new StudioTab(() => server.app, ORIGIN);
    expect((await editor.signIn('ana@inphr.example', 'Editor-pass-5521!')).statusCode).toBe(204);
    const headers = { origin: ORIGIN, cookie: editor.cookie, 'x-csrf-token': editor.csrf, 'content-type': 'image/png' };
    expect(await abandonedUpload(headers, 64 * 1024, 500)).toEqual({ status: 400, connection: 'keep-alive', ended: false });
  });
});
