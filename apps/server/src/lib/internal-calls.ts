import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/**
 * The server-side render calls this server's own APIs in-process (site/inject-fetch.ts). Those
 * calls carry a token only this process knows, so that they are told apart from visitors: they are
 * the visitor's page, not extra load on the rate limits, and a page answered to a HEAD request
 * reads its news item without counting a view.
 */
export const INTERNAL_HEADER = 'x-inphr-internal';
/** On an internal call: read without side effects (the page is being rendered for a HEAD). */
export const PEEK_HEADER = 'x-inphr-peek';

export interface InternalCall {
  peek: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set when the request is this server's own render calling an API; never from outside. */
    internalCall: InternalCall | undefined;
  }
}

/** Recognises internal calls from the first hook on; returns the token the render must send. */
export function registerInternalCalls(app: FastifyInstance): string {
  const token = randomBytes(24).toString('base64url');
  app.decorateRequest('internalCall', undefined);
  app.addHook('onRequest', function markInternalCall(request, _reply, done) {
    if (request.headers[INTERNAL_HEADER] === token) request.internalCall = { peek: request.headers[PEEK_HEADER] === '1' };
    done();
  });
  return token;
}
