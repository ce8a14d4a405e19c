import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { startTestServer, type TestServer } from './helpers';

/*
 * Speaking HTTP to a listening server over loopback, as a browser does: the replay lane
 * (src/lib/replay-lane.ts) and the replay front (src/lib/replay-front.ts) answer ahead of Fastify,
 * and inject() goes around both.
 */

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export function get(server: TestServer, path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  const { port } = server.app.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

export const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' };
/** Framing and per-answer headers: each answer's own, and inject() (below) writes none of the framing ones. */
const PER_ANSWER = ['x-request-id', 'date', 'connection', 'keep-alive', 'transfer-encoding'];

export function withoutPerAnswer(headers: IncomingHttpHeaders) {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !PER_ANSWER.includes(name)));
}

/**
 * What Fastify answers to the same request (inject() goes around the lane; it runs every hook, so
 * the lane learns the answer as from a request over the network, from the same client address).
 */
export async function viaFastify(server: TestServer, path: string, headers: Record<string, string> = BROWSER): Promise<Answer> {
  const res = await server.app.inject({ url: path, headers, remoteAddress: '127.0.0.1' });
  return { status: res.statusCode, headers: res.headers as IncomingHttpHeaders, body: res.rawPayload };
}

export async function listening(overrides: Record<string, string> = {}) {
  const server = await startTestServer({ VIEW_COUNT_REFRESH_MS: '50', ...overrides }, { site: true });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  return server;
}

/** Asks Fastify for a page until its compressed copies are made (once, off the event loop, just after it is kept): the lane has then learnt it. */
export async function kept(server: TestServer, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  for (let i = 0; i < 100; i += 1) {
    const answer = await viaFastify(server, path, { ...BROWSER, ...headers });
    if (/-(br|gz)"$/.test(String(answer.headers.etag))) return answer;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${path} was not kept with its compressed copies`);
}

export interface RawAnswer extends Answer {
  statusLine: string;
}

/**
 * Sends requests one after another on one TCP connection, as written (the next once the answer to
 * the last has come), and reads each answer as it travels (its head line by line, a body of its
 * Content-Length); resolves once the server has closed the connection, or once `answers` answers
 * have come (then the client closes it). A write may hold several requests (pipelined).
 */
export function onOneConnection(server: TestServer, requests: string[], o: { answers?: number } = {}): Promise<RawAnswer[]> {
  const { port } = server.app.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const answers: RawAnswer[] = [];
    let buffered = Buffer.alloc(0);
    let sent = 1;
    const socket = connect(port, '127.0.0.1', () => socket.write(requests[0]!));
    socket.on('data', (chunk: Buffer) => {
      buffered = Buffer.concat([buffered, chunk]);
      for (;;) {
        const end = buffered.indexOf('\r\n\r\n');
        if (end < 0) return;
        const [statusLine, ...lines] = buffered.subarray(0, end).toString('latin1').split('\r\n');
        const headers: IncomingHttpHeaders = {};
        for (const line of lines) {
          const colon = line.indexOf(': ');
          headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 2);
        }
        const length = Number(headers['content-length'] ?? 0);
        if (buffered.length < end + 4 + length) return;
        answers.push({ statusLine: statusLine!, status: Number(statusLine!.split(' ')[1]), headers, body: buffered.subarray(end + 4, end + 4 + length) });
        buffered = buffered.subarray(end + 4 + length);
        if (answers.length === o.answers) {
          socket.end();
          return resolve(answers);
        }
        if (sent < requests.length) socket.write(requests[sent++]!);
      }
    });
    socket.on('error', reject);
    socket.on('close', () =>
      answers.length === (o.answers ?? requests.length) ? resolve(answers) : reject(new Error(`closed after ${answers.length} answers`)),
    );
  });
}
