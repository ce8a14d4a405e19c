import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';

/*
 * The server's layers are lint rules (eslint.config.js); this shows the one of the repositories
 * fires: a table is read only through db/*-repo.ts.
 */
const root = fileURLToPath(new URL('../../..', import.meta.url));

async function lintAt(path: string, code: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: root });
  const [result] = await eslint.lintText(code, { filePath: `${root}${path}` });
  return (result?.messages ?? []).map((m) => `${m.ruleId}: ${m.message}`);
}

describe('the layers of the server', () => {
  it('refuse an import of db/schema outside db/, and take it inside', async () => {
    const code = "import { staff } from '../db/schema';\nexport const table = staff;\n";
    const outside = await lintAt('apps/server/src/studio/probe.ts', code);
    expect(outside.some((m) => m.startsWith('import-x/no-restricted-paths') && m.includes('Only apps/server/src/db imports db/schema'))).toBe(true);
    const inside = await lintAt('apps/server/src/db/probe-repo.ts', "import { staff } from './schema';\nexport const table = staff;\n");
    expect(inside.filter((m) => m.startsWith('import-x/no-restricted-paths'))).toEqual([]);
  }, 60_000);
});
