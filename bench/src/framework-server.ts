/**
 * A yardstick of the load test: Fastify serving fixed answers (headers and bytes) from memory with
 * the duties every answer has through a framework, and nothing of the site: a request id made per
 * request and echoed, a global rate limit of @fastify/rate-limit (in memory), and a log call per
 * answer at the level the bench's server runs at. It tells what the framework costs on this host,
 * between a bare node:http handler and our server.
 */
import { randomUUID } from 'node:crypto';
import Fastify, { LogController } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { LAUNCH_LOG_LEVEL } from '@inphr/server/launch';
import { serveOverIpc } from './yardstick';

serveOverIpc(async (answers) => {
  const app = Fastify({
    logger: { level: LAUNCH_LOG_LEVEL },
    logController: new LogController({ disableRequestLogging: true }),
    requestIdHeader: false,
    genReqId: () => randomUUID(),
  });
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  await app.register(rateLimit, { global: true, max: 1_000_000_000, timeWindow: 60_000, allowList: () => false });
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info({ url: request.url, statusCode: reply.statusCode, responseTime: reply.elapsedTime }, 'request completed');
    done();
  });
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
