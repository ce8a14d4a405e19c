import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  ssr: {
    // One styled-components instance for the components and ServerStyleSheet; Swiper ships CSS.
    noExternal: ['styled-components', 'swiper', /^@inphr\//],
  },
});
