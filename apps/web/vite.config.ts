import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { styledComponentsIds } from './styled-components-ids';

export default defineConfig({
  plugins: [styledComponentsIds(), react()],
  publicDir: 'public',
  build: {
    target: 'es2022',
    assetsInlineLimit: 0,
    rollupOptions: { input: 'src/entry-client.tsx' },
  },
  ssr: {
    // styled-components must be bundled for SSR (one instance, see TOOLCHAIN.md); swiper ships CSS.
    noExternal: ['styled-components', 'swiper', /^@inphr\//],
  },
});
