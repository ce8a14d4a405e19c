import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { performance } from 'node:perf_hooks';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import { languageFromCookieHeader } from '@inphr/i18n/detect';
import { REQUEST_ID_HEADER, requestId } from '../observability/request-id';
import type { FrontLane, FrontRequest } from './replay-front';
import type { AnswerObserver } from '../observability/metrics';
import {
  acceptedEncodings,
  etagFor,
  matchesEtag,
  pickEncoding,
  replayableOf,
  type MadeReplay,
  type Replayable,
  type StoredBody,
  type StoredEncoding,
} from './stored-response';

/*
 * The replay lane: a kept answer (a rendered page, a news list, the FAQ) sent again, ahead of
 * Fastify's routing, to the next request that asks for it in the same words.
 *
 * Fastify answers a request for a kept answer in about 175 µs of CPU on this project's host, of
 * which some 100 µs are the framework's own path (hooks, routing, parsing, a child logger) around a
 * copy of stored bytes. The lane learns from Fastify instead of repeating its rules: when Fastify
 * has sent a kept answer (the sender marks it, `sendStored` in lib/stored-response.ts), the lane
 * notes the request's address and language and the headers that went out; a later GET with the
 * same address and language gets the same headers and the same stored bytes (or, to a client that
 * holds them, the same "not modified"), as long as the kept copy is still current. An answer made anew
 * per visit from kept parts (a news item, with its view count) is made again the sender's way. What
 * only Fastify can decide (a first visit, a HEAD, an encoding not stored, a stale copy, a client over
 * its limit) goes to Fastify as before.
 *
 * Nothing a request carries but its address, its language cookie and its Accept-Encoding chooses
 * the answer: those are all that the senders' answers depend on (Vary: Cookie, Accept-Encoding; the
 * page's language is the only part of the cookie a page reads). Every replayed request still counts
 * against the global rate limit (the same store, the same client address), carries its request id,
 * is measured under its route in the metrics, logged like any other, and counts its news views.
 */

/** The global rate limit the lane counts in: the plugin's own store (once made), limit and window. */
export interface LaneRateLimit {
  store: () => FastifyRateLimitStore | undefined;
  max: number;
  timeWindow: number;
  /** A client's key from its address, as the rate-limit plugin makes it. */
  key: (address: string) => string;
}

export interface ReplayLaneOptions {
  /** The client's address as Fastify's `request.ip` reads it (the socket's peer, or what a trusted proxy says). */
  clientAddress: (request: IncomingMessage) => string;
  rateLimit: LaneRateLimit;
  /** Counts an answer in the metrics, as the onResponse hook does for Fastify's. */
  observe: AnswerObserver;
  /** The server's logger, and whether it writes Fastify's request lines (`info` and below). */
  log: FastifyBaseLogger;
  logRequests: boolean;
  /** The size from which Fastify compresses a body made per request (its compress plugin's threshold), in bytes. */
  compressFrom: number;
  /** Most addresses remembered; the oldest is forgotten first. */
  maxEntries?: number;
}

type Handler = (request: IncomingMessage, response: ServerResponse) => void;
type Encoding = StoredEncoding | 'identity';

/** Per-request headers of a recorded answer: made anew on a replay, not copied. */
const PER_ANSWER = new Set([REQUEST_ID_HEADER, 'etag', 'content-encoding', 'content-length', 'transfer-encoding', 'date', 'connection', 'keep-alive']);

/** The statuses a kept answer is sent with: the answer, or "not modified" to a client that holds it. */
type Status = 200 | 304;

/**
 * The head Node wrote for an answer, cut where the per-answer values go (its request id and its
 * date): sent again as it stands, it spares Node's checking and joining of every header line.
 */
interface WrittenHead {
  beforeId: string;
  /** From the end of the id to the date's value. */
  beforeDate: string;
  /** From the end of the date to the blank line that ends the head (Node's connection lines). */
  rest: string;
  /** The same three parts as bytes, for the replay front (which writes the head as one buffer). */
  bytes: { beforeId: Buffer; beforeDate: Buffer; rest: Buffer };
}

/**
 * The part of Node's ServerResponse the lane writes through: `_header` is the head Node composes
 * in writeHead and writes before the first body bytes (what Express and the `on-headers` package
 * read too); `_contentLength` is what writeHead notes of Content-Length.
 */
interface WrittenResponse {
  _header?: string | null;
  _contentLength?: number | null;
  maxRequestsOnConnectionReached?: boolean;
}

/**
 * Which head Node wrote a full answer with: a kept copy's, per encoding (its length is the
 * stored bytes'); a made answer's, per length (its count's digits change it).
 */
type WrittenKey = Encoding | number;
const MADE_LENGTHS_KEPT = 8;

/** A recorded answer: what to check before sending it again, and its header lines per status and encoding. */
class Recorded {
  private readonly heads: Record<Status, Map<Encoding, string[]>> = { 200: new Map(), 304: new Map() };
  /** The head Node wrote for a full answer, once it has written one over a kept-alive connection. */
  private readonly written = new Map<WrittenKey, WrittenHead>();
  /** The answer when it is made per visit (else undefined: a kept copy). */
  readonly made: MadeReplay | undefined;
  /** The answer's headers but the per-answer ones, as flat name/value pairs, per status once Fastify has sent it so. */
  private readonly common: Partial<Record<Status, readonly string[]>> = {};

  constructor(
    readonly replayable: Replayable,
    readonly route: string,
  ) {
    this.made = 'answer' in replayable ? replayable : undefined;
  }

  /** The same answer as `other` (a kept copy recorded again); a made answer is recorded anew each time Fastify sends it. */
  sameAs(other: Replayable): boolean {
    return 'entry' in this.replayable && 'entry' in other && this.replayable.entry === other.entry;
  }

  writtenHead(key: WrittenKey): WrittenHead | undefined {
    return this.written.get(key);
  }

  noteWritten(key: WrittenKey, head: WrittenHead): void {
    if (this.written.size >= MADE_LENGTHS_KEPT) this.written.clear();
    this.written.set(key, head);
  }

  learn(status: Status, common: readonly string[]): void {
    const known = this.common[status];
    if (known && known.length === common.length && known.every((line, i) => line === common[i])) return;
    this.common[status] = common;
    // Headers that changed: the lines made of the old ones go.
    this.heads[status].clear();
    if (status === 200) this.written.clear();
  }

  /**
   * The header lines for a status and encoding, made once: the request id first (its value set
   * per answer), then the rest; undefined until Fastify has sent the answer with that status. A
   * made answer's lines end with its Content-Length, set per answer too.
   */
  head(status: Status, encoding: Encoding): string[] | undefined {
    let head = this.heads[status].get(encoding);
    const common = this.common[status];
    if (!head && common) {
      head = [REQUEST_ID_HEADER, '', ...common];
      if ('entry' in this.replayable) {
        const { entry } = this.replayable;
        head.push('etag', etagFor(entry.tag, encoding === 'identity' ? undefined : encoding));
        if (status === 200) {
          if (encoding !== 'identity') head.push('content-encoding', encoding);
          head.push('content-length', String(encoding === 'identity' ? Buffer.byteLength(entry.body) : entry[encoding]!.length));
        }
      } else head.push('content-length', '');
      this.heads[status].set(encoding, head);
    }
    return head;
  }
}

export class ReplayLane implements FrontLane {
  private readonly memo = new Map<string, Recorded>();
  /** A client's rate-limit key per address (normalizing an address parses it). */
  private readonly keys = new Map<string, string>();
  private readonly maxEntries: number;
  private closed = false;
  /** Answers the lane sent (tests read it). */
  replayed = 0;

  constructor(private readonly o: ReplayLaneOptions) {
    this.maxEntries = o.maxEntries ?? 4096;
  }

  /** From now on every request goes to Fastify (it answers 503 while the server closes). */
  close(): void {
    this.closed = true;
    this.memo.clear();
  }

  get closing(): boolean {
    return this.closed;
  }

  /** Fastify's onResponse: a kept answer just sent (in full, or "not modified") is noted for its address and language. */
  record(request: FastifyRequest, reply: FastifyReply): void {
    const replayable = replayableOf(reply);
    const status = reply.statusCode;
    if (!replayable || this.closed || request.method !== 'GET' || (status !== 200 && status !== 304)) return;
    // Fastify's own headers and any set on the raw response (Fastify hands its own to writeHead, which keeps no copy).
    const sent = reply.getHeaders();
    // Nothing per visitor ever goes into a replayed answer.
    if (sent['set-cookie'] !== undefined) return;
    // A made answer is replayed as Fastify sent it: in full and uncompressed.
    if ('answer' in replayable && (status !== 200 || sent['content-encoding'] !== undefined)) return;
    const common: string[] = [];
    for (const [name, value] of Object.entries({ ...sent, ...replayable.replayHeaders })) {
      if (PER_ANSWER.has(name) || value === undefined) continue;
      for (const one of Array.isArray(value) ? value : [value]) common.push(name, String(one));
    }
    const key = memoKey(request.raw);
    let recorded = this.memo.get(key);
    // The same kept copy: what it learnt of the other status stays.
    if (!recorded?.sameAs(replayable)) recorded = new Recorded(replayable, request.routeOptions.url ?? 'unmatched');
    recorded.learn(status, common);
    this.memo.delete(key);
    this.memo.set(key, recorded);
    if (this.memo.size > this.maxEntries) this.memo.delete(this.memo.keys().next().value!);
  }

  /**
   * The server's request listener, ahead of Fastify's: sends the request's kept answer again when
   * the lane knows it and it is current, else hands the request to Fastify (`next`).
   */
  handle(request: IncomingMessage, response: ServerResponse, next: Handler): void {
    const recorded = this.lookup(request);
    if (!recorded) return next(request, response);
    const { replayable } = recorded;
    const chosen = choose(replayable, request);
    if (!chosen) return next(request, response);
    const { encoding, status } = chosen;
    const head = recorded.head(status, encoding);
    if (!head) return next(request, response);
    const started = performance.now();
    const { store, max, timeWindow } = this.o.rateLimit;
    const limits = store();
    const address = this.addressOf(request);
    if (!limits || address === undefined) return next(request, response);
    // Counted as Fastify counts it; over the limit, Fastify answers (429, with its headers).
    limits.incr(
      this.limitKey(address),
      (error, result) => {
        if (error || !result || result.current > max || !replayable.holds()) return next(request, response);
        const body = this.bodyOf(recorded, status, encoding, request);
        if (body === null) return next(request, response);
        this.send(recorded, status, head, encoding, body, request, response, address, started);
      },
      timeWindow,
      max,
    );
  }

  /**
   * The body to send: the kept bytes in the chosen encoding (none for a 304), or the answer made
   * for this visit; null when Fastify would have compressed that one for this client.
   */
  private bodyOf(recorded: Recorded, status: Status, encoding: Encoding, request: IncomingMessage | FrontRequest): Buffer | string | undefined | null {
    const { replayable } = recorded;
    if ('entry' in replayable) return status === 304 ? undefined : encoding === 'identity' ? replayable.entry.body : replayable.entry[encoding]!;
    const body = replayable.answer();
    if (Buffer.byteLength(body) < this.o.compressFrom) return body;
    const takes = acceptedEncodings(request.headers['accept-encoding'] ?? '');
    return takes.br || takes.gzip ? null : body;
  }

  /**
   * The replay front's way (lib/replay-front.ts): writes a full answer straight on the socket,
   * with the head Node wrote for it before (a new id and date in it), when everything Fastify's
   * answer depends on is known and the client is within its limit; else writes and counts nothing
   * (false), and the request goes to Node's server. A 304's head is not learnt: Node writes it.
   */
  replayOnSocket(request: FrontRequest, socket: Socket): boolean {
    const recorded = this.lookup(request);
    if (!recorded) return false;
    const { replayable } = recorded;
    const chosen = choose(replayable, request);
    if (!chosen || chosen.status === 304) return false;
    const { encoding } = chosen;
    const body = this.bodyOf(recorded, 200, encoding, request);
    if (body === null || body === undefined) return false;
    const length = typeof body === 'string' ? Buffer.byteLength(body) : body.length;
    const written = recorded.writtenHead(recorded.made ? length : encoding);
    const limits = this.o.rateLimit.store();
    if (!written || !limits) return false;
    const started = performance.now();
    const address = this.addressOf(request);
    if (address === undefined) return false;
    // The memory store answers at once; a store that answers later (Redis) is not the front's (server.ts).
    let within: boolean | undefined;
    limits.incr(
      this.limitKey(address),
      (error, result) => (within = !error && result !== undefined && result.current <= this.o.rateLimit.max),
      this.o.rateLimit.timeWindow,
      this.o.rateLimit.max,
    );
    if (within !== true || !replayable.holds()) return false;
    const id = requestId(request);
    if (this.o.logRequests) this.o.log.info({ reqId: id, req: loggedRequest(request, address) }, 'incoming request');
    socket.cork();
    socket.write(headBytes(written, id));
    socket.write(body);
    socket.uncork();
    this.done(recorded, 200, id, started);
    return true;
  }

  /** The client's address as Fastify reads it; undefined for an X-Forwarded-For a trusted proxy should not have sent (Fastify says what that is). */
  private addressOf(request: IncomingMessage | FrontRequest): string | undefined {
    try {
      // proxy-addr reads only the headers and the socket, which a front request has too.
      return this.o.clientAddress(request as IncomingMessage);
    } catch {
      return undefined;
    }
  }

  private limitKey(address: string): string {
    let limitKey = this.keys.get(address);
    if (limitKey === undefined) {
      if (this.keys.size >= this.maxEntries) this.keys.clear();
      limitKey = this.o.rateLimit.key(address);
      this.keys.set(address, limitKey);
    }
    return limitKey;
  }

  /** What every replayed answer counts once sent: the lane's tally, the visit's own work, the metrics and the log. */
  private done(recorded: Recorded, status: Status, id: string, started: number): void {
    this.replayed += 1;
    recorded.replayable.onReplay?.();
    const elapsedMs = performance.now() - started;
    this.o.observe('GET', recorded.route, status, elapsedMs / 1000);
    if (this.o.logRequests) this.o.log.info({ reqId: id, res: { statusCode: status }, responseTime: elapsedMs }, 'request completed');
  }

  private lookup(request: IncomingMessage | FrontRequest): Recorded | undefined {
    if (this.closed || request.method !== 'GET' || this.memo.size === 0) return undefined;
    return this.memo.get(memoKey(request));
  }

  private send(
    recorded: Recorded,
    status: Status,
    head: string[],
    encoding: Encoding,
    body: Buffer | string | undefined,
    request: IncomingMessage,
    response: ServerResponse,
    address: string,
    started: number,
  ): void {
    const id = requestId(request);
    const logged = this.o.logRequests;
    if (logged) this.o.log.info({ reqId: id, req: loggedRequest(request, address) }, 'incoming request');
    const length = body === undefined ? 0 : typeof body === 'string' ? Buffer.byteLength(body) : body.length;
    const writtenKey = recorded.made ? length : encoding;
    if (body === undefined || !writeAgain(recorded.writtenHead(writtenKey), id, body, length, response)) {
      // The shared line array is written out at once (writeHead copies it): its id slot is this
      // answer's, and so is a made answer's length, its last.
      head[1] = id;
      if (recorded.made) head[head.length - 1] = String(length);
      response.writeHead(status, head);
      const written = body === undefined ? undefined : learnHead(response, id);
      if (written) recorded.noteWritten(writtenKey, written);
      response.end(body);
    }
    this.done(recorded, status, id, started);
  }
}

/**
 * Notes the head Node just composed for a full answer, when it can be sent again as it stands: a
 * connection kept alive (the usual case; its "Connection" lines are then the same every time)
 * and one request id and one date in it, where the lane puts each answer's own.
 */
function learnHead(response: ServerResponse, id: string): WrittenHead | undefined {
  const header = (response as unknown as WrittenResponse)._header;
  if (typeof header !== 'string' || !keptAlive(response)) return undefined;
  const idLine = `\r\n${REQUEST_ID_HEADER}: ${id}\r\n`;
  const idAt = header.indexOf(idLine);
  const dateAt = header.indexOf(DATE_LINE);
  if (idAt < 0 || header.indexOf(idLine, idAt + 1) >= 0 || dateAt < idAt || header.indexOf(DATE_LINE, dateAt + 1) >= 0) return undefined;
  const dateEnd = header.indexOf('\r\n', dateAt + DATE_LINE.length);
  if (header.slice(dateAt + DATE_LINE.length, dateEnd) !== httpDate()) return undefined;
  const valueAt = idAt + idLine.length - id.length - 2;
  const [beforeId, beforeDate, rest] = [header.slice(0, valueAt), header.slice(valueAt + id.length, dateAt + DATE_LINE.length), header.slice(dateEnd)];
  return {
    beforeId,
    beforeDate,
    rest,
    bytes: { beforeId: Buffer.from(beforeId, 'latin1'), beforeDate: Buffer.from(beforeDate, 'latin1'), rest: Buffer.from(rest, 'latin1') },
  };
}

/**
 * Sends a full answer with the head Node wrote for it before, its request id and date made anew:
 * what writeHead would compose again, line by line, for the same headers. Only over a connection
 * kept alive, as the head was learnt; anything else is left to writeHead (false).
 */
function writeAgain(written: WrittenHead | undefined, id: string, body: Buffer | string, length: number, response: ServerResponse): boolean {
  const node = response as unknown as WrittenResponse;
  if (!written || node._header !== null || !keptAlive(response)) return false;
  response.statusCode = 200;
  node._header = written.beforeId + id + written.beforeDate + httpDate() + written.rest;
  node._contentLength = length;
  response.end(body);
  return true;
}

/**
 * A learnt head with this answer's id and date, as one buffer (the parts copied, not joined as a
 * string: a joined string is flattened again before it is written).
 */
function headBytes(written: WrittenHead, id: string): Buffer {
  const { beforeId, beforeDate, rest } = written.bytes;
  const date = httpDate();
  const head = Buffer.allocUnsafe(beforeId.length + id.length + beforeDate.length + date.length + rest.length);
  let at = beforeId.copy(head, 0);
  at += head.write(id, at, 'latin1');
  at += beforeDate.copy(head, at);
  at += head.write(date, at, 'latin1');
  rest.copy(head, at);
  return head;
}

/** A response Node would write "Connection: keep-alive" for (and keep its connection open after). */
function keptAlive(response: ServerResponse): boolean {
  return response.shouldKeepAlive && response.sendDate && !(response as unknown as WrittenResponse).maxRequestsOnConnectionReached;
}

const DATE_LINE = '\r\nDate: ';
let dateSecond = -1;
let dateValue = '';
/** The Date header's value, made once a second (as Node makes its own). */
function httpDate(): string {
  const second = Math.floor(Date.now() / 1000);
  if (second !== dateSecond) {
    dateSecond = second;
    dateValue = new Date(second * 1000).toUTCString();
  }
  return dateValue;
}

/**
 * How to send a kept copy to this client: the encoding it takes, and "not modified" when it holds
 * the copy (in any of its encodings), as Fastify tells it; undefined when only Fastify can (an
 * encoding whose copy is not made yet). A made answer is always sent in full, as made.
 */
function choose(replayable: Replayable, request: IncomingMessage | FrontRequest): { encoding: Encoding; status: Status } | undefined {
  if (!('entry' in replayable)) return { encoding: 'identity', status: 200 };
  const encoding = encodingFor(request.headers['accept-encoding'], replayable.entry);
  if (!encoding) return undefined;
  return { encoding, status: matchesEtag(request.headers['if-none-match'], replayable.entry.tag) ? 304 : 200 };
}

/** What chooses a kept answer: its language (only the cookie's language: pages read nothing else of it) and its address as sent. */
function memoKey(request: IncomingMessage | FrontRequest): string {
  return `${languageFromCookieHeader(request.headers.cookie) ?? ''} ${request.url ?? ''}`;
}

/**
 * The stored bytes to send for an Accept-Encoding header: Brotli, gzip, or the identity bytes for a
 * client that takes neither; none when the client takes an encoding whose copy is not made yet
 * (Fastify's compress plugin then encodes on the fly).
 */
function encodingFor(acceptEncoding: string | undefined, entry: StoredBody): Encoding | undefined {
  const stored = pickEncoding(acceptEncoding, entry);
  if (stored) return stored;
  const takes = acceptEncoding ? acceptedEncodings(acceptEncoding) : undefined;
  return takes?.br || takes?.gzip ? undefined : 'identity';
}

/** A request in the shape Fastify's request serializer reads (it writes the method, URL, host and client address, no other header). */
function loggedRequest(request: IncomingMessage | FrontRequest, address: string) {
  return { method: request.method, url: request.url, headers: request.headers, host: request.headers.host, ip: address, socket: request.socket };
}
