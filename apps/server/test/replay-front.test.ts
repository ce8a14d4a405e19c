import { connect, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readHead } from '../src/lib/replay-front';
import type { TestServer } from './helpers';
import { kept, listening, onOneConnection, withoutPerAnswer, type Answer } from './lane-helpers';

/*
 * The replay front (src/lib/replay-front.ts) reads a new connection's plain GETs off its socket and
 * hands the connection to Node's server at the first request that is anything else.
 */

const ask = (path: string, more = '') => `GET ${path} HTTP/1.1\r\nHost: localhost\r\nAccept-Encoding: gzip, deflate, br, zstd\r\n${more}\r\n`;

describe('what the front reads as a plain GET', () => {
  const browser = [
    'GET /media/1?lng=en HTTP/1.1',
    'Host: www.inphr.example',
    'Connection: keep-alive',
    'User-Agent: Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    'Accept: text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
    'Accept-Encoding: gzip, deflate, br, zstd',
    'Accept-Language: ko-KR,ko;q=0.9',
    'Cookie: language=en; _ga=GA1.1.1',
    'Sec-Fetch-Mode: navigate',
  ];

  it('reads a browser’s GET: its target, and its headers by lower-case name', () => {
    const read = readHead(browser.join('\r\n'));
    expect(read?.url).toBe('/media/1?lng=en');
    expect(read?.headers.cookie).toBe('language=en; _ga=GA1.1.1');
    expect(read?.headers['accept-encoding']).toBe('gzip, deflate, br, zstd');
    expect(read?.headers.host).toBe('www.inphr.example');
  });

  it.each([
    ['another method', (h: string[]) => ['POST /media/1 HTTP/1.1', ...h.slice(1)]],
    ['HTTP/1.0', (h: string[]) => ['GET /media/1 HTTP/1.0', ...h.slice(1)]],
    ['an absolute target', (h: string[]) => ['GET http://evil.example/ HTTP/1.1', ...h.slice(1)]],
    ['a space in the target', (h: string[]) => ['GET /a b HTTP/1.1', ...h.slice(1)]],
    ['a byte above 0x7E in the target', (h: string[]) => ['GET /\xe9 HTTP/1.1', ...h.slice(1)]],
    ['a body (Content-Length)', (h: string[]) => [...h, 'Content-Length: 5']],
    ['a body (Transfer-Encoding)', (h: string[]) => [...h, 'Transfer-Encoding: chunked']],
    ['a header folded on the next line (obs-fold)', (h: string[]) => [...h, 'X-Folded: a', ' b']],
    ['a bare LF inside a line', (h: string[]) => [...h, 'X-A: 1\nContent-Length: 5']],
    ['a space before the colon', (h: string[]) => [...h, 'Content-Length : 5']],
    ['a byte above 0x7E in a value', (h: string[]) => [...h, 'X-Name: caf\xe9']],
    ['a control byte in a value', (h: string[]) => [...h, 'X-Name: a\x00b']],
    ['no Host', (h: string[]) => h.filter((line) => !line.startsWith('Host'))],
    ['two Hosts', (h: string[]) => [...h, 'Host: evil.example']],
    ['two Cookie lines', (h: string[]) => [...h, 'Cookie: language=ja']],
    ['Connection: close', (h: string[]) => h.map((line) => (line.startsWith('Connection') ? 'Connection: close' : line))],
    ['Connection: upgrade', (h: string[]) => [...h.filter((line) => !line.startsWith('Connection')), 'Connection: Upgrade', 'Upgrade: websocket']],
    ['Expect', (h: string[]) => [...h, 'Expect: 100-continue']],
  ])('leaves to Node a request with %s', (_, change) => {
    expect(readHead(change(browser).join('\r\n'))).toBeUndefined();
  });
});

describe('the replay front', () => {
  let server: TestServer;
  /** Requests Node's HTTP server parsed (the front's answers are not among them). */
  let parsedByNode = 0;
  beforeAll(async () => {
    server = await listening();
    server.app.server.on('request', () => (parsedByNode += 1));
  });
  afterAll(() => server.close());

  /** A page kept and its head learnt: Fastify sent it, then the lane over a kept-alive connection. */
  async function learnt(path: string): Promise<Answer> {
    const fromFastify = await kept(server, path);
    await onOneConnection(server, [ask(path)], { answers: 1 });
    return fromFastify;
  }

  it('answers a new connection’s GETs itself, byte for byte what the lane sends, each with its own id and date', async () => {
    const path = '/business?lng=ja';
    const fromFastify = await learnt(path);
    const [replayed, nodeBefore] = [server.app.replayLane.replayed, parsedByNode];
    const answers = await onOneConnection(server, [ask(path), ask(path), ask(path)], { answers: 3 });
    expect(parsedByNode).toBe(nodeBefore);
    expect(server.app.replayLane.replayed).toBe(replayed + 3);
    const ids = new Set<string>();
    for (const answer of answers) {
      expect(answer.statusLine).toBe('HTTP/1.1 200 OK');
      expect(withoutPerAnswer(answer.headers)).toEqual(withoutPerAnswer(fromFastify.headers));
      expect(answer.body.equals(fromFastify.body)).toBe(true);
      expect(answer.headers.connection).toBe('keep-alive');
      expect(answer.headers['keep-alive']).toBe('timeout=72');
      expect(answer.headers.date).toBe(new Date(Date.parse(String(answer.headers.date))).toUTCString());
      ids.add(String(answer.headers['x-request-id']));
    }
    expect(ids.size).toBe(3);
  });

  it('hands the connection to Node at the first request it does not take, in order, and Node keeps it', async () => {
    const path = '/history?lng=en';
    const fromFastify = await learnt(path);
    const nodeBefore = parsedByNode;
    const form = JSON.stringify({ searchText: '', langCode: 'EN', page: 1, pageSize: 10 });
    const post = `POST /rest/frontend/faq/list HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${form.length}\r\n\r\n${form}`;
    const answers = await onOneConnection(server, [ask(path), post, ask(path), ask(path, 'Connection: close\r\n')]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    expect(answers[1]!.headers['content-type']).toMatch(/^application\/json/);
    for (const i of [0, 2, 3]) expect(answers[i]!.body.equals(fromFastify.body)).toBe(true);
    // The first by the front; the rest parsed by Node, the connection being its own from the POST on.
    expect(parsedByNode).toBe(nodeBefore + 3);
    expect(answers[3]!.headers.connection).toBe('close');
  });

  it('answers pipelined requests in the order sent, a body-carrying one among them', async () => {
    const path = '/service/inphrchild?lng=en';
    const fromFastify = await learnt(path);
    const smuggled = `GET ${path} HTTP/1.1\r\nHost: localhost\r\nContent-Length: 9\r\n\r\nGET /x HT`;
    const answers = await onOneConnection(server, [ask(path) + ask(path) + smuggled + ask(path)], { answers: 4 });
    expect(answers).toHaveLength(4);
    // The third's body is its body, not a request: the fourth answer is the page again.
    for (const i of [0, 1, 3]) {
      expect(answers[i]!.status).toBe(200);
      expect(answers[i]!.body.equals(fromFastify.body)).toBe(true);
    }
  });

  it('leaves a head that comes in pieces to Node, which answers it once whole', async () => {
    const path = '/business?lng=en';
    const fromFastify = await learnt(path);
    const nodeBefore = parsedByNode;
    const { port } = server.app.server.address() as AddressInfo;
    const request = ask(path, 'Connection: close\r\n');
    const answer = await new Promise<Buffer>((resolve, reject) => {
      const chunks: Buffer[] = [];
      const socket = connect(port, '127.0.0.1', () => {
        socket.write(request.slice(0, 20));
        setTimeout(() => socket.write(request.slice(20)), 50);
      });
      socket.on('data', (chunk: Buffer) => chunks.push(chunk));
      socket.on('end', () => resolve(Buffer.concat(chunks)));
      socket.on('error', reject);
    });
    expect(answer.subarray(0, 15).toString('latin1')).toBe('HTTP/1.1 200 OK');
    expect(answer.subarray(answer.indexOf('\r\n\r\n') + 4).equals(fromFastify.body)).toBe(true);
    expect(parsedByNode).toBe(nodeBefore + 1);
  });

  it('leaves to Node what Node refuses: a request that says two lengths gets its 400', async () => {
    const answers = await onOneConnection(server, [`GET / HTTP/1.1\r\nHost: localhost\r\nContent-Length: 1\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n`]);
    expect(answers[0]!.status).toBe(400);
  });

  it('lets the server close at once with idle connections held, and they are closed', async () => {
    const own = await listening();
    const path = '/business?lng=ko';
    await kept(own, path);
    await onOneConnection(own, [ask(path)], { answers: 1 });
    const { port } = own.app.server.address() as AddressInfo;
    let closedByServer = false;
    const socket = connect(port, '127.0.0.1', () => socket.write(ask(path)));
    await new Promise((resolve) => socket.once('data', resolve));
    socket.on('data', () => undefined);
    socket.on('end', () => (closedByServer = true));
    const started = Date.now();
    await own.close();
    expect(Date.now() - started).toBeLessThan(5_000);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(closedByServer).toBe(true);
    socket.destroy();
  });

  it('counts every answer it sends against the client’s limit; over it, Fastify refuses (429)', async () => {
    const own = await listening({ GLOBAL_RATE_LIMIT: '20' });
    try {
      const path = '/business?lng=en';
      await kept(own, path);
      await onOneConnection(own, [ask(path)], { answers: 1 });
      const answers = await onOneConnection(
        own,
        Array.from({ length: 24 }, () => ask(path)),
        { answers: 24 },
      );
      const statuses = answers.map((a) => a.status);
      const allowed = statuses.filter((s) => s === 200).length;
      // Within the limit by the front, then refused, every one after that (the answers by Fastify included).
      expect(allowed).toBeGreaterThan(10);
      expect(statuses.slice(allowed).every((s) => s === 429)).toBe(true);
      expect(statuses.length - allowed).toBeGreaterThan(0);
    } finally {
      await own.close();
    }
  });
});
