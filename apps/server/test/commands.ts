import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** apps/server: where the operator commands run from. */
export const serverDir = fileURLToPath(new URL('..', import.meta.url));

/**
 * The built module of an entry under src/ (`src/cli/backup.ts` → `dist/cli/backup.js`): child
 * processes run the build turbo made before this suite, as production does, not TypeScript.
 */
export function built(entry: string): string {
  const file = entry.replace(/^src\//, 'dist/').replace(/\.ts$/, '.js');
  if (!existsSync(join(serverDir, file))) throw new Error(`${file} is not built: run the server's build first (turbo builds it before this suite)`);
  return file;
}

export interface CommandResult {
  status: number | null;
  stdout: string;
  stderr: string;
}

/**
 * An operator command (`src/cli/…`, run built), beside this process's server: asynchronously, so
 * that the server can answer it. The embedded database unless `env` names another.
 */
export function runCommand([entry, ...args]: string[], env: Record<string, string>): Promise<CommandResult> {
  const child = spawn(process.execPath, [built(entry!), ...args], { cwd: serverDir, env: { ...process.env, DATABASE_URL: '', ...env } });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += String(chunk)));
  child.stderr.on('data', (chunk: Buffer) => (stderr += String(chunk)));
  return new Promise((resolve) => child.on('close', (status) => resolve({ status, stdout, stderr })));
}
