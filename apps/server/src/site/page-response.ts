import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The encodings a kept page is stored in beside its identity bytes (html-cache.ts). */
export type StoredEncoding = 'br' | 'gzip';

/** A page as it is sent: its HTML, its entity tag's hash, its nonce, and compressed copies if made. */
export interface PageToSend {
  html: string;
  /** Hash of the HTML; the ETag is this plus the encoding (`"<tag>"`, `"<tag>-br"`, `"<tag>-gz"`). */
  tag: string;
  nonce: string;
  br?: Buffer;
  gzip?: Buffer;
}

export function pageTag(html: string): string {
  return createHash('sha1').update(html).digest('base64url').slice(0, 27);
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
export function pickEncoding(acceptEncoding: string | undefined, page: Pick<PageToSend, 'br' | 'gzip'>): StoredEncoding | undefined {
  if (!acceptEncoding) return undefined;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const takes = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (page.br && takes('br')) return 'br';
  if (page.gzip && takes('gzip')) return 'gzip';
  return undefined;
}

/**
 * Sends a rendered page: its 200 and every 304 for it carry the same CSP (the nonce rendered into
 * it: a 304's headers replace the browser's stored ones, so a fresh nonce there would block the
 * cached page's own scripts). A kept page goes out as stored bytes, compressed once (no work per
 * request but the copy), with a strong ETag per representation.
 */
export function sendPage(request: FastifyRequest, reply: FastifyReply, status: number, page: PageToSend, cache: string) {
  request.cspNonce = page.nonce;
  const encoding = status === 200 ? pickEncoding(request.headers['accept-encoding'], page) : undefined;
  reply.header('cache-control', 'no-cache').header('etag', etagFor(page.tag, encoding)).header('x-render-cache', cache).type('text/html; charset=utf-8');
  if (status === 200 && matchesEtag(request.headers['if-none-match'], page.tag)) return reply.code(304).send();
  if (encoding) return reply.code(status).header('content-encoding', encoding).send(page[encoding]);
  return reply.code(status).send(page.html);
}
