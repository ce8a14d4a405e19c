import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { styledComponentsIds } from './styled-components-ids';

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

export default defineConfig(({ mode }) => ({
  plugins: [styledComponentsIds(), react()],
  publicDir: 'public',
  resolve: { alias: reactRouterProduction(mode) },
  build: {
    target: 'es2022',
    assetsInlineLimit: 0,
    rollupOptions: { input: 'src/entry-client.tsx' },
  },
  ssr: {
    // styled-components must be bundled for SSR (one instance, see TOOLCHAIN.md); swiper ships CSS.
    noExternal: ['styled-components', 'swiper', /^@inphr\//],
  },
}));
