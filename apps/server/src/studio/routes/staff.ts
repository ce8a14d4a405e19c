import { staffCreateSchema, staffPatchSchema } from '@inphr/api';
import { insertStaff, listStaff, lockActiveAdmins, lockStaffStanding, updateStaff } from '../../db/staff-repo';
import { sendError } from '../../lib/errors';
import { audit } from '../audit';
import { recentlyAuthenticated } from '../step-up';
import { withdrawLinks } from '../account-links';
import { hashPassword, passwordProblem } from '../passwords';
import { endSessionsOf } from '../sessions';
import { actorOf, idParam, parse, type StudioContext } from '../context';

/**
 * Staff accounts (admins): create, change a role, disable and enable, ask for a new password at
 * the next sign-in; the last active admin stays. Invitations: invitations.ts; resets: staff-resets.ts.
 */
export function staffRoutes(context: StudioContext): void {
  const { app, db, now, admins } = context;
  app.get('/staff', { onRequest: admins }, async () => {
    const rows = await listStaff(db);
    return { items: rows.map((r) => ({ ...r, disabledAt: r.disabledAt?.toISOString() ?? null, createdAt: r.createdAt.toISOString() })), total: rows.length };
  });

  app.post('/staff', { onRequest: admins }, async (request, reply) => {
    const body = parse(staffCreateSchema, request, reply);
    if (!body) return reply;
    if (body.role === 'admin' && !(await recentlyAuthenticated(context, request, reply))) return reply;
    const problem = passwordProblem(body.password, body.email);
    if (problem) return sendError(request, reply, 400, `The password ${problem}.`, { password: problem });
    const passwordHash = await hashPassword(body.password);
    const created = await db.transaction(async (tx) => {
      const row = await insertStaff(tx, { email: body.email, role: body.role, passwordHash });
      if (row) await audit(tx, actorOf(request), 'staff.create', 'staff', row.id, { after: { email: body.email, role: body.role } });
      return row;
    });
    if (!created) return sendError(request, reply, 409, 'An account with this e-mail address exists.', { email: 'already used' });
    return reply.code(201).send({ id: created.id });
  });

  app.patch('/staff/:id', { onRequest: admins }, async (request, reply) => {
    const id = idParam(request);
    const body = parse(staffPatchSchema, request, reply);
    if (!body) return reply;
    if (id === undefined) return sendError(request, reply, 404, 'No such account.');
    // Making an admin, or shutting someone out: the password again first (step-up.ts).
    if ((body.role === 'admin' || body.disabled === true) && !(await recentlyAuthenticated(context, request, reply))) return reply;
    if (body.mustChangePassword && id === request.studio!.staff.id) {
      return sendError(request, reply, 403, 'Change your own password on your account page.', { account: 'own' });
    }
    // In one transaction with the rows locked: two admins changing accounts at once take turns.
    const outcome = await db.transaction(async (tx) => {
      // The admins first, then the account, in that order in every transaction: no deadlock.
      const activeAdmins = await lockActiveAdmins(tx);
      const before = await lockStaffStanding(tx, id);
      if (!before) return 'missing' as const;
      const losesAdmin = before.role === 'admin' && !before.disabledAt && ((body.role && body.role !== 'admin') || body.disabled === true);
      if (losesAdmin && activeAdmins.length <= 1) return 'last admin' as const;
      const after = {
        role: body.role ?? before.role,
        disabledAt: body.disabled === undefined ? before.disabledAt : body.disabled ? now() : null,
        mustChangePassword: body.mustChangePassword ?? before.mustChangePassword,
      };
      await updateStaff(tx, id, after, now());
      // A disabled account, or one whose rights changed, signs in again.
      if (after.role !== before.role || (after.disabledAt && !before.disabledAt)) await endSessionsOf(tx, id);
      // Links made before a change of role or standing would restore the account as it was.
      const change =
        after.role !== before.role
          ? 'role'
          : Boolean(after.disabledAt) !== Boolean(before.disabledAt)
            ? after.disabledAt
              ? 'disabled'
              : 'enabled'
            : undefined;
      if (change) await withdrawLinks(tx, actorOf(request), { id, email: before.email }, change, now());
      if (body.role !== undefined || body.disabled !== undefined) {
        await audit(tx, actorOf(request), body.disabled ? 'staff.disable' : 'staff.update', 'staff', id, {
          before: { role: before.role, disabled: Boolean(before.disabledAt) },
          after: { role: after.role, disabled: Boolean(after.disabledAt) },
        });
      }
      if (body.mustChangePassword !== undefined) {
        await audit(tx, actorOf(request), 'staff.must_change_password', 'staff', id, {
          before: { mustChangePassword: before.mustChangePassword },
          after: { mustChangePassword: after.mustChangePassword },
        });
      }
      return after;
    });
    if (outcome === 'missing') return sendError(request, reply, 404, 'No such account.');
    if (outcome === 'last admin') return sendError(request, reply, 409, 'This is the last active admin: make another admin first.');
    const after = outcome;
    return { id, role: after.role, disabled: Boolean(after.disabledAt), mustChangePassword: after.mustChangePassword };
  });
}
