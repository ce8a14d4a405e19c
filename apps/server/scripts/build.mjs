#!/usr/bin/env node
// Compiles the server and the operator commands to plain ESM JavaScript in dist/, which `node`
// runs without tsx. This workspace's packages (@inphr/*) export TypeScript sources, so they are
// bundled in; every other package stays an import from node_modules.
import { readdirSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

const commands = readdirSync('src/cli')
  .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
  .map((f) => `src/cli/${f}`);

rmSync('dist', { recursive: true, force: true });
await build({
  entryPoints: ['src/main.ts', 'src/html-dom/worker.ts', ...commands],
  outdir: 'dist',
  outbase: 'src',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node24',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'external-packages',
      setup(b) {
        // Bare imports other than this workspace's stay imports (node_modules, node: built-ins).
        b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@inphr/') ? undefined : { path: args.path, external: true }));
      },
    },
  ],
});
