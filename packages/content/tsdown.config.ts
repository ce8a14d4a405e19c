import { defineConfig } from 'tsdown';

export default defineConfig({
  entry: ['src/index.ts'],
  format: 'esm',
  // One file per source module: with `sideEffects: false` a consumer's bundler keeps only the modules
  // it imports (a site that uses the clients does not carry the studio's schemas and full zod).
  unbundle: true,
  // Read in browsers and by servers alike (rendering in Node).
  platform: 'neutral',
  target: 'es2022',
  dts: true,
  sourcemap: true,
  // The declaration pass is most of a build this small; saying so on every build is noise.
  checks: { pluginTimings: false },
});
