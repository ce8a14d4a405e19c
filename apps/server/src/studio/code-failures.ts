import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import { clearCodeFailures, noteCodeFailure, type StaffRow } from '../db/staff-repo';
import { sendError } from '../lib/errors';
import { CODE_FAILURE_LIMIT } from '../lib/throttle';
import { audit } from './audit';
import type { StudioContext } from './context';
import { failedSignIn } from './sign-in-failures';

export { CODE_FAILURE_LIMIT };

/** The answer while the code step is closed: the password was right, so this may be said. */
export function codesClosed(request: FastifyRequest, reply: FastifyReply) {
  return sendError(
    request,
    reply,
    403,
    `Codes are closed for this account after ${CODE_FAILURE_LIMIT} wrong ones in a row. Sign in with a recovery code, or ask an admin to reset your second factor.`,
    { totp: 'closed' },
  );
}

/** A wrong code: counted on the account, audited, the owner told at 5 and 10. The count now. */
export async function failedCode(context: StudioContext, account: StaffRow, failuresInRow: number): Promise<number> {
  const codeFailures = await noteCodeFailure(context.db, account.id);
  await failedSignIn(context, account, 'code', failuresInRow, codeFailures);
  return codeFailures;
}

/** A recovery code (or an admin's reset) opened the code step: counted afresh, and audited if it was closed. */
export async function reopenCodes(
  db: Pick<Db, 'update' | 'insert'>,
  account: Pick<StaffRow, 'id' | 'email' | 'codeFailures'>,
  by?: { id: number; email: string },
): Promise<void> {
  if (account.codeFailures === 0) return;
  await clearCodeFailures(db, account.id);
  if (account.codeFailures >= CODE_FAILURE_LIMIT) {
    await audit(db, by ?? { id: account.id, email: account.email }, 'session.codes_reopened', 'staff', account.id, {
      before: { codeFailures: account.codeFailures },
    });
  }
}
