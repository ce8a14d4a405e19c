import type { FastifyReply, FastifyRequest } from 'fastify';
import { replaceRecoveryCodes, staffById, updateStaff } from '../../db/staff-repo';
import { sendError } from '../../lib/errors';
import { deletePasskeysOf } from '../../db/passkey-repo';
import { ADMIN_RESET_LINK_MS, storeLink, withdrawLinks } from '../account-links';
import { audit } from '../audit';
import { recentlyAuthenticated } from '../step-up';
import { endSessionsOf } from '../sessions';
import { actorOf, idParam, type StudioContext } from '../context';

/**
 * An admin helps someone back into their account: a single-use link to choose a new password,
 * and the second factor taken off (a lost phone without recovery codes). Neither is for one's own
 * account: that is the account page, which asks for the password.
 */
export function staffResetRoutes(context: StudioContext): void {
  const { app, db, now, admins, options } = context;

  /** The account of `:id`, or undefined once a 404, or a 403 for one's own, is sent. */
  async function otherAccount(request: FastifyRequest, reply: FastifyReply) {
    const id = idParam(request);
    const account = id === undefined ? undefined : await staffById(db, id);
    if (!account) {
      await sendError(request, reply, 404, 'No such account.');
      return undefined;
    }
    if (account.id === request.studio!.staff.id) {
      await sendError(request, reply, 403, 'Change your own password or second factor on your account page.', { account: 'own' });
      return undefined;
    }
    return account;
  }

  app.post('/staff/:id/password-reset', { onRequest: admins }, async (request, reply) => {
    const account = await otherAccount(request, reply);
    if (!account || !(await recentlyAuthenticated(context, request, reply))) return reply;
    const made = await db.transaction(async (tx) => {
      const link = await storeLink(context, tx, {
        purpose: 'reset',
        staffId: account.id,
        email: account.email,
        createdBy: request.studio!.staff.id,
        lifetimeMs: ADMIN_RESET_LINK_MS,
        mail: 'adminPasswordReset',
      });
      await audit(tx, actorOf(request), 'staff.password_reset_link', 'staff', account.id, { after: { emailed: link.emailed } });
      return link;
    });
    if (made.emailed) options.mailQueued?.();
    return reply.code(201).send(made);
  });

  app.post('/staff/:id/totp-reset', { onRequest: admins }, async (request, reply) => {
    const account = await otherAccount(request, reply);
    if (!account || !(await recentlyAuthenticated(context, request, reply))) return reply;
    await db.transaction(async (tx) => {
      // Codes closed by wrong ones open again with the new device.
      await updateStaff(tx, account.id, { totpSecret: null, totpPendingSecret: null, totpEnabled: false, totpLastStep: null, codeFailures: 0 }, now());
      await replaceRecoveryCodes(tx, account.id, []);
      await deletePasskeysOf(tx, account.id);
      await withdrawLinks(tx, actorOf(request), account, 'second_factor', now());
      // Sessions signed in with the old device end; the owner signs in again and sets up a new one.
      await endSessionsOf(tx, account.id);
      await audit(tx, actorOf(request), 'staff.totp_reset', 'staff', account.id);
    });
    return reply.code(204).send();
  });
}
