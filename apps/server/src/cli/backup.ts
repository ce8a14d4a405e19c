import { parseArgs } from 'node:util';
import { backup } from '../operator/backup';
import { exportTargetProblem } from '../operator/export-target';
import { finish } from '../operator/run';

/**
 * `pnpm --filter @inphr/server backup --out FILE` (`node /app/server/dist/cli/backup.js` in the
 * image): a consistent snapshot while the site runs. PostgreSQL (DATABASE_URL): pg_dump's custom
 * format. The embedded database: PGlite's tarball of DATA_DIR, taken by the running server through
 * its operator socket, or by this command when the server is stopped. The file is readable by its
 * owner only (it holds personal data); `--out -` writes to standard output. A file inside a git
 * checkout that git does not ignore is refused (export-target.ts). Restore with the restore command.
 */
const { values } = parseArgs({ options: { out: { type: 'string', short: 'o' } } });
if (!values.out) {
  console.error('Usage: backup --out FILE   (FILE "-": standard output)');
  process.exit(2);
}
const out = values.out === '-' ? undefined : values.out;
const refused = out ? exportTargetProblem(out, { what: 'a backup', ignored: 'a backups/ directory, or exports/ at the root' }) : undefined;
finish(refused ? { exitCode: 2, stdout: '', stderr: refused } : await backup(out));
