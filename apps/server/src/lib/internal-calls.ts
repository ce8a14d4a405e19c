import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/**
 * The server-side render calls this server's own APIs in-process (site/inject-fetch.ts). Those
 * calls carry a token only this process knows, so that they are told apart from visitors: they are
 * the visitor's page, not extra load on the rate limits; they read fresh answers and count no view
 * (each visit of a page counts its own as it is sent, site/render.ts).
 */
export const INTERNAL_HEADER = 'x-inphr-internal';

declare module 'fastify' {
  interface FastifyRequest {
    /** True when the request is this server's own render calling an API; never from outside. */
    internalCall: boolean;
  }
}

/** Recognises internal calls from the first hook on; returns the token the render must send. */
export function registerInternalCalls(app: FastifyInstance): string {
  const token = randomBytes(24).toString('base64url');
  app.decorateRequest('internalCall', false);
  app.addHook('onRequest', function markInternalCall(request, _reply, done) {
    request.internalCall = request.headers[INTERNAL_HEADER] === token;
    done();
  });
  return token;
}
