import type { UserConfig } from 'tsdown';

/**
 * How @inphr/api and @inphr/content are built for publishing. One file per source module: with
 * `sideEffects: false` a consumer's bundler keeps only the modules it imports (a site that uses the
 * clients does not carry the studio's schemas and full zod). Read in browsers and by servers alike.
 */
export const moduleByModule: UserConfig = {
  format: 'esm',
  unbundle: true,
  platform: 'neutral',
  target: 'es2022',
  dts: true,
  sourcemap: true,
  // The declaration pass is most of a build this small; saying so on every build is noise.
  checks: { pluginTimings: false },
};
