import { createHash } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ContentTag } from '@inphr/api';
import type { ResponseCache } from './response-cache';
import { JSON_TYPE } from '../lib/json-type';

/** The encodings a kept answer is stored in (response-cache.ts); its identity bytes come from its text or its gzip copy. */
export type StoredEncoding = 'br' | 'gzip';

/**
 * An answer's body as sent: the text, its entity tag's hash, and compressed copies once made. A
 * kept answer holds its text only until both copies are made (response-cache.ts): after that
 * every browser takes a copy, and the rare client that takes neither gets the gzip copy unpacked.
 */
export interface StoredBody {
  body?: string | undefined;
  /** Hash of the body; the ETag is this plus the encoding (`"<tag>"`, `"<tag>-br"`, `"<tag>-gz"`). */
  tag: string;
  /** A page's Content-Security-Policy (the hashes of its inline script and styles), for its 200 and 304s. */
  csp?: string;
  br?: Buffer;
  gzip?: Buffer;
}

export function bodyTag(body: string): string {
  return createHash('sha1').update(body).digest('base64url').slice(0, 27);
}

/**
 * A strong validator per stored representation (the compressed bytes differ from the identity
 * ones); a weak one when the bytes are not stored, since the compress plugin may then encode them.
 */
export function etagFor(tag: string, encoding: StoredEncoding | undefined): string {
  return encoding === 'br' ? `"${tag}-br"` : encoding === 'gzip' ? `"${tag}-gz"` : `W/"${tag}"`;
}

/** If-None-Match names this page in any of its representations (RFC 9110: weak comparison). */
export function matchesEtag(ifNoneMatch: string | undefined, tag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((raw) => {
    const value = raw.trim().replace(/^W\//, '');
    return value === `"${tag}"` || value === `"${tag}-br"` || value === `"${tag}-gz"`;
  });
}

/**
 * The stored encoding to send for an Accept-Encoding header, Brotli before gzip, honouring `q=0`;
 * undefined when the client takes neither or the copy is not made yet (then the compress plugin
 * encodes on the fly, as for any response).
 */
export function pickEncoding(acceptEncoding: string | undefined, page: Pick<StoredBody, 'br' | 'gzip'>): StoredEncoding | undefined {
  if (!acceptEncoding) return undefined;
  const takes = acceptedEncodings(acceptEncoding);
  if (page.br && takes.br) return 'br';
  if (page.gzip && takes.gzip) return 'gzip';
  return undefined;
}

/**
 * Whether an Accept-Encoding header takes Brotli and gzip, remembered per header value: browsers
 * send a handful of values (each of them on every request), parsed once each.
 */
const acceptedByHeader = new Map<string, { br: boolean; gzip: boolean }>();
const ACCEPT_ENCODINGS_KEPT = 64;
export function acceptedEncodings(header: string): { br: boolean; gzip: boolean } {
  let known = acceptedByHeader.get(header);
  if (known) return known;
  const accepted = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const takes = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  known = { br: takes('br'), gzip: takes('gzip') };
  if (acceptedByHeader.size >= ACCEPT_ENCODINGS_KEPT) acceptedByHeader.clear();
  acceptedByHeader.set(header, known);
  return known;
}

/** The identity bytes of an answer: its text, or its gzip copy unpacked once the text is dropped. */
export function identityOf(entry: Pick<StoredBody, 'body' | 'gzip'>): string | Buffer {
  if (entry.body !== undefined) return entry.body;
  if (entry.gzip) return gunzipSync(entry.gzip);
  throw new Error('a stored answer has neither its text nor its gzip copy');
}

/**
 * Sends a kept answer as stored bytes (no work per request but the copy), with a strong ETag per
 * representation; a 304 when the client holds it. Unless the caller set its own cache policy,
 * `cache-control: no-cache`: clients revalidate.
 */
export function sendStored(request: FastifyRequest, reply: FastifyReply, status: number, entry: StoredBody, contentType: string) {
  const encoding = status === 200 ? pickEncoding(request.headers['accept-encoding'], entry) : undefined;
  reply.header('etag', etagFor(entry.tag, encoding)).type(contentType);
  if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-cache');
  if (entry.csp) reply.header('content-security-policy', entry.csp);
  if (status === 200 && matchesEtag(request.headers['if-none-match'], entry.tag)) return reply.code(304).send();
  if (encoding) return reply.code(status).header('content-encoding', encoding).send(entry[encoding]);
  return reply.code(status).send(identityOf(entry));
}

/** What sendCachedJson keeps an answer under, and how it makes one. */
export interface CachedJson {
  key: string;
  tags: readonly ContentTag[];
  make: () => Promise<unknown>;
}

type JsonCache = Pick<ResponseCache, 'lookup' | 'set' | 'makeOnce'>;

/**
 * Makes the answer once however many ask at the same moment; the versions are read before the
 * query, so a change during it leaves the copy already stale.
 */
function makeOnce(cache: JsonCache, o: CachedJson) {
  return cache.makeOnce(o.key, o.tags, async (at) => {
    const body = JSON.stringify(await o.make());
    const entry = { body, tag: bodyTag(body), versions: at };
    return { entry, stored: cache.set(o.key, entry) };
  });
}

/**
 * A JSON answer kept per content version: served as stored bytes while the content it was made
 * from is unchanged (`x-api-cache: hit`); while only its view counts or its age have moved, served
 * as it is while one request's worth of making refreshes it (`stale`; not to a page's render, which
 * waits for the fresh one); made (and kept) otherwise: once for all the requests that ask while it
 * is being made (they are hits of it).
 */
export async function sendCachedJson(request: FastifyRequest, reply: FastifyReply, cache: JsonCache, o: CachedJson) {
  reply.header('vary', 'accept-encoding');
  // A page's render (an internal call) waits for fresh counts: a page made from a stale answer would
  // be kept as current and show them until the next change.
  const found = cache.lookup(o.key);
  const kept = found && (found.fresh || request.internalCall === undefined) ? found : undefined;
  if (kept) {
    if (!kept.fresh) {
      const { made, joined } = makeOnce(cache, o);
      if (!joined) made.catch((error: unknown) => request.log.warn({ err: error }, 'refreshing a kept answer failed; the stale one is kept'));
    }
    return sendStored(request, reply.header('x-api-cache', kept.fresh ? 'hit' : 'stale'), 200, kept.entry, JSON_TYPE);
  }
  const { made, joined } = makeOnce(cache, o);
  const { entry, stored } = await made;
  return sendStored(request, reply.header('x-api-cache', joined ? 'hit' : 'miss'), 200, stored ?? entry, JSON_TYPE);
}
