import type { FastifyInstance } from 'fastify';

/**
 * One log line per answered request (`request completed`: the request as lib/log.ts shows it, the
 * status and the time taken), in place of Fastify's two (`incoming request`, then `request
 * completed`): the second carried all the first did but the request itself, so a busy instance
 * wrote every request twice. Written at `info` after the answer, whatever the route.
 */
export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', function logAnswer(request, reply, done) {
    request.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
    done();
  });
}
