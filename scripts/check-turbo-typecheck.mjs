#!/usr/bin/env node
// Proves that turbo's cache cannot hide a type error that a package change causes in its
// consumers: with a warm cache, rename one export of a package (the package itself still compiles)
// and `turbo run typecheck` (for @inphr/web and what it builds on) must fail in a package that
// imports it. One probe per package the apps build on; each file is restored whatever happens.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));

/** A line of a package's public face, and the same export under a name no consumer knows. */
const PROBES = [
  {
    pkg: '@inphr/api',
    file: 'packages/api/src/index.ts',
    line: '  EMAIL_DOMAINS,\n',
    renamed: '  EMAIL_DOMAINS as EMAIL_DOMAINS_RENAMED_BY_PROBE,\n',
    name: 'EMAIL_DOMAINS',
  },
  {
    pkg: '@inphr/ui',
    file: 'packages/ui/src/index.ts',
    line: "export { Modal, NativeModal, showModalCommand, ensureInvokerCommands } from './components/modal';\n",
    renamed: "export { Modal, NativeModal, showModalCommand, ensureInvokerCommands as ensureInvokerCommandsRenamedByProbe } from './components/modal';\n",
    name: 'ensureInvokerCommands',
  },
  {
    pkg: '@inphr/content',
    file: 'packages/content/src/index.ts',
    line: '  BRAND_NAME,\n',
    renamed: '  BRAND_NAME as BRAND_NAME_RENAMED_BY_PROBE,\n',
    name: 'BRAND_NAME',
    consumer: '@inphr/api',
  },
];

const typecheck = () => spawnSync('npx', ['turbo', 'run', 'typecheck', '--filter=@inphr/web', '--output-logs=errors-only'], { cwd: root, encoding: 'utf8' });

const warm = typecheck();
if (warm.status !== 0) {
  process.stdout.write(warm.stdout + warm.stderr);
  console.error('check-turbo-typecheck: typecheck fails before the probe');
  process.exit(1);
}
for (const probe of PROBES) {
  const target = resolve(root, probe.file);
  const original = readFileSync(target, 'utf8');
  if (!original.includes(probe.line)) {
    console.error(`check-turbo-typecheck: ${probe.file} no longer has the line it renames (${probe.line.trim()}); update this check.`);
    process.exit(1);
  }
  let result;
  try {
    writeFileSync(target, original.replace(probe.line, probe.renamed));
    result = typecheck();
  } finally {
    writeFileSync(target, original);
  }
  const output = result.stdout + result.stderr;
  const consumer = probe.consumer ?? '@inphr/web';
  const failedThere = output.split('\n').some((l) => l.startsWith(`${consumer}:typecheck:`) && l.includes('error TS') && l.includes(probe.name));
  if (result.status === 0 || !failedThere) {
    process.stdout.write(output);
    console.error(`check-turbo-typecheck: FAILED — a type error caused in ${consumer} by a change in ${probe.pkg} passed typecheck (cache hit?)`);
    process.exit(1);
  }
  console.log(`check-turbo-typecheck: a type error that a ${probe.pkg} change causes in ${consumer} fails \`turbo run typecheck\` with a warm cache`);
}
