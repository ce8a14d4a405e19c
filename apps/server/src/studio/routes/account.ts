import { passwordChangeSchema, totpConfirmSchema, type StudioMe } from '@inphr/api';
import { claimTotpStep, staffPasswordHash, staffTotp, updateStaff } from '../../db/staff-repo';
import { sendError } from '../../lib/errors';
import { audit } from '../audit';
import { hashPassword, passwordProblem, verifyPassword } from '../passwords';
import { checkTotp, newTotpSecret, totpUri } from '../totp';
import { endSessionsOf } from '../sessions';
import { actorOf, parse, type StudioContext } from '../context';

/** One's own account: who one is, the password, two-factor sign-in. */
export function accountRoutes({ app, db, now, anyone }: StudioContext): void {
  app.get('/me', { onRequest: anyone }, async (request) => {
    const { staff: who, csrfToken } = request.studio!;
    return { email: who.email, role: who.role, csrfToken, totpEnabled: who.totpEnabled } satisfies StudioMe;
  });

  app.post('/me/password', { onRequest: anyone }, async (request, reply) => {
    const body = parse(passwordChangeSchema, request, reply);
    if (!body) return reply;
    const who = request.studio!.staff;
    const hash = await staffPasswordHash(db, who.id);
    if (!hash || !(await verifyPassword(hash, body.current)))
      return sendError(request, reply, 400, 'The current password is not right.', { current: 'not right' });
    const problem = passwordProblem(body.next, who.email);
    if (problem) return sendError(request, reply, 400, `The password ${problem}.`, { next: problem });
    const passwordHash = await hashPassword(body.next);
    await db.transaction(async (tx) => {
      await updateStaff(tx, who.id, { passwordHash }, now());
      // Wherever else this account was signed in, it signs in again with the new password.
      await endSessionsOf(tx, who.id, request.studio!.sessionId);
      await audit(tx, actorOf(request), 'staff.password', 'staff', who.id);
    });
    return reply.code(204).send();
  });

  // Two-factor sign-in: a secret is made and shown once, then switched on by a code from the app.
  app.post('/me/totp', { onRequest: anyone }, async (request, reply) => {
    const who = request.studio!.staff;
    if (who.totpEnabled) return sendError(request, reply, 409, 'Two-factor sign-in is already on.');
    const secret = newTotpSecret();
    await updateStaff(db, who.id, { totpSecret: secret, totpLastStep: null }, now());
    return { secret, uri: totpUri(who.email, secret) };
  });

  app.post('/me/totp/confirm', { onRequest: anyone }, async (request, reply) => {
    const body = parse(totpConfirmSchema, request, reply);
    if (!body) return reply;
    const who = request.studio!.staff;
    const totp = await staffTotp(db, who.id);
    const step = totp?.secret ? await checkTotp(totp.secret, body.code, totp.lastStep) : undefined;
    if (step === undefined || !(await claimTotpStep(db, who.id, step)))
      return sendError(request, reply, 400, 'The code is not right (or has expired).', { code: 'invalid' });
    await db.transaction(async (tx) => {
      await updateStaff(tx, who.id, { totpEnabled: true }, now());
      // Sessions signed in with the password alone end; this one goes on.
      await endSessionsOf(tx, who.id, request.studio!.sessionId);
      await audit(tx, actorOf(request), 'staff.totp_on', 'staff', who.id);
    });
    return reply.code(204).send();
  });
}
