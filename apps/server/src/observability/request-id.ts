import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

/** The header a proxy or a caller names a request with; echoed on every answer. */
export const REQUEST_ID_HEADER = 'x-request-id';
const WELL_FORMED = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * Fastify's `genReqId`: the caller's id when it is a plain token (a proxy's, or the page render's
 * own API calls, so their log lines share the page's id), else a new one. Anything else (markup,
 * a long string) is replaced, never logged as given.
 */
export function requestId(request: Pick<IncomingMessage, 'headers'>): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && WELL_FORMED.test(given) ? given : randomUUID();
}

/** Echoes each request's id (Fastify's `genReqId`: requestId above) on its answer, whatever the route. */
export function registerRequestIdEcho(app: FastifyInstance): void {
  app.addHook('onRequest', function echoRequestId(request, reply, done) {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
}
