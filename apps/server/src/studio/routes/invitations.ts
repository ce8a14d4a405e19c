import { invitationAcceptSchema, staffInviteSchema, type StaffRole } from '@inphr/api';
import { insertStaff, staffByEmail } from '../../db/staff-repo';
import { claimStaffToken, peekStaffToken } from '../../db/staff-token-repo';
import { sendError } from '../../lib/errors';
import { OPEN_ROUTE_RATE_LIMIT } from '../../lib/throttle';
import { INVITATION_LINK_MS, linkHash, refuseLink, refuseSpentLink, storeLink } from '../account-links';
import { audit } from '../audit';
import { recentlyAuthenticated } from '../step-up';
import { hashPassword, passwordProblem } from '../passwords';
import { createSession, endSession } from '../sessions';
import { actorOf, parse, type StudioContext } from '../context';

/**
 * Invitations: an admin invites an address with a role; the person opens the single-use link
 * (mailed, or passed on by the admin), chooses a password, and is signed in to their new account.
 */
export function invitationRoutes(context: StudioContext): void {
  const { app, db, now, admins, policy, cookie, options } = context;

  app.post('/staff/invitations', { onRequest: admins }, async (request, reply) => {
    const body = parse(staffInviteSchema, request, reply);
    if (!body) return reply;
    // Inviting an admin makes one: the password again first (step-up.ts).
    if (body.role === 'admin' && !(await recentlyAuthenticated(context, request, reply))) return reply;
    if (await staffByEmail(db, body.email)) return sendError(request, reply, 409, 'An account with this e-mail address exists.', { email: 'already used' });
    const made = await db.transaction(async (tx) => {
      const link = await storeLink(context, tx, {
        purpose: 'invite',
        email: body.email,
        role: body.role,
        createdBy: request.studio!.staff.id,
        lifetimeMs: INVITATION_LINK_MS,
        mail: 'invitation',
      });
      await audit(tx, actorOf(request), 'staff.invite', 'staff', undefined, { after: { email: body.email, role: body.role, emailed: link.emailed } });
      return link;
    });
    if (made.emailed) options.mailQueued?.();
    return reply.code(201).send(made);
  });

  // Not signed in: the Origin check applies, no CSRF token (there is no session to hold one).
  app.post('/invitations/accept', { config: { rateLimit: { max: OPEN_ROUTE_RATE_LIMIT, timeWindow: 60_000 } } }, async (request, reply) => {
    const body = parse(invitationAcceptSchema, request, reply);
    if (!body) return reply;
    const hash = linkHash(body.token);
    const invitation = await peekStaffToken(db, hash, 'invite');
    if (await refuseLink(request, reply, invitation, now())) return reply;
    const email = invitation!.email!;
    const role = invitation!.role as StaffRole;
    const problem = passwordProblem(body.password, email);
    if (problem) return sendError(request, reply, 400, `The password ${problem}.`, { password: problem });
    const passwordHash = await hashPassword(body.password);
    const outcome = await db.transaction(async (tx) => {
      // Spent first: of two requests with the same link, the second finds it used and creates nothing.
      const claimed = await claimStaffToken(tx, hash, 'invite', now());
      if (!claimed) return 'spent' as const;
      const created = await insertStaff(tx, { email, role, passwordHash });
      if (!created) return 'exists' as const;
      await audit(tx, { id: created.id, email }, 'staff.invite_accepted', 'staff', created.id, { after: { email, role, invitedBy: claimed.createdBy } });
      return created;
    });
    if (outcome === 'spent') return refuseSpentLink(request, reply, await peekStaffToken(db, hash, 'invite'), now());
    if (outcome === 'exists') return sendError(request, reply, 409, 'An account with this e-mail address exists: sign in.', { email: 'already used' });
    // Signed in to the new account; a session this browser had (someone else's) ends.
    if (request.studio) await endSession(db, request.studio.sessionId);
    const session = await createSession(db, outcome.id, policy);
    reply.setCookie(cookie.name, session.token, { ...cookie.options, maxAge: policy.absoluteMs / 1000 });
    return reply.code(201).send({ id: outcome.id });
  });
}
