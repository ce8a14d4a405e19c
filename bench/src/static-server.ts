/**
 * The yardstick of the load test: node:http serving fixed bytes from memory, nothing else. Runs as
 * its own process (forked by throughput.ts) so that, like the real server, it does not share a CPU
 * thread with the load generator. Gets the responses over IPC, answers with the port it listens on.
 */
import { createServer } from 'node:http';

export interface StaticResponse {
  path: string;
  status: number;
  contentType: string;
  /** As our server sent it (the body is then compressed). */
  contentEncoding?: string;
  /** base64 */
  body: string;
}

process.once('message', (message: { responses: StaticResponse[] }) => {
  const pages = new Map(
    message.responses.map((r) => [r.path, { status: r.status, contentType: r.contentType, encoding: r.contentEncoding, body: Buffer.from(r.body, 'base64') }]),
  );
  const server = createServer((req, res) => {
    const page = pages.get(req.url ?? '');
    if (!page) {
      res.writeHead(404, { 'content-type': 'text/plain', 'content-length': '9' }).end('not found');
      return;
    }
    res
      .writeHead(page.status, {
        'content-type': page.contentType,
        'content-length': String(page.body.length),
        ...(page.encoding ? { 'content-encoding': page.encoding } : {}),
      })
      .end(page.body);
  });
  server.listen(0, '127.0.0.1', () => {
    const address = server.address();
    process.send?.({ port: typeof address === 'object' && address ? address.port : 0 });
  });
  process.once('disconnect', () => process.exit(0));
});
