/**
 * What the server's every answer goes through in Fastify besides its route, as server.ts registers
 * it: exported as @inphr/server/request-duties for the bench's Fastify yardstick
 * (bench/src/framework-server.ts), which must carry the same duties to be a fair measure.
 */
export { registerRequestIdEcho, requestId } from './observability/request-id';
export { registerRequestLog } from './observability/request-log';
export { GLOBAL_RATE_WINDOW_MS, RATE_LIMIT_HEADERS_ON_429_ONLY } from './lib/rate-limit';
export { HTTP_SERVER_OPTIONS } from './lib/http-server';
