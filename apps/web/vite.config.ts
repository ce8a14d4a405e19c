import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { styledComponentsIds } from './styled-components-ids';
import { bootScripts } from './boot-scripts';

const require = createRequire(import.meta.url);

/**
 * React Router's package exports only its development build (with its warnings and checks) unless
 * a bundler picks `dist/production` itself, as its own Vite plugin does: about 8 KB gzip less.
 */
function reactRouterProduction(mode: string) {
  if (mode !== 'production') return [];
  const root = dirname(require.resolve('react-router/package.json'));
  return [{ find: /^react-router$/, replacement: join(root, 'dist/production/index.mjs') }];
}

/**
 * The runtime every page loads (React, the router, styled-components, i18next, TanStack Query's
 * core) as one chunk of its own: one file compresses better than the six Rolldown would otherwise
 * split it into (about 2 KB gzip less on the data pages), and a release that changes only the
 * app's code leaves it in the browser's cache.
 */
const RUNTIME_PACKAGES =
  /node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(?:react|react-dom|scheduler|react-router|styled-components|stylis|@emotion[\\/]unitless|i18next|react-i18next|use-sync-external-store|@tanstack[\\/]query-core)[\\/]/;

/**
 * The app's own modules that three or more chunks import (the theme, buttons, the page frame,
 * hooks, the services table) as one chunk: Rolldown otherwise emits each as a chunk of its own even
 * when the entry has loaded it already (rolldown#10731), and the home page asked for 17 scripts, the
 * smallest 207 bytes (docs/decisions/0021-shared-app-code-is-one-chunk.md). What only two pages
 * share (the list search, the select, the service pictures) stays apart, as do the carousel (its
 * stylesheet would block every page) and the texts of each language.
 */
const APP_SHARED = /(?:apps[\\/]web[\\/]src|packages[\\/](?:ui|i18n|content|api)[\\/]src)[\\/](?!.*(?:carousel|swiper|locales[\\/]))/;

export default defineConfig(({ mode, isSsrBuild }) => ({
  plugins: [styledComponentsIds(), react(), ...(isSsrBuild ? [] : [bootScripts()])],
  publicDir: 'public',
  resolve: { alias: reactRouterProduction(mode) },
  build: {
    target: 'es2022',
    assetsInlineLimit: 0,
    rolldownOptions: {
      input: 'src/entry-client.tsx',
      output: isSsrBuild
        ? {}
        : {
            codeSplitting: {
              groups: [
                { name: 'runtime', test: RUNTIME_PACKAGES, priority: 20 },
                { name: 'app', test: APP_SHARED, minShareCount: 3, priority: 10 },
              ],
            },
          },
    },
  },
  ssr: {
    // styled-components must be bundled for SSR (one instance: an external copy crashes with
    // `styled.button is not a function` and its ServerStyleSheet would miss the styles); swiper ships CSS.
    noExternal: ['styled-components', 'swiper', /^@inphr\//],
  },
}));
