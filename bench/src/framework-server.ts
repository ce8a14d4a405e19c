/**
 * A yardstick of the load test: Fastify serving fixed answers (headers and bytes) from memory with
 * the duties each answer of ours has through the framework, and nothing of the site: the server's
 * own request id (made per request and echoed), the global rate limit of @fastify/rate-limit as our
 * server configures it (in memory), and the server's log call per answer at the level the bench's
 * server runs at, on node's HTTP server set up as the server's (lib/http-server.ts). It tells what
 * the framework costs on this host, between a bare node:http handler and our server.
 */
import Fastify, { LogController } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { LAUNCH_LOG_LEVEL } from '@inphr/server/launch';
import {
  GLOBAL_RATE_WINDOW_MS,
  HTTP_SERVER_OPTIONS,
  RATE_LIMIT_HEADERS_ON_429_ONLY,
  registerRequestIdEcho,
  registerRequestLog,
  requestId,
} from '@inphr/server/request-duties';
import { serveOverIpc } from './yardstick';

serveOverIpc(async (answers) => {
  const app = Fastify({
    logger: { level: LAUNCH_LOG_LEVEL },
    logController: new LogController({ disableRequestLogging: true }),
    http: { ...HTTP_SERVER_OPTIONS },
    requestIdHeader: false,
    genReqId: requestId,
  });
  registerRequestIdEcho(app);
  await app.register(rateLimit, {
    global: true,
    max: 1_000_000_000,
    timeWindow: GLOBAL_RATE_WINDOW_MS,
    allowList: () => false,
    addHeadersOnExceeding: RATE_LIMIT_HEADERS_ON_429_ONLY,
  });
  registerRequestLog(app);
  // Each answer's headers as one object, made once (Fastify sets the length itself).
  const prepared = new Map([...answers].map(([path, a]) => [path, { status: a.status, headers: Object.fromEntries(a.headers), body: a.body }]));
  // Sent from a plain function, as our kept pages are: no promise per answer.
  app.get('/*', (request, reply) => {
    const answer = prepared.get(request.url);
    if (answer) reply.code(answer.status).headers(answer.headers).send(answer.body);
    else reply.code(404).type('text/plain').send('not found');
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return typeof address === 'object' && address ? address.port : 0;
});
