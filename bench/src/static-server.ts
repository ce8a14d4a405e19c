/**
 * A yardstick of the load test: node:http serving fixed answers (headers and bytes) from memory,
 * nothing else. The ceiling of any Node server on this host.
 */
import { createServer } from 'node:http';
import { serveOverIpc } from './yardstick';

serveOverIpc(
  (answers) =>
    new Promise((resolve) => {
      // One flat list of header names and values per answer, its length among them (what node:http writes fastest).
      const flat = new Map([...answers].map(([path, a]) => [path, { ...a, headers: [...a.headers, ['content-length', String(a.body.length)]].flat() }]));
      const server = createServer((req, res) => {
        const page = flat.get(req.url ?? '');
        if (!page) {
          res.writeHead(404, { 'content-type': 'text/plain', 'content-length': '9' }).end('not found');
          return;
        }
        res.writeHead(page.status, page.headers).end(page.body);
      });
      server.listen(0, '127.0.0.1', () => {
        const address = server.address();
        resolve(typeof address === 'object' && address ? address.port : 0);
      });
    }),
);
