import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** apps/server: where the operator commands run from. */
export const serverDir = fileURLToPath(new URL('..', import.meta.url));

export interface CommandResult {
  status: number | null;
  stdout: string;
  stderr: string;
}

/**
 * An operator command from its TypeScript source (`src/cli/…`), run beside this process's server:
 * asynchronously, so that the server can answer it. The embedded database unless `env` names another.
 */
export function runCommand(args: string[], env: Record<string, string>): Promise<CommandResult> {
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], { cwd: serverDir, env: { ...process.env, DATABASE_URL: '', ...env } });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += String(chunk)));
  child.stderr.on('data', (chunk: Buffer) => (stderr += String(chunk)));
  return new Promise((resolve) => child.on('close', (status) => resolve({ status, stdout, stderr })));
}
