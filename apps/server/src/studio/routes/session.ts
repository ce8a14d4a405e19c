import { createHash } from 'node:crypto';
import { signInRequestSchema } from '@inphr/api';
import { clearFailures, mostFailuresSince, recordFailures } from '../../db/sign-in-repo';
import { claimTotpStep, staffByEmail } from '../../db/staff-repo';
import { sendError } from '../../lib/errors';
import { audit } from '../audit';
import { verifyDecoy, verifyPassword } from '../passwords';
import { checkTotp } from '../totp';
import { createSession, endSession } from '../sessions';
import { actorOf, parse, type StudioContext } from '../context';

/** Failed sign-ins that close the door, per client and per account, over this window. */
export const SIGN_IN_MAX_FAILURES = 10;
export const SIGN_IN_WINDOW_MS = 15 * 60_000;

/** Signing in (e-mail, password, and the 6-digit code when two-factor is on) and out. */
export function sessionRoutes({ app, db, now, policy, cookie }: StudioContext): void {
  const failures = (keys: string[]) => mostFailuresSince(db, keys, new Date(now().getTime() - SIGN_IN_WINDOW_MS));

  app.post('/session', { config: { rateLimit: { max: 30, timeWindow: 60_000 } } }, async (request, reply) => {
    const body = parse(signInRequestSchema, request, reply);
    if (!body) return reply;
    const emailKey = createHash('sha256').update(body.email.trim().toLowerCase()).digest('hex');
    const keys = [`client:${request.ip}`, `account:${emailKey}`];
    if ((await failures(keys)) >= SIGN_IN_MAX_FAILURES) {
      reply.header('retry-after', String(SIGN_IN_WINDOW_MS / 1000));
      return sendError(request, reply, 429, 'Too many failed sign-ins. Try again in 15 minutes.');
    }
    const account = await staffByEmail(db, body.email.trim().toLowerCase());
    const ok = account && !account.disabledAt ? await verifyPassword(account.passwordHash, body.password) : (await verifyDecoy(body.password), false);
    if (!ok || !account) {
      await recordFailures(db, keys, now());
      return sendError(request, reply, 401, 'The e-mail address or the password is not right.');
    }
    if (account.totpEnabled) {
      if (!body.totp) return sendError(request, reply, 401, 'Enter the 6-digit code from your authenticator app.', { totp: 'required' });
      // A code is accepted once: a later step than the last accepted, claimed in one statement.
      const step = account.totpSecret ? await checkTotp(account.totpSecret, body.totp, account.totpLastStep) : undefined;
      if (step === undefined || !(await claimTotpStep(db, account.id, step))) {
        await recordFailures(db, keys, now());
        return sendError(request, reply, 401, 'The code is not right (or has expired).', { totp: 'invalid' });
      }
    }
    // A new session on every sign-in; the one this browser had, if any, ends.
    if (request.studio) await endSession(db, request.studio.sessionId);
    await clearFailures(db, `account:${emailKey}`);
    const session = await createSession(db, account.id, policy);
    await audit(db, { id: account.id, email: account.email }, 'session.sign_in', 'staff', account.id);
    reply.setCookie(cookie.name, session.token, { ...cookie.options, maxAge: policy.absoluteMs / 1000 });
    return reply.code(204).send();
  });

  app.delete('/session', async (request, reply) => {
    if (request.studio) {
      await endSession(db, request.studio.sessionId);
      await audit(db, actorOf(request), 'session.sign_out', 'staff', request.studio.staff.id);
    }
    reply.clearCookie(cookie.name, cookie.options);
    return reply.code(204).send();
  });
}
