#!/usr/bin/env node
// `pnpm start`: builds what changed since the last build of everything it serves (the site, the
// studio and the server; turbo compares the sources' hashes: an unchanged tree is a cache hit in a
// second or two, a `git pull` rebuilds, and no setting of the server's is an input of a build),
// then serves the compiled server (no TypeScript at run time).
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_ENTRY } from '../apps/server/scripts/launch.mjs';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const build = spawnSync('npx', ['turbo', 'run', 'build', '--filter=@inphr/web', '--filter=@inphr/studio', '--filter=@inphr/server', '--output-logs=new-only'], {
  cwd: root,
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(build.status ?? 1);

const env = { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'production' };
// Production requires the site's public address; on a developer's machine it is this one.
if (!env.PUBLIC_ORIGIN) {
  env.PUBLIC_ORIGIN = `http://localhost:${env.PORT || 3000}`;
  console.warn(`PUBLIC_ORIGIN is not set: using ${env.PUBLIC_ORIGIN} (set it to the address visitors use before deploying).`);
}
// The embedded database lives in ./data of the checkout unless DATA_DIR says otherwise.
env.DATA_DIR = resolve(root, process.env.DATA_DIR ?? 'data');
// Production requires the key that seals two-factor keys; on a developer's machine, one made once
// and kept beside the embedded database (private, git-ignored like it).
if (!env.STUDIO_SECRET_KEY && !env.STUDIO_SECRET_KEY_FILE) {
  const keyFile = resolve(env.DATA_DIR, '..', `${basename(env.DATA_DIR)}-studio-secret.key`);
  if (!existsSync(keyFile)) writeFileSync(keyFile, `${randomBytes(32).toString('base64url')}\n`, { mode: 0o600 });
  env.STUDIO_SECRET_KEY = readFileSync(keyFile, 'utf8').trim();
  console.warn(`STUDIO_SECRET_KEY is not set: using the key in ${keyFile} (set it, or STUDIO_SECRET_KEY_FILE, before deploying).`);
}
const server = spawn(process.execPath, [resolve(root, 'apps/server', SERVER_ENTRY)], { cwd: root, env, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
