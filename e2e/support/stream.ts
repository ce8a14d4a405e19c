import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type Page } from '@playwright/test';

/**
 * Serves `path` from the site through a proxy that sends the document up to `splitAfter`, then
 * holds the rest until `release()`: the page is on screen (and its top part pressable) while the
 * rest of it, as on a slow network, has not arrived. Everything else passes through. The proxy
 * lasts as long as `page`, so that nothing the page asks for later finds it gone.
 */
export async function streamInTwo(page: Page, baseURL: string, path: string, splitAfter: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const server = createServer((req, res) => {
    void (async () => {
      const upstream = await fetch(new URL(req.url ?? '/', baseURL), { headers: { accept: req.headers.accept ?? '*/*', 'accept-encoding': 'identity' } });
      const headers = Object.fromEntries(
        [...upstream.headers].filter(([name]) => !['content-length', 'content-encoding', 'transfer-encoding', 'connection'].includes(name)),
      );
      const body = Buffer.from(await upstream.arrayBuffer());
      if (req.url !== path) return res.writeHead(upstream.status, headers).end(body);
      const html = body.toString('utf8');
      const at = html.indexOf(splitAfter);
      expect(at, `${splitAfter} in ${path}`).toBeGreaterThan(0);
      res.writeHead(upstream.status, headers);
      res.write(html.slice(0, at + splitAfter.length));
      await released;
      res.end(html.slice(at + splitAfter.length));
    })().catch((error: unknown) => res.destroy(error as Error));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;
  page.once('close', () => {
    release();
    server.close();
    server.closeAllConnections();
  });
  return { url: `http://127.0.0.1:${address.port}${path}`, release };
}
