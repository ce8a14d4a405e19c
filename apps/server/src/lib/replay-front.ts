import type { IncomingHttpHeaders, Server } from 'node:http';
import type { Socket } from 'node:net';

/*
 * The replay front: a new connection's requests read straight off its socket while each is a plain
 * GET the replay lane can answer on its own (lib/replay-lane.ts, `replayOnSocket`); at the first
 * that is anything else, the connection is handed to Node's HTTP server, with the bytes not yet
 * answered, for the rest of its life.
 *
 * Node's HTTP server costs about 15 µs of user CPU per answer on this project's host before any
 * code of ours runs (a parser callback, an IncomingMessage and a ServerResponse, each a stream);
 * nginx spends about 4 µs on the same answer. A kept answer needs none of that machinery: its head
 * is the one Node wrote for it before (learnt by the lane), with a new request id and date.
 *
 * What the front reads is the narrowest form of HTTP/1.1 a browser sends, checked byte for byte:
 * `GET <origin-form target> HTTP/1.1`, header lines of a token, a colon and printable ASCII, one
 * Host, no body (no Content-Length or Transfer-Encoding), no Expect, Upgrade or Connection other
 * than keep-alive, one line each for the headers the answer depends on, and the whole head within
 * the data at hand. Anything else (a slow or split head, obs-fold, a bare LF, HTTP/1.0, a POST, a
 * byte above 0x7E) goes to Node as sent, whose parser and timeouts decide; so does every request
 * once the server closes (Fastify then answers 503).
 */

/** What the lane needs of a request: its target, its headers (names in lower case) and its socket. */
export interface FrontRequest {
  method: 'GET';
  url: string;
  headers: IncomingHttpHeaders;
  socket: Socket;
  /** What Node's IncomingMessage calls the socket too (read by proxy-addr's forwarded()). */
  connection: Socket;
}

export interface FrontLane {
  /** Sends the request's answer on the socket and returns true, or returns false having written and counted nothing. */
  replayOnSocket(request: FrontRequest, socket: Socket): boolean;
  readonly closing: boolean;
}

const HEAD_END = Buffer.from('\r\n\r\n', 'latin1');
/** Node's default limit of a request head (larger heads are Node's to refuse). */
const MAX_HEAD_BYTES = 16 * 1024;
/** Unsent bytes past which the front stops reading a connection until they drain. */
const HIGH_WATER = 1024 * 1024;

const TARGET = /^\/[\x21-\x7e]*$/;
/** Header lines from `lastIndex` to the end: a token, a colon, printable ASCII or tabs, CRLF between lines (one pass). */
const HEADER_LINES = /(?:[!#$%&'*+.^_`|~0-9A-Za-z-]+:[\t\x20-\x7e]*(?:\r\n|$))*$/y;

/**
 * A request head (without its blank line) read as a plain GET, or undefined when it is anything
 * else. `head` is latin1: every byte one character, so a byte above 0x7E fails the checks.
 */
export function readHead(head: string): { url: string; headers: IncomingHttpHeaders } | undefined {
  const lineEnd = head.indexOf('\r\n');
  if (lineEnd < 0 || !head.startsWith('GET ') || !head.startsWith(' HTTP/1.1', lineEnd - 9)) return undefined;
  const url = head.slice(4, lineEnd - 9);
  if (!TARGET.test(url)) return undefined;
  HEADER_LINES.lastIndex = lineEnd + 2;
  if (!HEADER_LINES.test(head)) return undefined;
  // Only the headers an answer or a log reads are kept (each must come once); the others are checked above, not read.
  const headers: Record<string, string> = {};
  for (let at = lineEnd + 2; at < head.length;) {
    const colon = head.indexOf(':', at);
    let end = head.indexOf('\r\n', colon);
    if (end < 0) end = head.length;
    const name = head.slice(at, colon).toLowerCase();
    at = end + 2;
    switch (name) {
      case 'host':
      case 'cookie':
      case 'accept-encoding':
      case 'if-none-match':
      case 'x-request-id':
      case 'x-forwarded-for':
        if (headers[name] !== undefined) return undefined;
        headers[name] = head.slice(colon + 1, end).trim();
        break;
      case 'connection': {
        const option = head.slice(colon + 1, end).trim();
        if (option.toLowerCase() !== 'keep-alive') return undefined;
        break;
      }
      // A body, a protocol change, a client's expectation: Node's to handle.
      case 'content-length':
      case 'transfer-encoding':
      case 'upgrade':
      case 'expect':
      case 'http2-settings':
      case 'te':
        return undefined;
    }
  }
  if (headers.host === undefined) return undefined;
  return { url, headers };
}

/**
 * Puts the front before Node's HTTP server: the server's connection listeners (Node's) run for a
 * connection only when the front hands it over. `keepAliveMs`: how long an idle connection is
 * kept, as Node keeps its own (its keep-alive timeout plus a second).
 */
export function attachReplayFront(server: Server, lane: () => FrontLane | undefined, keepAliveMs: number): { close(): void } {
  const nodeListeners = server.listeners('connection') as ((socket: Socket) => void)[];
  server.removeAllListeners('connection');
  const held = new Set<Socket>();

  server.on('connection', (socket: Socket) => {
    const front = lane();
    if (!front || front.closing) return give(socket, undefined);
    held.add(socket);

    // Whole heads only: what is left after them (a head in pieces, a request not ours) is Node's.
    const onData = (data: Buffer) => {
      let at = 0;
      while (at < data.length) {
        const end = data.indexOf(HEAD_END, at);
        if (end < 0 || end - at > MAX_HEAD_BYTES || front.closing) break;
        const read = readHead(data.toString('latin1', at, end));
        if (!read || !front.replayOnSocket({ method: 'GET', ...read, socket, connection: socket }, socket)) break;
        at = end + HEAD_END.length;
      }
      if (at < data.length) return handOver(socket, data.subarray(at));
      if (socket.writableLength > HIGH_WATER) {
        socket.pause();
        socket.once('drain', () => socket.resume());
      }
    };
    const onTimeout = () => socket.destroy();
    // The client is done sending: so is the front (it has nothing pending: every answer is written at once).
    const onEnd = () => socket.end();
    const onError = () => socket.destroy();
    const onClose = () => held.delete(socket);

    function handOver(s: Socket, rest: Buffer | undefined) {
      s.pause();
      s.removeListener('data', onData);
      s.removeListener('timeout', onTimeout);
      s.removeListener('end', onEnd);
      s.removeListener('error', onError);
      s.removeListener('close', onClose);
      held.delete(s);
      give(s, rest);
    }

    socket.setTimeout(keepAliveMs);
    socket.on('data', onData);
    socket.on('timeout', onTimeout);
    socket.on('end', onEnd);
    socket.on('error', onError);
    socket.on('close', onClose);
  });

  /** Node's server takes the connection, the bytes not yet answered first. */
  function give(socket: Socket, rest: Buffer | undefined) {
    socket.setTimeout(0);
    if (rest && rest.length > 0) socket.unshift(rest);
    for (const listener of nodeListeners) listener.call(server, socket);
    socket.resume();
  }

  return {
    /** The server closes: idle connections the front holds are ended once their answers are sent. */
    close() {
      for (const socket of held) socket.end();
      held.clear();
    },
  };
}
