import assert from 'node:assert/strict';
import { type Server, createServer, request } from 'node:http';
import { after, before, describe, it } from 'node:test';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { type ScriptlessServer, startScriptless, withoutScripts } from './scriptless';
import { BROWSER_ACCEPT_ENCODING } from '@inphr/api';

const PAGE =
  '<!doctype html><html><head><script type="application/ld+json">{"@type":"Organization"}</script></head><body>' +
  '<div id="root"><p>text</p></div><script type="application/json" id="__INPHR_STATE__">{"a":1}</script>' +
  '<script type="application/json" id="__INPHR_BOOT__">{"entry":"/assets/e.js"}</script>' +
  '<script>(()=>{const d=document;d.body.append(d.createElement("script"))})()</script></body></html>';
const PICTURE = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><rect width="1" height="1"/></svg>');

describe('the page without its scripts', () => {
  it('drops the classic inline scripts and keeps the data blocks', () => {
    const out = withoutScripts(PAGE);
    assert.ok(!out.includes('createElement'));
    assert.ok(out.includes('<script type="application/json" id="__INPHR_STATE__">{"a":1}</script>'));
    assert.ok(out.includes('<script type="application/json" id="__INPHR_BOOT__">'));
    assert.ok(out.includes('<script type="application/ld+json">'));
    assert.ok(out.includes('<div id="root"><p>text</p></div>'));
  });
});

describe('the scriptless proxy', () => {
  let upstream: Server;
  let proxy: ScriptlessServer;
  const seen: { url: string; acceptEncoding: string | undefined }[] = [];

  before(async () => {
    upstream = createServer((req, res) => {
      seen.push({ url: req.url ?? '', acceptEncoding: req.headers['accept-encoding'] });
      if (req.url?.startsWith('/picture.svg')) {
        // Sent encoded, as the server sends its precompressed files.
        res.writeHead(200, { 'content-type': 'image/svg+xml', 'content-encoding': 'br', etag: '"p1"' }).end(brotliCompressSync(PICTURE));
        return;
      }
      res
        .writeHead(req.url === '/missing' ? 404 : 200, {
          'content-type': 'text/html; charset=utf-8',
          'content-security-policy': "script-src 'sha256-x' 'strict-dynamic'",
          etag: '"page"',
        })
        .end(PAGE);
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const address = upstream.address();
    proxy = await startScriptless(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`);
  });

  after(async () => {
    await proxy.close();
    await new Promise<void>((resolve) => upstream.close(() => resolve()));
  });

  const get = (path: string, headers: Record<string, string>) =>
    new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
      const url = new URL(path, proxy.base);
      request({ host: url.hostname, port: url.port, path: url.pathname + url.search, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      })
        .on('error', reject)
        .end();
    });

  it('serves a page without its boot script, Brotli-compressed for a browser that takes it, with the page’s policy', async () => {
    const res = await get('/?lng=ko', { accept: 'text/html,application/xhtml+xml', 'accept-encoding': BROWSER_ACCEPT_ENCODING });
    assert.equal(res.status, 200);
    assert.equal(res.headers['content-encoding'], 'br');
    assert.equal(res.headers['content-security-policy'], "script-src 'sha256-x' 'strict-dynamic'");
    assert.equal(res.headers.etag, undefined, 'the edited page is not the server’s entity');
    assert.equal(Number(res.headers['content-length']), res.body.length);
    assert.equal(brotliDecompressSync(res.body).toString(), withoutScripts(PAGE));
    // The page was asked of the server as identity, to be edited.
    assert.equal(seen.find((s) => s.url === '/?lng=ko')?.acceptEncoding, 'identity');
  });

  it('compresses with gzip for a browser without Brotli, and keeps the status', async () => {
    const res = await get('/missing', { accept: 'text/html', 'accept-encoding': 'gzip' });
    assert.equal(res.status, 404);
    assert.equal(res.headers['content-encoding'], 'gzip');
    assert.equal(gunzipSync(res.body).toString(), withoutScripts(PAGE));
  });

  it('passes a picture through with the server’s headers and bytes', async () => {
    const res = await get('/picture.svg', { accept: 'image/avif,image/webp,*/*', 'accept-encoding': BROWSER_ACCEPT_ENCODING });
    assert.equal(res.status, 200);
    assert.equal(res.headers['content-encoding'], 'br');
    assert.equal(res.headers.etag, '"p1"');
    assert.deepEqual(brotliDecompressSync(res.body), PICTURE);
    assert.equal(seen.find((s) => s.url === '/picture.svg')?.acceptEncoding, BROWSER_ACCEPT_ENCODING);
  });
});
