import { spawnSync } from 'node:child_process';
import { dirname, resolve } from 'node:path';

/**
 * Why a file of personal data (an inquiry export, a backup) must not be written at `target`, if it
 * must not: inside a git checkout, where git does not ignore it, it is one `git add` away from a
 * commit. A path outside any checkout (a server, the image) or one git ignores (`data/`,
 * `exports/`, `backups/`, a root `*.csv`) is fine.
 */
export function exportTargetProblem(
  target: string,
  file: { what: string; ignored: string } = { what: 'the export', ignored: 'data/, exports/, or a .csv file at the root' },
): string | undefined {
  const path = resolve(target);
  const top = spawnSync('git', ['-C', dirname(path), 'rev-parse', '--show-toplevel'], { encoding: 'utf8' });
  if (top.error || top.status !== 0) return undefined;
  const checkout = top.stdout.trim();
  const ignored = spawnSync('git', ['-C', checkout, 'check-ignore', '--quiet', '--no-index', path]);
  if (ignored.status === 0) return undefined;
  return (
    `${path} is inside the checkout ${checkout}, and git does not ignore it: ${file.what} holds personal data. ` +
    `Write it outside the checkout, or under a path git ignores (${file.ignored}).\n`
  );
}
