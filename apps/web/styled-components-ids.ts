import { transformAsync } from '@babel/core';
import type { Plugin } from 'vite';

/**
 * Gives every styled component an id derived from its file and position (babel-plugin-styled-components),
 * so the server build and the lazily loaded client chunks agree on class names and hydration matches.
 */
export function styledComponentsIds(): Plugin {
  return {
    name: 'inphr:styled-components-ids',
    enforce: 'pre',
    async transform(code, id) {
      if (!/\.[jt]sx?$/.test(id.split('?')[0] ?? '') || id.includes('/node_modules/') || !code.includes('styled-components')) {
        return null;
      }
      const result = await transformAsync(code, {
        filename: id,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: ['typescript', 'jsx'] },
        plugins: [
          ['babel-plugin-styled-components', { ssr: true, displayName: false, fileName: false, pure: true, minify: true, transpileTemplateLiterals: false }],
        ],
      });
      return result?.code ? { code: result.code, map: result.map } : null;
    },
  };
}
