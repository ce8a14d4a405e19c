import { passwordChangeSchema, type StudioMe } from '@inphr/api';
import { recoveryCodesLeft, updateStaff } from '../../db/staff-repo';
import { sendError } from '../../lib/errors';
import { audit } from '../audit';
import { withdrawLinks } from '../account-links';
import { hashPassword, passwordProblem } from '../passwords';
import { createSession, endSessionsOf, hasSecondFactor, secondFactorRequired } from '../sessions';
import { confirmOwnPassword } from '../own-password';
import { actorOf, parse, type StudioContext } from '../context';

/** One's own account: who one is, and the password (the second factor: two-factor.ts). */
export function accountRoutes(context: StudioContext): void {
  const { app, db, now, anyone, policy, cookie } = context;

  app.get('/me', { onRequest: anyone }, async (request) => {
    const { staff: who, csrfToken, note } = request.studio!;
    const recoveryCodes = hasSecondFactor(who) ? await recoveryCodesLeft(db, who.id) : 0;
    return {
      email: who.email,
      role: who.role,
      csrfToken,
      totpEnabled: who.totpEnabled,
      recoveryCodesLeft: recoveryCodes,
      signInNote: note,
      mustChangePassword: who.mustChangePassword,
      secondFactorRequired: secondFactorRequired(context.config, who),
      passkeys: who.passkeys,
    } satisfies StudioMe;
  });

  app.post('/me/password', { onRequest: anyone }, async (request, reply) => {
    const body = parse(passwordChangeSchema, request, reply);
    if (!body) return reply;
    const who = request.studio!.staff;
    if (!(await confirmOwnPassword(context, request, reply, body.current, 'current'))) return reply;
    const problem = passwordProblem(body.next, who.email);
    if (problem) return sendError(request, reply, 400, `The password ${problem}.`, { next: problem });
    const passwordHash = await hashPassword(body.next);
    await db.transaction(async (tx) => {
      // A new password is what an admin's "choose a new password" asked for.
      await updateStaff(tx, who.id, { passwordHash, mustChangePassword: false }, now());
      // Every session of this account ends, this one too: it goes on under a new token below.
      await endSessionsOf(tx, who.id);
      await withdrawLinks(tx, actorOf(request), who, 'password', now());
      await audit(tx, actorOf(request), 'staff.password', 'staff', who.id);
    });
    const session = await createSession(db, who.id, policy);
    reply.setCookie(cookie.name, session.token, { ...cookie.options, maxAge: policy.absoluteMs / 1000 });
    return reply.code(204).send();
  });
}
