/**
 * How @inphr/api and @inphr/content are built for publishing. One file per source module: with
 * `sideEffects: false` a consumer's bundler keeps only the modules it imports (a site that uses the
 * clients does not carry the studio's schemas and full zod). Read in browsers and by servers alike.
 * (Typed where it is used, by each package's `defineConfig`: tsdown is installed there, not here.)
 */
export const moduleByModule = {
  format: 'esm' as const,
  unbundle: true,
  platform: 'neutral' as const,
  target: 'es2022',
  dts: true,
  sourcemap: true,
  // The declaration pass is most of a build this small; saying so on every build is noise.
  checks: { pluginTimings: false },
};
