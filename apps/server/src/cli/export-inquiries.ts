import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { finish, runCommand } from '../operator/run';
import { exportTargetProblem } from '../operator/export-target';

/**
 * Operator export: every stored inquiry as CSV (UTF-8 with BOM, so Excel shows Hangul; phone
 * numbers kept as text). `--out FILE` writes the file itself, readable by its owner only (personal
 * data), so no banner of a package manager can land before the BOM; without it, standard output.
 * A file inside a git checkout that git does not ignore is refused (export-target.ts).
 * Works beside a running server (on the embedded database, through the server: operator/run.ts).
 */
const { values } = parseArgs({ options: { out: { type: 'string', short: 'o' } } });
const out = values.out && values.out !== '-' ? values.out : undefined;
const refused = out ? exportTargetProblem(out) : undefined;
if (refused) {
  finish({ exitCode: 2, stdout: '', stderr: refused });
} else {
  const result = await runCommand({ command: 'inquiries:export' });
  if (result.exitCode === 0 && out) {
    writeFileSync(out, result.stdout, { mode: 0o600 });
    finish({ ...result, stdout: '', stderr: `${result.stderr}Wrote ${result.count ?? 0} inquiries to ${out}.\n` });
  } else {
    finish(result);
  }
}
