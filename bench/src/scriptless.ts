/**
 * The yardstick of Lighthouse's main-thread figures: the same pages without their scripts.
 *
 * A node:http proxy in front of the server under test. A page (text/html) comes back as the server
 * rendered it, minus its inline scripts (the early-press script, and the boot script that starts
 * the app's modules: without it, no module is fetched or run); its inert data blocks
 * (`<script type=…>`) stay, so the bytes parsed are the same but for those two scripts'. Everything else (pictures, the favicon) is passed through
 * with the headers and bytes the server sent. A page is Brotli- or gzip-compressed again when the
 * browser asks for it, so the simulated network sees about the same transfer sizes as the page's.
 *
 * What Lighthouse measures there is the work of the document alone (parsing, style, layout, paint,
 * pictures) on this host in this run: the main-thread work of a page minus its reference is what the
 * page's scripts cost, and a reference near the budget says the budget cannot be met by the scripts
 * alone on this host today (the host's speed for this work varies from day to day far more than its
 * benchmarkIndex tells).
 */
import { type IncomingHttpHeaders, type Server, createServer, request } from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** A classic inline script (no attributes: the early-press and boot scripts); data blocks carry a `type` and stay. */
const INLINE_SCRIPT = /<script>[\s\S]*?<\/script>/g;

/** The page without its inline scripts. */
export function withoutScripts(html: string): string {
  return html.replace(INLINE_SCRIPT, '');
}

const HOP_HEADERS = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'content-encoding', 'etag', 'vary']);

function encodingFor(accept: string | undefined): 'br' | 'gzip' | undefined {
  const codings = (accept ?? '').toLowerCase();
  return /\bbr\b/.test(codings) ? 'br' : /\bgzip\b/.test(codings) ? 'gzip' : undefined;
}

export interface ScriptlessServer {
  base: string;
  close(): Promise<void>;
}

/** Starts the proxy on a free loopback port in front of `target` (e.g. http://127.0.0.1:4555). */
export async function startScriptless(target: string): Promise<ScriptlessServer> {
  const upstream = new URL(target);
  const server: Server = createServer((req, res) => {
    const headers: IncomingHttpHeaders = { ...req.headers, host: upstream.host };
    const isPage = (req.headers.accept ?? '').includes('text/html');
    // A page is read as identity (to edit it); anything else travels as the server encodes it.
    if (isPage) headers['accept-encoding'] = 'identity';
    const forward = request({ host: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers }, (answer) => {
      const type = String(answer.headers['content-type'] ?? '');
      if (!type.startsWith('text/html')) {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
        return;
      }
      const chunks: Buffer[] = [];
      answer.on('data', (c: Buffer) => chunks.push(c));
      answer.on('end', () => {
        const page = Buffer.from(withoutScripts(Buffer.concat(chunks).toString('utf8')), 'utf8');
        const encoding = encodingFor(req.headers['accept-encoding']);
        const body =
          encoding === 'br'
            ? brotliCompressSync(page, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: page.length } })
            : encoding === 'gzip'
              ? gzipSync(page, { level: 9 })
              : page;
        const out: Record<string, string | string[]> = {};
        for (const [name, value] of Object.entries(answer.headers)) if (value !== undefined && !HOP_HEADERS.has(name)) out[name] = value;
        if (encoding) out['content-encoding'] = encoding;
        out['content-length'] = String(body.length);
        res.writeHead(answer.statusCode ?? 502, out).end(req.method === 'HEAD' ? undefined : body);
      });
    });
    forward.on('error', (error) => res.writeHead(502, { 'content-type': 'text/plain' }).end(String(error)));
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    base: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
