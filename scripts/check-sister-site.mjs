#!/usr/bin/env node
// Proves from outside the workspace that the published packages work: packs @inphr/content,
// @inphr/api and @inphr/ui as `pnpm publish` would, installs the tarballs with npm into a copy of
// examples/sister-site (React 19.0, TypeScript with NodeNext and with bundler resolution,
// exactOptionalPropertyTypes), type-checks it, builds it with Vite and renders it once in plain
// Node. Everything happens in a temporary directory, removed at the end (KEEP_SISTER_SITE=1 keeps
// it); only the npm registry is reached (and npm's cache is preferred).
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const example = join(root, 'examples/sister-site');
const work = mkdtempSync(join(tmpdir(), 'inphr-sister-site-'));
const tarballs = join(work, 'tarballs');
const site = join(work, 'site');

const PNPM_VERSION = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).packageManager.replace(/^pnpm@/, '');
// Under pnpm, npm_execpath is pnpm itself; elsewhere npx fetches the repository's pinned pnpm.
const pnpm = process.env.npm_execpath?.includes('pnpm') ? [process.execPath, process.env.npm_execpath] : ['npx', '-y', `pnpm@${PNPM_VERSION}`];

// npm in the temporary site must not inherit the settings pnpm passes to its scripts (npm_config_*):
// it installs as any outside app would. The registry and the cache are kept.
const npmEnv = Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^npm_/i.test(key) || /^npm_config_(registry|cache)$/i.test(key)));

function run(command, args, { cwd, env = process.env, quiet = false } = {}) {
  const started = Date.now();
  const result = spawnSync(command, args, { cwd, env, encoding: 'utf8', stdio: quiet ? 'pipe' : 'inherit' });
  if (result.status !== 0) {
    if (quiet) process.stdout.write(`${result.stdout ?? ''}${result.stderr ?? ''}`);
    throw new Error(`${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal}) in ${cwd}`);
  }
  return { ...result, seconds: ((Date.now() - started) / 1000).toFixed(1) };
}

function step(title) {
  console.log(`\ncheck-sister-site: ${title}`);
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

function readPackage(dir) {
  return JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8'));
}

/** Packs one workspace package and checks the tarball's manifest is installable outside. */
function pack(dir) {
  const manifest = readPackage(dir);
  const before = new Set(readdirSync(tarballs));
  run(pnpm[0], [...pnpm.slice(1), 'pack', '--pack-destination', tarballs], { cwd: join(root, dir), quiet: true });
  const file = readdirSync(tarballs).find((name) => !before.has(name));
  if (!file) throw new Error(`pnpm pack wrote no tarball for ${manifest.name}`);
  const path = join(tarballs, file);
  const packed = JSON.parse(run('tar', ['-xOzf', path, 'package/package.json'], { quiet: true }).stdout);
  const files = run('tar', ['-tzf', path], { quiet: true }).stdout.trim().split('\n');
  const ranges = { ...packed.dependencies, ...packed.peerDependencies, ...packed.optionalDependencies };
  const local = Object.entries(ranges).filter(([, range]) => /^(workspace|catalog|link|file):/.test(range));
  if (local.length > 0) throw new Error(`${file}: ranges an outside install cannot resolve: ${local.map(([n, r]) => `${n}@${r}`).join(', ')}`);
  if (packed.private) throw new Error(`${file}: the packed manifest is private`);
  if (!files.some((name) => name.startsWith('package/dist/'))) throw new Error(`${file}: no dist/ in the tarball`);
  if (files.some((name) => name.startsWith('package/src/'))) throw new Error(`${file}: sources in the tarball`);
  console.log(`  ${file}  ${kb(statSync(path).size)} packed, ${files.length} files, exports ${Object.keys(packed.exports ?? {}).join(' ')}`);
  return { name: manifest.name, path };
}

let failed = false;
try {
  step('pack the published packages');
  mkdirSync(tarballs, { recursive: true });
  const packed = [pack('packages/content'), pack('packages/api'), pack('packages/ui')];

  step(`copy examples/sister-site to ${site} and point it at the tarballs`);
  cpSync(example, site, { recursive: true, filter: (source) => !/[\\/](node_modules|dist)$/.test(source) });
  const manifest = JSON.parse(readFileSync(join(site, 'package.json'), 'utf8'));
  for (const { name, path } of packed) manifest.dependencies[name] = `file:${path}`;
  writeFileSync(join(site, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);

  step('npm install (the tarballs and the example’s own dependencies from the registry)');
  const install = run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'], { cwd: site, env: npmEnv });
  const installed = (name) => JSON.parse(readFileSync(join(site, 'node_modules', name, 'package.json'), 'utf8')).version;
  console.log(
    `  installed in ${install.seconds} s: react ${installed('react')}, @tanstack/react-query ${installed('@tanstack/react-query')}, typescript ${installed('typescript')}, vite ${installed('vite')}`,
  );

  step('type-check (NodeNext, then bundler resolution; strict, exactOptionalPropertyTypes)');
  console.log(`  done in ${run('npm', ['run', '--silent', 'typecheck'], { cwd: site, env: npmEnv }).seconds} s`);

  step('build with Vite (client and server bundles)');
  console.log(`  done in ${run('npm', ['run', '--silent', 'build'], { cwd: site, env: npmEnv, quiet: true }).seconds} s`);

  step('render once in plain Node from the server bundle');
  run('npm', ['run', '--silent', 'ssr'], { cwd: site, env: npmEnv });

  console.log('\ncheck-sister-site: passed');
} catch (error) {
  failed = true;
  console.error(`\ncheck-sister-site: FAILED — ${error instanceof Error ? error.message : String(error)}`);
} finally {
  if (process.env.KEEP_SISTER_SITE === '1') console.log(`check-sister-site: kept ${work}`);
  else rmSync(work, { recursive: true, force: true });
}
process.exitCode = failed ? 1 : 0;
