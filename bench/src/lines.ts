/** L1 and L2: the server's size as a reader meets it, its lines and its settings. */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const SERVER_SRC = fileURLToPath(new URL('../../apps/server/src', import.meta.url));

export interface LineCounts {
  /** Lines of the .ts files under apps/server/src, *.test.ts not counted (as `wc -l` counts them). */
  lines: number;
  files: number;
  /** The settings: the top-level keys of envSchema in apps/server/src/config.ts. */
  settings: string[];
}

/** Lines as `wc -l` counts them: the line ends. */
export function lineCount(text: string): number {
  let n = 0;
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) n += 1;
  return n;
}

/**
 * The keys of `const envSchema = z.object({ … })` as a reader counts them: the entries at the
 * object's own indentation (`  NAME:`), up to its closing `});`.
 */
export function settingsOf(configSource: string): string[] {
  const start = configSource.indexOf('const envSchema = z.object({');
  if (start === -1) throw new Error('config.ts: no `const envSchema = z.object({`');
  const body = configSource.slice(start).split('\n').slice(1);
  const end = body.findIndex((line) => line.startsWith('});'));
  if (end === -1) throw new Error('config.ts: envSchema has no closing `});`');
  return body.slice(0, end).flatMap((line) => /^ {2}([A-Za-z_][A-Za-z0-9_]*):/.exec(line)?.[1] ?? []);
}

function tsFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return tsFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

export function countServer(src = SERVER_SRC): LineCounts {
  const files = tsFiles(src);
  return {
    lines: files.reduce((sum, file) => sum + lineCount(readFileSync(file, 'utf8')), 0),
    files: files.length,
    settings: settingsOf(readFileSync(join(src, 'config.ts'), 'utf8')),
  };
}
