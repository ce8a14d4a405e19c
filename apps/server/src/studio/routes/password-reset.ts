import { passwordForgotSchema, passwordResetSchema } from '@inphr/api';
import { staffById, staffByEmail, updateStaff } from '../../db/staff-repo';
import { claimStaffToken, peekStaffToken } from '../../db/staff-token-repo';
import { countAttempt } from '../../db/throttle-repo';
import { sendError } from '../../lib/errors';
import { CLIENT_THROTTLE, OPEN_ROUTE_RATE_LIMIT, RESET_MAIL_THROTTLE, clientKey, resetMailKey } from '../../lib/throttle';
import { FORGOT_RESET_LINK_MS, linkHash, newLinkToken, refuseLink, refuseSpentLink, storeLink, withdrawLinks } from '../account-links';
import { audit } from '../audit';
import { hashPassword, passwordProblem } from '../passwords';
import { endSessionsOf } from '../sessions';
import { throttled } from '../sign-in-failures';
import { parse, type StudioContext } from '../context';

/**
 * "Forgot your password?": a single-use link mailed to the account's address, and the new
 * password set through it (or through a link an admin made, staff-resets.ts). Both are for
 * someone not signed in: the Origin check applies, no CSRF token.
 */
export function passwordResetRoutes(context: StudioContext): void {
  const { app, db, now, options } = context;

  // The same answer, after the same work, whether or not the address has an account: the form
  // tells nobody which addresses have one.
  app.post('/password/forgot', { config: { rateLimit: { max: OPEN_ROUTE_RATE_LIMIT, timeWindow: 60_000 } } }, async (request, reply) => {
    const body = parse(passwordForgotSchema, request, reply);
    if (!body) return reply;
    // Counted by address (known or not) and by client, never forgiven: no flood of anyone's mailbox.
    const attempt = await countAttempt(
      db,
      [
        { key: clientKey(request.ip), policy: CLIENT_THROTTLE },
        { key: resetMailKey(body.email), policy: RESET_MAIL_THROTTLE },
      ],
      now(),
    );
    if (!attempt.ok) return throttled(request, reply, attempt.retryAfterMs);
    const account = await staffByEmail(db, body.email);
    // Without SMTP nobody could receive the link: none is made, for any address.
    const mailTo = account && !account.disabledAt && options.mailQueued ? account : undefined;
    const mailed = await db.transaction(async (tx) => {
      if (mailTo) {
        await storeLink(context, tx, { purpose: 'reset', staffId: mailTo.id, email: mailTo.email, lifetimeMs: FORGOT_RESET_LINK_MS, mail: 'passwordReset' });
      } else {
        // A token made and hashed like a stored one, so that an unknown address takes as long.
        newLinkToken();
      }
      // Audited without the address typed: the account when there is one.
      await audit(tx, 'visitor', 'session.password_forgotten', 'staff', account?.id, { after: { mailed: Boolean(mailTo) } });
      return Boolean(mailTo);
    });
    if (mailed) options.mailQueued?.();
    return reply.code(202).send({ message: 'If an account exists for this address, a link to choose a new password has been sent to it.' });
  });

  // A new password, and every session of the account ends. Not signed in afterwards: the person
  // signs in with it and their second factor, so that a mailbox alone never gets past the second factor.
  app.post('/password/reset', { config: { rateLimit: { max: OPEN_ROUTE_RATE_LIMIT, timeWindow: 60_000 } } }, async (request, reply) => {
    const body = parse(passwordResetSchema, request, reply);
    if (!body) return reply;
    const hash = linkHash(body.token);
    const link = await peekStaffToken(db, hash, 'reset');
    if (await refuseLink(request, reply, link, now())) return reply;
    const account = await staffById(db, link!.staffId!);
    if (!account) return refuseSpentLink(request, reply, undefined, now());
    const problem = passwordProblem(body.password, account.email);
    if (problem) return sendError(request, reply, 400, `The password ${problem}.`, { password: problem });
    const passwordHash = await hashPassword(body.password);
    const done = await db.transaction(async (tx) => {
      const claimed = await claimStaffToken(tx, hash, 'reset', now());
      if (!claimed) return false;
      await updateStaff(tx, account.id, { passwordHash, mustChangePassword: false }, now());
      // Any other link to this account stops working: the password it would replace is gone.
      await withdrawLinks(tx, { id: account.id, email: account.email }, account, 'password_reset', now());
      await endSessionsOf(tx, account.id);
      await audit(tx, { id: account.id, email: account.email }, 'staff.password_reset', 'staff', account.id, {
        after: { linkBy: claimed.createdBy === null ? 'self' : 'admin' },
      });
      return true;
    });
    if (!done) return refuseSpentLink(request, reply, await peekStaffToken(db, hash, 'reset'), now());
    return reply.code(204).send();
  });
}
