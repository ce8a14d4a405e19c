import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { gzipSync } from 'node:zlib';
import { get, startYardstick } from './throughput';
import type { StaticResponse } from './yardstick';

const cleanups: (() => void)[] = [];
after(() => cleanups.forEach((fn) => fn()));

const page: StaticResponse = {
  path: '/?lng=en',
  status: 200,
  contentType: 'text/html; charset=utf-8',
  headers: [
    ['content-encoding', 'gzip'],
    ['vary', 'Cookie, accept-encoding'],
    ['cache-control', 'public, max-age=0, s-maxage=60'],
  ],
  body: gzipSync('<!doctype html><title>yardstick</title>').toString('base64'),
};

for (const which of ['node', 'fastify'] as const) {
  describe(`the ${which} yardstick`, () => {
    it('sends our answer as it was sent: status, type, headers and compressed bytes', async () => {
      const base = await startYardstick(which, [page], (fn) => cleanups.push(fn));
      const got = await get(`${base}${page.path}`);
      assert.equal(got.status, 200);
      assert.equal(got.contentType, page.contentType);
      assert.equal(got.body, page.body);
      for (const header of page.headers)
        assert.ok(
          got.headers.some(([n, v]) => n === header[0] && v === header[1]),
          `${header[0]} sent`,
        );
      if (which === 'fastify')
        assert.ok(
          got.headers.some(([n]) => n === 'x-request-id'),
          'a request id per answer',
        );
      // The length once, of the bytes sent (each server sets it: two would make a client refuse the answer).
      const framed = await fetch(`${base}${page.path}`);
      assert.equal(framed.headers.get('content-length'), String(Buffer.from(page.body, 'base64').length));
      await framed.arrayBuffer();
      const missing = await get(`${base}/elsewhere`);
      assert.equal(missing.status, 404);
    });
  });
}
