#!/usr/bin/env node
// `pnpm dev` (web half): the generated pictures once (tools/artwork), then the client and server
// builds in watch mode. The server (`apps/server` dev) restarts when a rebuilt bundle lands: edit, save, reload.
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const cwd = fileURLToPath(new URL('..', import.meta.url));
const bin = (name) => fileURLToPath(new URL(`../node_modules/.bin/${name}`, import.meta.url));

const artwork = spawnSync(bin('inphr-artwork'), ['public/images'], { cwd, stdio: 'inherit' });
if (artwork.status !== 0) process.exit(artwork.status ?? 1);

const watchers = [
  ['--configLoader', 'runner', '--outDir', 'dist/client', '--manifest', '--ssrManifest'],
  ['--configLoader', 'runner', '--ssr', 'src/entry-server.tsx', '--outDir', 'dist/server'],
].map((args) => spawn(bin('vite'), ['build', '--watch', ...args], { cwd, stdio: 'inherit' }));

const stop = (signal) => {
  for (const child of watchers) child.kill(signal);
};
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(signal));
for (const child of watchers)
  child.on('exit', (code) => {
    stop('SIGTERM');
    process.exitCode = code ?? 0;
  });
