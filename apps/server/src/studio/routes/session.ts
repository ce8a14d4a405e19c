import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import { reauthSchema, signInRequestSchema } from '@inphr/api';
import { countAttempt, forgiveAttempt, sweepThrottle, uncountAttempt, withdrawAttempt } from '../../db/throttle-repo';
import { claimTotpStep, clearCodeFailures, staffByEmail, takeFailedSignIns } from '../../db/staff-repo';
import { sendError } from '../../lib/errors';
import { ACCOUNT_THROTTLE, CLIENT_THROTTLE, SIGN_IN_RATE_LIMIT, THROTTLE_MEMORY_MS, accountKey, clientKey } from '../../lib/throttle';
import { audit } from '../audit';
import { verifyDecoy, verifyPassword } from '../passwords';
import { checkTotp } from '../totp';
import { createSession, endSession } from '../sessions';
import { confirmOwnPassword } from '../own-password';
import { failedSignIn, throttled } from '../sign-in-failures';
import { CODE_FAILURE_LIMIT, codesClosed, failedCode, reopenCodes } from '../code-failures';
import { passkeySignsIn, signInOptions } from '../passkeys';
import { countPasskeys } from '../../db/passkey-repo';
import { claimRecoveryCode } from '../second-factor';
import { actorOf, parse, type StudioContext } from '../context';

/** Signing in (e-mail, password, and the 6-digit code when two-factor is on) and out. */
export function sessionRoutes(context: StudioContext): void {
  const { app, db, now, policy, cookie } = context;

  app.post('/session', { config: { rateLimit: { max: SIGN_IN_RATE_LIMIT, timeWindow: 60_000 } } }, async (request, reply) => {
    const body = parse(signInRequestSchema, request, reply);
    if (!body) return reply;
    const email = body.email.trim().toLowerCase();
    const keys = { client: clientKey(request.ip), account: accountKey(email) };
    // The attempt is counted before anything is checked, so parallel guesses are counted in turn.
    const attempt = await countAttempt(
      db,
      [
        { key: keys.client, policy: CLIENT_THROTTLE },
        { key: keys.account, policy: ACCOUNT_THROTTLE },
      ],
      now(),
    );
    if (!attempt.ok) return throttled(request, reply, attempt.retryAfterMs);

    const account = await staffByEmail(db, email);
    const ok = account && !account.disabledAt ? await verifyPassword(account.passwordHash, body.password) : (await verifyDecoy(body.password), false);
    const failures = attempt.failures.get(keys.account) ?? 0;
    if (!ok || !account) {
      await failedSignIn(context, account, 'password', failures);
      return sendError(request, reply, 401, 'The e-mail address or the password is not right.');
    }
    const passkeys = await countPasskeys(db, account.id);
    const twoFactor = account.totpEnabled || passkeys > 0;
    const codesShut = account.codeFailures >= CODE_FAILURE_LIMIT;
    if (twoFactor && body.recoveryCode) {
      // A recovery code stands in for the device once (a lost phone); it is counted like a code.
      if (!(await claimRecoveryCode(db, account.id, body.recoveryCode, now()))) {
        await failedSignIn(context, account, 'recovery_code', failures);
        return sendError(request, reply, 401, 'The recovery code is not right (or was used already).', { recoveryCode: 'invalid' });
      }
      await audit(db, { id: account.id, email: account.email }, 'session.recovery_code', 'staff', account.id);
      // It also opens a code step closed by wrong codes.
      await reopenCodes(db, account);
    } else if (twoFactor && body.passkey) {
      if (!(await passkeySignsIn(context, account.id, body.passkey as unknown as AuthenticationResponseJSON))) {
        await failedSignIn(context, account, 'passkey', failures);
        return sendError(request, reply, 401, 'The passkey did not sign you in. Try again, or use another way.', { passkey: 'invalid' });
      }
    } else if (twoFactor) {
      if (!body.totp || !account.totpEnabled || codesShut) {
        // The password was right: not a failure of the address or the account (only failures count).
        await withdrawAttempt(db, attempt, keys.account);
        await withdrawAttempt(db, attempt, keys.client);
        if (passkeys === 0 && codesShut) return codesClosed(request, reply);
        // Which second factors the account has; a passkey's challenge comes with the answer.
        const passkeyOptions = passkeys > 0 ? await signInOptions(context, account.id) : undefined;
        const errors = { ...(account.totpEnabled ? { totp: codesShut ? 'closed' : 'required' } : {}), ...(passkeyOptions ? { passkey: 'required' } : {}) };
        const message = account.totpEnabled ? 'Enter the 6-digit code from your authenticator app.' : 'Use your passkey to finish signing in.';
        return reply.code(401).send({ code: 401, message, errors, ...(passkeyOptions ? { passkeyOptions } : {}) });
      }
      // A code is accepted once: a later step than the last accepted, claimed in one statement.
      const step = account.totpSecret ? await checkTotp(context.totp.open(account.totpSecret), body.totp, account.totpLastStep, now()) : undefined;
      if (step === undefined || !(await claimTotpStep(db, account.id, step))) {
        const wrongCodes = await failedCode(context, account, failures);
        if (wrongCodes >= CODE_FAILURE_LIMIT) return codesClosed(request, reply);
        return sendError(request, reply, 401, 'The code is not right (or has expired).', { totp: 'invalid' });
      }
      if (account.codeFailures > 0) await clearCodeFailures(db, account.id);
    }
    // A new session on every sign-in; the one this browser had, if any, ends.
    if (request.studio) await endSession(db, request.studio.sessionId);
    const session = await db.transaction(async (tx) => {
      await forgiveAttempt(tx, keys.account);
      await uncountAttempt(tx, keys.client, true);
      const missed = await takeFailedSignIns(tx, account.id);
      await audit(tx, { id: account.id, email: account.email }, 'session.sign_in', 'staff', account.id);
      return missed.count > 0 && missed.lastAt ? { failedSignIns: missed.count, lastFailedAt: missed.lastAt.toISOString() } : null;
    });
    const created = await createSession(db, account.id, policy, session);
    // Keys quiet for longer than any policy remembers are swept here now and then (like sessions).
    await sweepThrottle(db, new Date(now().getTime() - THROTTLE_MEMORY_MS));
    reply.setCookie(cookie.name, created.token, { ...cookie.options, maxAge: policy.absoluteMs / 1000 });
    return reply.code(204).send();
  });

  // The password again (or a passkey), for an admin's powers (step-up.ts); slowed down like any check of it.
  app.post('/session/reauth/options', { onRequest: context.anyone }, async (request, reply) => {
    const options = await signInOptions(context, request.studio!.staff.id);
    if (!options) return sendError(request, reply, 404, 'This account has no passkey.');
    return options;
  });

  app.post('/session/reauth', { onRequest: context.anyone }, async (request, reply) => {
    const body = parse(reauthSchema, request, reply);
    if (!body) return reply;
    const who = request.studio!.staff;
    if (body.password !== undefined) {
      if (!(await confirmOwnPassword(context, request, reply, body.password, 'password'))) return reply;
    } else if (!(await passkeySignsIn(context, who.id, body.passkey as unknown as AuthenticationResponseJSON))) {
      await audit(db, actorOf(request), 'staff.password_failed', 'staff', who.id, { after: { passkey: true } });
      return sendError(request, reply, 400, 'The passkey did not confirm it is you. Try again, or use your password.', { passkey: 'invalid' });
    }
    // A new session for the proven user (ASVS 7.2.4): a fresh token and CSRF token; the old one ends.
    const created = await createSession(db, who.id, policy);
    await endSession(db, request.studio!.sessionId);
    await audit(db, actorOf(request), 'session.reauth', 'staff', who.id, { after: { with: body.password !== undefined ? 'password' : 'passkey' } });
    reply.setCookie(cookie.name, created.token, { ...cookie.options, maxAge: policy.absoluteMs / 1000 });
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
