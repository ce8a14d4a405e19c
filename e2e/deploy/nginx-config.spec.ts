import { expect, test } from '@playwright/test';
import { UPLOAD_MAX_BYTES, UPLOAD_READ_MAX_BYTES } from '@inphr/api';
import { LANGUAGE_STORAGE_KEY } from '@inphr/content';
import { NginxConfigError, bodyLimitOf, readShippedNginxConf, renderNginxSite, substitutedLines } from './nginx-config';

/**
 * The deployment test runs the shipped deploy/nginx.conf, changed only where this machine differs
 * from compose's network (no nginx or database needed for these checks).
 */
const shipped = readShippedNginxConf();
const target = {
  upstreams: ['127.0.0.1:41001', '127.0.0.1:41002'],
  listen: '127.0.0.1:48080',
  cacheDir: '/tmp/inphr-nginx-test/cache',
  accessLog: '/tmp/inphr-nginx-test/access.log',
};

test("the rendered config differs from the shipped one only in the upstream addresses, the listening port, the cache's directory and the access log's file", () => {
  const rendered = renderNginxSite(shipped, target).split('\n');
  const original = shipped.split('\n');
  expect(rendered).toHaveLength(original.length);
  const changed = original.flatMap((line, i) => (line === rendered[i] ? [] : [i]));
  const { servers, listen, cachePath, accessLog } = substitutedLines(shipped);
  expect(servers).toHaveLength(2);
  expect(changed).toEqual([cachePath, ...servers, listen, accessLog].sort((a, b) => a - b));
  expect(rendered[accessLog]!.trim()).toBe(original[accessLog]!.trim().replace('/var/log/nginx/access.log', target.accessLog));
  expect(original[cachePath]!).toMatch(/^proxy_cache_path \/var\/cache\/nginx\/inphr /);
  expect(rendered[cachePath]!).toBe(original[cachePath]!.replace('/var/cache/nginx/inphr', target.cacheDir));
  // Each upstream keeps its parameters (max_fails, fail_timeout…), only its address changes.
  servers.forEach((index, n) => {
    const [, address, params] = /^\s*server (\S+)(.*)$/.exec(original[index]!)!;
    expect(address).toMatch(/^app[12]:3000$/);
    expect(rendered[index]!.trim()).toBe(`server ${target.upstreams[n]}${params}`);
  });
  expect(original[listen]!.trim()).toBe('listen 80;');
  expect(rendered[listen]!.trim()).toBe(`listen ${target.listen};`);
});

test('a shipped config the renderer cannot map exactly fails loudly', () => {
  const cases: [string, string][] = [
    ['listen 80;', 'listen 8080;'],
    ['listen 80;', 'listen 80;\n  listen [::]:80;'],
    ['upstream inphr {', 'upstream site {'],
    ['proxy_cache_path /var/cache/nginx/inphr', 'proxy_cache_path cache/inphr'],
    ['access_log /var/log/nginx/access.log inphr_private;', 'access_log /var/log/nginx/access.log inphr_private;\n  access_log /var/log/other.log;'],
    ['  keepalive 256;', '  server app3:3000 max_fails=1 fail_timeout=10s;\n  keepalive 256;'],
    ['  server app1:3000 max_fails=1 fail_timeout=10s;\n', '  server app1:3000 max_fails=1\n    fail_timeout=10s;\n'],
  ];
  for (const [from, to] of cases) {
    expect(shipped, `the shipped config has ${JSON.stringify(from)}`).toContain(from);
    expect(() => renderNginxSite(shipped.replace(from, to), target), `${from} → ${to}`).toThrow(NginxConfigError);
  }
  expect(() => renderNginxSite(shipped, { ...target, upstreams: ['127.0.0.1:41001'] })).toThrow(NginxConfigError);
});

test("the proxy lets every upload the studio takes reach it, so that the studio's own 413 answers a larger one", () => {
  const uploads = bodyLimitOf(shipped, /^\s*location = \/studio\/api\/images \{/);
  expect(uploads).toBeGreaterThanOrEqual(UPLOAD_MAX_BYTES);
  // and no more than the studio reads to its end before that 413 (a larger one would be cut off).
  expect(uploads).toBeLessThanOrEqual(UPLOAD_READ_MAX_BYTES);
  // Everything else stays small: an inquiry or a studio edit is far below it.
  expect(bodyLimitOf(shipped, /^\s*server \{/)).toBeLessThan(UPLOAD_MAX_BYTES);
});

test("the micro-cache's key names the cookie the site keeps its language in", () => {
  const key = /^\s*proxy_cache_key\s+"([^"]+)";/m.exec(shipped)?.[1];
  expect(key).toContain(`$cookie_${LANGUAGE_STORAGE_KEY}`);
  expect(key).toContain('$request_uri');
  expect(key).toContain('$http_accept_encoding');
});
