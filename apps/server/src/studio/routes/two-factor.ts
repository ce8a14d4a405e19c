import { ownPasswordSchema, totpConfirmSchema, type StudioRecoveryCodes, type StudioTotpSetup } from '@inphr/api';
import { claimTotpStep, replaceRecoveryCodes, staffTotp, updateStaff } from '../../db/staff-repo';
import { sendError } from '../../lib/errors';
import { audit } from '../audit';
import { withdrawLinks } from '../account-links';
import { checkTotp, newTotpSecret, totpUri } from '../totp';
import { endSessionsOf, hasSecondFactor, secondFactorRequired } from '../sessions';
import { confirmOwnPassword } from '../own-password';
import { newRecoveryCodes } from '../second-factor';
import { actorOf, parse, type StudioContext } from '../context';

/**
 * Two-factor sign-in: set up (or moved to a new device), confirmed by a code from the app, turned
 * off, and recovery codes made anew. Every change asks for the password first; keys are stored
 * sealed (second-factor.ts), recovery codes as hashes, each shown once.
 */
export function twoFactorRoutes(context: StudioContext): void {
  const { app, db, now, anyone, totp } = context;

  // A new key, kept aside: the one in use (if any) still signs in until the new one is confirmed.
  app.post('/me/totp', { onRequest: anyone }, async (request, reply) => {
    const body = parse(ownPasswordSchema, request, reply);
    if (!body) return reply;
    if (!(await confirmOwnPassword(context, request, reply, body.password, 'password'))) return reply;
    const who = request.studio!.staff;
    const secret = newTotpSecret();
    await updateStaff(db, who.id, { totpPendingSecret: totp.seal(secret) }, now());
    return { secret, uri: totpUri(who.email, secret) } satisfies StudioTotpSetup;
  });

  app.post('/me/totp/confirm', { onRequest: anyone }, async (request, reply) => {
    const body = parse(totpConfirmSchema, request, reply);
    if (!body) return reply;
    const who = request.studio!.staff;
    const stored = await staffTotp(db, who.id);
    if (!stored?.pendingSecret) return sendError(request, reply, 409, 'Start the set-up first: no new key is waiting.');
    // A new device's codes start afresh: its steps are not compared with the old device's.
    const step = await checkTotp(totp.open(stored.pendingSecret), body.code, null, now());
    if (step === undefined) return sendError(request, reply, 400, 'The code is not right (or has expired).', { code: 'invalid' });
    const codes = await newRecoveryCodes();
    await db.transaction(async (tx) => {
      await updateStaff(tx, who.id, { totpSecret: stored.pendingSecret, totpPendingSecret: null, totpEnabled: true, totpLastStep: null }, now());
      await claimTotpStep(tx, who.id, step);
      await replaceRecoveryCodes(tx, who.id, codes.hashes);
      // Sessions signed in without this device end; this one goes on.
      await endSessionsOf(tx, who.id, request.studio!.sessionId);
      await withdrawLinks(tx, actorOf(request), who, 'second_factor', now());
      await audit(tx, actorOf(request), stored.enabled ? 'staff.totp_moved' : 'staff.totp_on', 'staff', who.id);
    });
    return { recoveryCodes: codes.codes } satisfies StudioRecoveryCodes;
  });

  app.post('/me/totp/off', { onRequest: anyone }, async (request, reply) => {
    const body = parse(ownPasswordSchema, request, reply);
    if (!body) return reply;
    if (!(await confirmOwnPassword(context, request, reply, body.password, 'password'))) return reply;
    const who = request.studio!.staff;
    // The last second factor of an account that must have one stays until another is set up.
    if (who.totpEnabled && secondFactorRequired(context.config, { ...who, totpEnabled: false })) {
      return sendError(request, reply, 409, 'Set up another second factor before turning this one off.', { secondFactor: 'last' });
    }
    await db.transaction(async (tx) => {
      await updateStaff(tx, who.id, { totpSecret: null, totpPendingSecret: null, totpEnabled: false, totpLastStep: null }, now());
      // Recovery codes stand in for any second factor: they stay while a passkey does.
      if (who.passkeys === 0) await replaceRecoveryCodes(tx, who.id, []);
      await withdrawLinks(tx, actorOf(request), who, 'second_factor', now());
      // A change of the second factor: sessions elsewhere sign in again (ASVS 7.4.3); this one goes on.
      await endSessionsOf(tx, who.id, request.studio!.sessionId);
      await audit(tx, actorOf(request), 'staff.totp_off', 'staff', who.id);
    });
    return reply.code(204).send();
  });

  app.post('/me/recovery-codes', { onRequest: anyone }, async (request, reply) => {
    const body = parse(ownPasswordSchema, request, reply);
    if (!body) return reply;
    if (!(await confirmOwnPassword(context, request, reply, body.password, 'password'))) return reply;
    const who = request.studio!.staff;
    // Recovery codes stand in for any second factor: an authenticator app or a passkey.
    if (!hasSecondFactor(who)) return sendError(request, reply, 409, 'Turn on two-factor sign-in first.');
    const codes = await newRecoveryCodes();
    await db.transaction(async (tx) => {
      await replaceRecoveryCodes(tx, who.id, codes.hashes);
      await endSessionsOf(tx, who.id, request.studio!.sessionId);
      await audit(tx, actorOf(request), 'staff.recovery_codes', 'staff', who.id);
    });
    return { recoveryCodes: codes.codes } satisfies StudioRecoveryCodes;
  });
}
