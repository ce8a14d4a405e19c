import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gunzipSync, gzip } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { JSON_TYPE } from '../lib/json-type';
import type { ContentCache, Sized } from './content-cache';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The encodings a kept answer is stored in; its identity bytes are its gzip copy unpacked. */
export type StoredEncoding = 'br' | 'gzip';

/**
 * An answer's body as kept: its entity tag's hash and its Brotli and gzip copies (every browser
 * takes one; the rare client that takes neither gets the gzip copy unpacked). `body` is the text
 * of an answer not kept (a preview).
 */
export interface StoredBody extends Sized {
  body?: string | undefined;
  /** Hash of the text; the ETag is this plus the encoding (`"<tag>"`, `"<tag>-br"`, `"<tag>-gz"`). */
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
 * A text to keep, compressed once in libuv's threads. An answer that lives seconds (it shows view
 * counts) is compressed fast (Brotli 5, gzip 6); the others well (Brotli 10: 2 % larger than 11 for
 * a page, in less than half its time; gzip 9).
 */
export async function storedBody(text: string, shortLived: boolean): Promise<StoredBody> {
  const bytes = Buffer.from(text, 'utf8');
  const [br, gz] = await Promise.all([
    brotli(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: shortLived ? 5 : 10,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    gzipAsync(bytes, { level: shortLived ? 6 : 9 }),
  ]);
  return { tag: bodyTag(text), br, gzip: gz, size: br.length + gz.length + 256 };
}

/**
 * A strong validator per stored representation (the compressed bytes differ from the identity
 * ones); a weak one when the bytes are not stored, since the compress plugin may then encode them.
 */
export function etagFor(tag: string, encoding: StoredEncoding | undefined): string {
  return encoding === 'br' ? `"${tag}-br"` : encoding === 'gzip' ? `"${tag}-gz"` : `W/"${tag}"`;
}

/** If-None-Match names this answer in any of its representations (RFC 9110: weak comparison). */
export function matchesEtag(ifNoneMatch: string | undefined, tag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((raw) => {
    const value = raw.trim().replace(/^W\//, '');
    return value === `"${tag}"` || value === `"${tag}-br"` || value === `"${tag}-gz"`;
  });
}

/**
 * The stored encoding to send for an Accept-Encoding header, by its q-values (Brotli first where
 * they tie, never one refused with `q=0`); undefined when the client takes neither.
 */
export function pickEncoding(acceptEncoding: string | undefined, stored: Pick<StoredBody, 'br' | 'gzip'>): StoredEncoding | undefined {
  const supported: StoredEncoding[] = [...(stored.br ? (['br'] as const) : []), ...(stored.gzip ? (['gzip'] as const) : [])];
  if (!acceptEncoding || supported.length === 0) return undefined;
  return negotiate(acceptEncoding, supported) ?? undefined;
}

/** The identity bytes of an answer: its text, or its gzip copy unpacked. */
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

/**
 * A JSON answer from the cache (`x-api-cache`: hit, stale or miss), made by `make` when there is
 * none to send, and fresh for `ttlS`. A page's render (an internal call) waits for a fresh one: a
 * page made from a stale answer would show it for its own TTL on top. It carries no per-visitor
 * data, so a shared cache (the proxy's micro-cache, a CDN purged by `tags`) may keep it as long.
 */
export async function sendCachedJson(
  request: FastifyRequest,
  reply: FastifyReply,
  cache: ContentCache,
  o: { key: string; ttlS: number; tags: readonly string[]; make: () => Promise<unknown> },
) {
  const shortLived = o.ttlS <= 10;
  const { value, state } = await cache.fetch(o.key, async () => storedBody(JSON.stringify(await o.make()), shortLived), {
    ttlMs: o.ttlS * 1000,
    fresh: request.internalCall,
  });
  reply.header('vary', 'accept-encoding').header('x-api-cache', state);
  keptBySharedCache(reply, ['api', ...o.tags], o.ttlS);
  return sendStored(request, reply, 200, value, JSON_TYPE);
}

/**
 * An answer a shared cache (a CDN, the proxy) may keep for `sharedMaxAgeS` and no browser beyond a
 * revalidation, named by the tags a purge drops it by (lib/cdn-purge.ts: Fastly reads them
 * space-separated, Cloudflare comma-separated).
 */
export function keptBySharedCache(reply: FastifyReply, tags: readonly string[], sharedMaxAgeS: number): void {
  reply
    .header('cache-control', `public, max-age=0, s-maxage=${sharedMaxAgeS}, stale-while-revalidate=${sharedMaxAgeS}`)
    .header('surrogate-key', tags.join(' '))
    .header('cache-tag', tags.join(','));
}
