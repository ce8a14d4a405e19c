#!/usr/bin/env node
// Proves that turbo's cache cannot hide a type error that a package change causes in its
// consumers: with a warm cache, rename one export of @inphr/api (the package itself still compiles)
// and `turbo run typecheck` must fail in @inphr/web, which imports it. The file is restored whatever happens.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const target = resolve(root, 'packages/api/src/index.ts');
const original = readFileSync(target, 'utf8');
const line = '  EMAIL_DOMAINS,\n';
if (!original.includes(line)) {
  console.error(`check-turbo-typecheck: ${target} no longer has the line it renames; update this check.`);
  process.exit(1);
}

const typecheck = () => spawnSync('npx', ['turbo', 'run', 'typecheck', '--filter=@inphr/web', '--output-logs=errors-only'], { cwd: root, encoding: 'utf8' });

const warm = typecheck();
if (warm.status !== 0) {
  process.stdout.write(warm.stdout + warm.stderr);
  console.error('check-turbo-typecheck: typecheck fails before the probe');
  process.exit(1);
}
let probe;
try {
  writeFileSync(target, original.replace(line, '  EMAIL_DOMAINS as EMAIL_DOMAINS_RENAMED_BY_PROBE,\n'));
  probe = typecheck();
} finally {
  writeFileSync(target, original);
}
const output = probe.stdout + probe.stderr;
if (probe.status === 0 || !/@inphr\/web:typecheck/.test(output) || !/EMAIL_DOMAINS/.test(output)) {
  process.stdout.write(output);
  console.error('check-turbo-typecheck: FAILED — a type error caused in @inphr/web by a change in @inphr/api passed typecheck (cache hit?)');
  process.exit(1);
}
console.log('check-turbo-typecheck: a type error that a @inphr/api change causes in @inphr/web fails `turbo run typecheck` with a warm cache');
