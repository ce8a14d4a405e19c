import { parseArgs } from 'node:util';
import { STAFF_ROLES, type StaffRole } from '@inphr/api';
import { StaffAccountError } from '../studio/bootstrap';
import { finish, runCommand } from '../operator/run';

/**
 * `pnpm --filter @inphr/server staff:create <email> --role admin|editor|viewer`: a studio account.
 * The password comes from STAFF_PASSWORD, or is asked for without echo on a terminal; it is never
 * taken as an argument (shell history, process lists). Works beside a running server (on the
 * embedded database, through the server: operator/run.ts).
 */
const { values, positionals } = parseArgs({ options: { role: { type: 'string', default: 'editor' } }, allowPositionals: true });
const email = positionals[0];
const role = values.role as StaffRole;
if (!email || !STAFF_ROLES.includes(role)) {
  console.error(`Usage: staff:create <email> --role ${STAFF_ROLES.join('|')}   (password from STAFF_PASSWORD or a prompt)`);
  process.exit(2);
}

async function askPassword(): Promise<string> {
  if (!process.stdin.isTTY) throw new StaffAccountError('Set STAFF_PASSWORD, or run the command in a terminal to be asked.');
  process.stderr.write('Password (not shown): ');
  process.stdin.setRawMode(true);
  process.stdin.resume();
  let typed = '';
  return new Promise((resolve, reject) => {
    process.stdin.on('data', (chunk: Buffer) => {
      for (const char of chunk.toString('utf8')) {
        if (char === '\r' || char === '\n') {
          process.stdin.setRawMode(false);
          process.stdin.pause();
          process.stderr.write('\n');
          resolve(typed);
          return;
        }
        if (char === '\u0003') reject(new StaffAccountError('Cancelled.'));
        else if (char === '\u007f') typed = typed.slice(0, -1);
        else typed += char;
      }
    });
  });
}

try {
  const password = process.env.STAFF_PASSWORD ?? (await askPassword());
  finish(await runCommand({ command: 'staff:create', email, role, password }));
} catch (error) {
  if (!(error instanceof StaffAccountError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
