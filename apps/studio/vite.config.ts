import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/** Stands in for the response's CSP nonce; the server replaces it (packages/api NONCE_PLACEHOLDER, the same text). */
export const NONCE_PLACEHOLDER = '__INPHR_NONCE__';

/**
 * The studio's HTML is served with the site's strict CSP (`script-src 'nonce-…' 'strict-dynamic'`):
 * every script and module preload Vite writes into it carries the nonce placeholder.
 */
function nonceOnScripts(): Plugin {
  return {
    name: 'inphr-studio-nonce',
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => html.replace(/<(script|link rel="modulepreload")\b/g, `<$1 nonce="${NONCE_PLACEHOLDER}"`),
    },
  };
}

export default defineConfig({
  base: '/studio/',
  plugins: [react(), nonceOnScripts()],
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    sourcemap: false,
    // The editor (TipTap and ProseMirror) is its own chunk: the inbox and the lists do not wait for it.
    chunkSizeWarningLimit: 600,
  },
  server: {
    port: 5174,
    proxy: { '/studio/api': 'http://localhost:3000', '/uploads': 'http://localhost:3000' },
  },
});
