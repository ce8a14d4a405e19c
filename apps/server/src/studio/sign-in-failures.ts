import { createRequire } from 'node:module';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LANGUAGES } from '@inphr/content';
import { queueMail } from '../db/mail-repo';
import { noteFailedSignIn, type StaffRow } from '../db/staff-repo';
import { sendError } from '../lib/errors';
import { ACCOUNT_THROTTLE, CODE_FAILURE_LIMIT, TELL_OWNER_AFTER, TELL_OWNER_OF_CODES_AT, waitAfter } from '../lib/throttle';
import { audit } from './audit';
import type { StudioContext } from './context';

const require = createRequire(import.meta.url);

interface MailTexts {
  subject: string;
  body: string;
}

type MailName = 'failedSignIns' | 'codeFailures' | 'codesClosed';

/** The owner's warning in every language of the studio (an account has no language of its own). */
function failuresMail(name: MailName, failures: number): MailTexts {
  const texts = LANGUAGES.map((lang) => (require(`@inphr/i18n/locales/${lang}/studio.json`) as { mail: Record<MailName, MailTexts> }).mail[name]);
  return {
    subject: texts.map((t) => t.subject).join(' / '),
    body: texts.map((t) => t.body.replaceAll('{{count}}', String(failures))).join('\n\n----\n\n'),
  };
}

/** A refused attempt: the key is still waiting; the answer says how long. */
export function throttled(request: FastifyRequest, reply: FastifyReply, retryAfterMs: number) {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  reply.header('retry-after', String(seconds));
  return sendError(request, reply, 429, `Too many failed attempts. Try again in ${seconds} s.`, { retryAfter: String(seconds) });
}

/**
 * A failed sign-in: audited (the account's id, never the address typed or the client's), counted
 * for the owner's note at their next sign-in, and the owner is e-mailed (when the server can send
 * mail) after `TELL_OWNER_AFTER` failures in a row, or at the 5th and 10th wrong code in a row
 * (`codeFailures`, code-failures.ts), when the code step closes.
 */
export async function failedSignIn(
  { db, now, options }: StudioContext,
  account: StaffRow | undefined,
  reason: 'password' | 'code' | 'recovery_code' | 'passkey',
  failuresInRow: number,
  codeFailures?: number,
): Promise<void> {
  const waitSeconds = waitAfter(failuresInRow, ACCOUNT_THROTTLE) / 1000;
  const mail: MailName | undefined =
    codeFailures !== undefined && TELL_OWNER_OF_CODES_AT.includes(codeFailures)
      ? codeFailures >= CODE_FAILURE_LIMIT
        ? 'codesClosed'
        : 'codeFailures'
      : failuresInRow === TELL_OWNER_AFTER
        ? 'failedSignIns'
        : undefined;
  const count = mail === 'failedSignIns' ? failuresInRow : (codeFailures ?? 0);
  const mailed = await db.transaction(async (tx) => {
    await audit(tx, 'visitor', 'session.sign_in_failed', 'staff', account?.id, {
      after: { reason, failuresInRow, waitSeconds, ...(codeFailures === undefined ? {} : { codeFailures }) },
    });
    if (failuresInRow === ACCOUNT_THROTTLE.free) {
      await audit(tx, 'visitor', 'session.throttled', 'staff', account?.id, { after: { failuresInRow, waitSeconds } });
    }
    if (codeFailures === CODE_FAILURE_LIMIT) await audit(tx, 'visitor', 'session.codes_closed', 'staff', account?.id, { after: { codeFailures } });
    if (!account) return false;
    await noteFailedSignIn(tx, account.id, now());
    if (!mail || !options.mailQueued) return false;
    await queueMail(tx, { to: account.email, ...failuresMail(mail, count) });
    return true;
  });
  if (mailed) options.mailQueued?.();
}
