import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import type { Plugin } from 'vite';
import { BOOT_SCRIPTS_FILE, type BootScripts } from '@inphr/api';

/** The page's inline scripts: what the server places first and last in the body. */
const ENTRIES: Record<keyof BootScripts, string> = { early: 'src/boot/early.ts', boot: 'src/boot/boot.ts' };
/**
 * Every page carries them inline, uncached: together they stay this small, gzip of the two as they
 * travel, in one compressed document.
 */
export const BOOT_SCRIPTS_MAX_GZIP_BYTES = 2048;

const root = fileURLToPath(new URL('.', import.meta.url));

/** Bundles and minifies one inline script: self-contained (no import left), no `</script` in it. */
async function bundle(entry: string, target: string): Promise<string> {
  const result = await build({
    absWorkingDir: root,
    entryPoints: [entry],
    bundle: true,
    minify: true,
    format: 'iife',
    platform: 'browser',
    target,
    legalComments: 'none',
    write: false,
  });
  const code = result.outputFiles[0]!.text.trim();
  if (/<\/script/i.test(code) || /<!--/.test(code)) throw new Error(`${entry}: its output would end or comment the inline script element`);
  return code;
}

/**
 * The web build's inline scripts (apps/web/src/boot): each entry bundled into one self-contained,
 * minified script and written with its CSP hash to `.vite/boot-scripts.json` beside Vite's
 * manifest, where the server reads them. The build fails when together they pass their size budget.
 */
export function bootScripts(): Plugin {
  let target = 'es2022';
  return {
    name: 'inphr-boot-scripts',
    apply: 'build',
    configResolved(config) {
      if (typeof config.build.target === 'string') target = config.build.target;
    },
    async generateBundle() {
      const scripts = {} as BootScripts;
      for (const [name, entry] of Object.entries(ENTRIES) as [keyof BootScripts, string][]) {
        this.addWatchFile(`${root}${entry}`);
        const code = await bundle(entry, target);
        scripts[name] = { code, hash: `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'` };
      }
      const gzip = gzipSync(
        Object.values(scripts)
          .map(({ code }) => code)
          .join(''),
        { level: 9 },
      ).length;
      if (gzip > BOOT_SCRIPTS_MAX_GZIP_BYTES) this.error(`The inline boot scripts are ${gzip} bytes gzip, over their budget of ${BOOT_SCRIPTS_MAX_GZIP_BYTES}`);
      this.emitFile({ type: 'asset', fileName: `.vite/${BOOT_SCRIPTS_FILE}`, source: JSON.stringify(scripts) });
    },
  };
}
