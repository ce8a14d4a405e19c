import { execFileSync, fork, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { StaticResponse } from './yardstick';

/** The yardsticks beside nginx, each a module forked with its answers (yardstick.ts). */
const YARDSTICKS = { node: './static-server.ts', fastify: './framework-server.ts' } as const;

export async function startYardstick(which: keyof typeof YARDSTICKS, responses: StaticResponse[], onCleanup: (fn: () => void) => void): Promise<string> {
  // fork() keeps this process's loader flags (tsx), so the child runs the TypeScript file as is.
  const child = fork(fileURLToPath(new URL(YARDSTICKS[which], import.meta.url)), { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  onCleanup(() => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (m: { port: number }) => resolve(m.port));
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`the ${which} yardstick exited with ${code}`)));
    child.send({ responses });
  });
  return `http://127.0.0.1:${port}`;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
    srv.on('error', reject);
  });
}

const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p));

/**
 * nginx (Debian's package, one worker: our server is one process) answering the same bytes with
 * the same type and encoding from files; undefined when nginx is not installed.
 */
async function startNginx(responses: StaticResponse[], onCleanup: (fn: () => void) => void): Promise<string | undefined> {
  if (!NGINX) return undefined;
  const dir = mkdtempSync(join(tmpdir(), 'inphr-bench-nginx-'));
  // nginx's workers drop to an unprivileged user when started as root: they must read these files.
  chmodSync(dir, 0o755);
  const port = await freePort();
  const maps: string[] = [];
  responses.forEach((r, i) => {
    const ext = r.contentType.includes('json') ? 'json' : r.contentType.includes('html') ? 'html' : 'bin';
    writeFileSync(join(dir, `r${i}.${ext}`), Buffer.from(r.body, 'base64'));
    maps.push(`"${r.path}" /r${i}.${ext};`);
  });
  // Each header of our answers as a map from the address to its value (nginx adds none that is empty).
  const names = [...new Set(responses.flatMap((r) => r.headers.map(([name]) => name)))];
  const valueOf = (r: StaticResponse, name: string) =>
    r.headers
      .filter(([n]) => n === name)
      .map(([, v]) => v)
      .join(', ');
  const quote = (v: string) => `'${v.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
  const headerMaps = names.map(
    (name, i) => `map $request_uri $h${i} { ${responses.map((r) => `${quote(r.path)} ${quote(valueOf(r, name))};`).join(' ')} default ""; }`,
  );
  const addHeaders = names.map((name, i) => `add_header ${name} $h${i};`).join(' ');
  writeFileSync(
    join(dir, 'nginx.conf'),
    `worker_processes 1; daemon off; pid ${dir}/nginx.pid; error_log ${dir}/error.log;
events { worker_connections 4096; }
http {
  access_log off; sendfile on; tcp_nopush on; keepalive_requests 1000000; map_hash_bucket_size 256;
  types { text/html html; application/json json; application/octet-stream bin; }
  map $request_uri $file { ${maps.join(' ')} default /missing; }
  ${headerMaps.join('\n  ')}
  server {
    listen 127.0.0.1:${port};
    root ${dir};
    etag off;
    location / { ${addHeaders} rewrite ^ $file break; }
  }
}
`,
  );
  execFileSync(NGINX, ['-t', '-q', '-c', join(dir, 'nginx.conf')], { stdio: 'ignore' });
  const child = spawn(NGINX, ['-c', join(dir, 'nginx.conf')], { stdio: 'ignore' });
  onCleanup(() => {
    child.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  });
  for (let i = 0; i < 50; i += 1) {
    const up = await new Promise<boolean>((resolve) => {
      const req = request(`http://127.0.0.1:${port}${responses[0]!.path}`, (res) => {
        res.resume();
        resolve(res.statusCode === 200);
      });
      req.on('error', () => resolve(false));
      req.end();
    });
    if (up) return `http://127.0.0.1:${port}`;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('nginx did not start for the reference');
}

/** The reference server of a run: nginx answering the same bytes, or node:http when nginx is not installed. */
export async function startReference(responses: StaticResponse[], onCleanup: (fn: () => void) => void): Promise<{ base: string; kind: 'nginx' | 'node:http' }> {
  const nginxBase = await startNginx(responses, onCleanup);
  return nginxBase ? { base: nginxBase, kind: 'nginx' } : { base: await startYardstick('node', responses, onCleanup), kind: 'node:http' };
}
