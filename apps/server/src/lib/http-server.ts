import type { ServerOptions } from 'node:http';

/**
 * The options of node's HTTP server under Fastify (its `http` option), shared with the bench's
 * Fastify yardstick (bench/src/framework-server.ts) so that it is measured on the same server.
 *
 * `optimizeEmptyRequests` (node 24.12): a request with neither Content-Length nor
 * Transfer-Encoding has no body (RFC 9112, section 6.3), and node then gives it a body stream that
 * has already ended, instead of running a Readable stream's life for nothing (readable, end, dump,
 * destroy and close, each its own turn of `process.nextTick`). That is every GET and HEAD a
 * browser sends. Fastify reads no body of such a request, and any request with a body (a POST's
 * JSON, an upload) keeps the stream it has. What it changes: the raw request of a GET never emits
 * `close`, so neither Fastify's `request.signal` nor its `onRequestAbort` hooks would see a GET's
 * client go away (the server uses neither, and a lint rule keeps it so; test/http-server.test.ts
 * shows both kinds of request).
 * Why: docs/decisions/0038-empty-requests-without-a-stream.md.
 */
export const HTTP_SERVER_OPTIONS = Object.freeze({ optimizeEmptyRequests: true } as const satisfies ServerOptions);
