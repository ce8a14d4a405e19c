import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendStored, type StoredBody } from '../lib/stored-response';

/**
 * Sends a rendered page: its 200 and every 304 for it carry the same CSP (the nonce rendered into
 * it: a 304's headers replace the browser's stored ones, so a fresh nonce there would block the
 * cached page's own scripts). A kept page goes out as stored bytes, compressed once.
 */
export function sendPage(request: FastifyRequest, reply: FastifyReply, status: number, page: StoredBody, cache: string) {
  request.cspNonce = page.nonce;
  reply.header('x-render-cache', cache);
  return sendStored(request, reply, status, page, 'text/html; charset=utf-8');
}
