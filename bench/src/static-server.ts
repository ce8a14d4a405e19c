/**
 * A yardstick of the load test: node:http serving fixed answers (headers and bytes) from memory, nothing else. Runs as
 * its own process (forked by throughput.ts) so that, like the real server, it does not share a CPU
 * thread with the load generator. Gets the responses over IPC, answers with the port it listens on.
 */
import { createServer } from 'node:http';

export interface StaticResponse {
  path: string;
  status: number;
  contentType: string;
  /** Every other header of our answer (its encoding, security headers, ETag, cache policy…), sent alike. */
  headers: [string, string][];
  /** base64 */
  body: string;
}

process.once('message', (message: { responses: StaticResponse[] }) => {
  // One flat list of header names and values per answer (what node:http writes fastest).
  const pages = new Map(
    message.responses.map((r) => {
      const body = Buffer.from(r.body, 'base64');
      const headers = [['content-type', r.contentType], ['content-length', String(body.length)], ...r.headers].flat();
      return [r.path, { status: r.status, headers, body }];
    }),
  );
  const server = createServer((req, res) => {
    const page = pages.get(req.url ?? '');
    if (!page) {
      res.writeHead(404, { 'content-type': 'text/plain', 'content-length': '9' }).end('not found');
      return;
    }
    res.writeHead(page.status, page.headers).end(page.body);
  });
  server.listen(0, '127.0.0.1', () => {
    const address = server.address();
    process.send?.({ port: typeof address === 'object' && address ? address.port : 0 });
  });
  process.once('disconnect', () => process.exit(0));
});
