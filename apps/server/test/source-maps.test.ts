import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { OWN_SOURCE_MAPS, sourceMapsToSet } from '../src/boot/source-maps';

const bootModule = fileURLToPath(new URL('../src/boot/source-maps.ts', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'inphr-source-maps-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/**
 * A built module `name.js` whose one function throws, and its map naming `src/name.ts`, as the
 * build writes both (line 3 of the built file is line 7 of the source).
 */
function builtModule(at: string, name: string): string {
  mkdirSync(at, { recursive: true });
  const file = join(at, `${name}.js`);
  writeFileSync(file, `// built\n export function fail() {\n  throw new Error('${name}');\n}\n//# sourceMappingURL=${name}.js.map\n`);
  // ";;EAMI": line 3's column 2 (the throw) is the first source's line 7, column 4 (0-based).
  writeFileSync(`${file}.map`, JSON.stringify({ version: 3, sources: [`src/${name}.ts`], names: [], mappings: ';;EAMI' }));
  return file;
}

describe('the source maps a server process reads', () => {
  it('are this project’s own, unless maps are on already', () => {
    expect(sourceMapsToSet({ enabled: false, nodeModules: false, generatedCode: false })).toEqual({ enabled: true, nodeModules: false, generatedCode: false });
    expect(OWN_SOURCE_MAPS.nodeModules).toBe(false);
    // An operator's --enable-source-maps (every map), or tsx's, is kept as it is.
    expect(sourceMapsToSet({ enabled: true, nodeModules: true, generatedCode: false })).toBeUndefined();
  });

  it('name the sources of the code loaded after the entry’s call, and not a library’s', () => {
    const own = builtModule(join(dir, 'app/dist'), 'own');
    const library = builtModule(join(dir, 'app/node_modules/library'), 'library');
    const entry = join(dir, 'app/dist/entry.mjs');
    // The entry as src/start.ts is: the call, then the rest of the code by import().
    writeFileSync(
      entry,
      [
        `import { findSourceMap } from 'node:module';`,
        `import { keepOwnSourceMaps } from ${JSON.stringify(bootModule)};`,
        `keepOwnSourceMaps();`,
        `const stacks = [];`,
        `for (const file of ${JSON.stringify([own, library])}) {`,
        `  const { fail } = await import(file);`,
        `  try { fail(); } catch (error) { stacks.push(error.stack.split('\\n')[1].trim()); }`,
        `}`,
        `console.log(JSON.stringify({ stacks, own: Boolean(findSourceMap(${JSON.stringify(own)})), library: Boolean(findSourceMap(${JSON.stringify(library)})) }));`,
      ].join('\n'),
    );
    // Node runs the TypeScript module as it is (type stripping), as no build or tsx stands between.
    const run = spawnSync(process.execPath, [entry], { encoding: 'utf8', env: { ...process.env, NODE_OPTIONS: '' } });
    expect(run.stderr).not.toMatch(/Error/);
    const seen = JSON.parse(run.stdout) as { stacks: string[]; own: boolean; library: boolean };
    expect(seen.own).toBe(true);
    expect(seen.library).toBe(false);
    expect(seen.stacks[0]).toMatch(/src\/own\.ts:7:5\)$/);
    expect(seen.stacks[1]).toMatch(/library\.js:3:9\)$/);
  });
});
