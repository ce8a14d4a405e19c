import { defineConfig } from 'tsdown';

/**
 * The published build: ESM and type declarations for the four entries. react, react-dom,
 * styled-components and swiper are peers and stay imports (one styled-components instance per
 * page, or ServerStyleSheet misses styles); the carousel is its own entry so that Swiper is
 * needed only by sites that use it, and the menus' behaviour is its own entry so that a page can
 * install it from a small script of its own, before React. Workspace apps import the sources and need no build.
 */
export default defineConfig({
  entry: {
    index: 'src/index.ts',
    theme: 'src/theme/index.ts',
    carousel: 'src/components/carousel/index.ts',
    menus: 'src/components/dropdown/menus.ts',
  },
  format: 'esm',
  platform: 'neutral',
  target: 'es2022',
  tsconfig: 'tsconfig.build.json',
  dts: true,
  clean: true,
});
