import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { finish, runCommand } from '../operator/run';

/**
 * Operator export: every stored inquiry as CSV (UTF-8 with BOM, so Excel shows Hangul; phone
 * numbers kept as text). `--out FILE` writes the file itself, readable by its owner only (personal
 * data), so no banner of a package manager can land before the BOM; without it, standard output.
 * Works beside a running server (on the embedded database, through the server: operator/run.ts).
 */
const { values } = parseArgs({ options: { out: { type: 'string', short: 'o' } } });
const result = await runCommand({ command: 'inquiries:export' });
if (result.exitCode === 0 && values.out && values.out !== '-') {
  writeFileSync(values.out, result.stdout, { mode: 0o600 });
  finish({ ...result, stdout: '', stderr: `${result.stderr}Wrote ${result.count ?? 0} inquiries to ${values.out}.\n` });
} else {
  finish(result);
}
