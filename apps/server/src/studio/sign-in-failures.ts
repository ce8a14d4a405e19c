import { createRequire } from 'node:module';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LANGUAGES } from '@inphr/content';
import { queueMail } from '../db/mail-repo';
import { noteFailedSignIn, type StaffRow } from '../db/staff-repo';
import { sendError } from '../lib/errors';
import { ACCOUNT_THROTTLE, TELL_OWNER_AFTER, waitAfter } from '../lib/throttle';
import { audit } from './audit';
import type { StudioContext } from './context';

const require = createRequire(import.meta.url);

interface MailTexts {
  subject: string;
  body: string;
}

/** The owner's warning in every language of the studio (an account has no language of its own). */
function failuresMail(failures: number): MailTexts {
  const texts = LANGUAGES.map((lang) => (require(`@inphr/i18n/locales/${lang}/studio.json`) as { mail: { failedSignIns: MailTexts } }).mail.failedSignIns);
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
 * for the owner's note at their next sign-in, and after `TELL_OWNER_AFTER` failures in a row the
 * owner is e-mailed once (when the server can send mail).
 */
export async function failedSignIn(
  { db, now, options }: StudioContext,
  account: StaffRow | undefined,
  reason: 'password' | 'code' | 'recovery_code',
  failuresInRow: number,
): Promise<void> {
  const waitSeconds = waitAfter(failuresInRow, ACCOUNT_THROTTLE) / 1000;
  await db.transaction(async (tx) => {
    await audit(tx, 'visitor', 'session.sign_in_failed', 'staff', account?.id, { after: { reason, failuresInRow, waitSeconds } });
    if (failuresInRow === ACCOUNT_THROTTLE.free) {
      await audit(tx, 'visitor', 'session.throttled', 'staff', account?.id, { after: { failuresInRow, waitSeconds } });
    }
    if (!account) return;
    await noteFailedSignIn(tx, account.id, now());
    if (failuresInRow === TELL_OWNER_AFTER && options.mailQueued) await queueMail(tx, { to: account.email, ...failuresMail(failuresInRow) });
  });
  if (failuresInRow === TELL_OWNER_AFTER) options.mailQueued?.();
}
