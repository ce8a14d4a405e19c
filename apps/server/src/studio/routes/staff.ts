import { and, count, eq, isNull } from 'drizzle-orm';
import { staffCreateSchema, staffPatchSchema } from '@inphr/api';
import { staff } from '../../db/schema';
import { sendError } from '../../lib/errors';
import { audit } from '../audit';
import { hashPassword, passwordProblem } from '../passwords';
import { endSessionsOf } from '../sessions';
import { actorOf, idParam, parse, type StudioContext } from '../context';

/** Staff accounts (admins): create, change a role, disable and enable; the last active admin stays. */
export function staffRoutes({ app, db, now, admins }: StudioContext): void {
  app.get('/staff', { preHandler: admins }, async () => {
    const rows = await db
      .select({
        id: staff.id,
        email: staff.email,
        role: staff.role,
        totpEnabled: staff.totpEnabled,
        disabledAt: staff.disabledAt,
        createdAt: staff.createdAt,
      })
      .from(staff)
      .orderBy(staff.id);
    return { items: rows.map((r) => ({ ...r, disabledAt: r.disabledAt?.toISOString() ?? null, createdAt: r.createdAt.toISOString() })), total: rows.length };
  });

  app.post('/staff', { preHandler: admins }, async (request, reply) => {
    const body = parse(staffCreateSchema, request, reply);
    if (!body) return reply;
    const problem = passwordProblem(body.password, body.email);
    if (problem) return sendError(request, reply, 400, `The password ${problem}.`, { password: problem });
    const passwordHash = await hashPassword(body.password);
    const created = await db.transaction(async (tx) => {
      const [row] = await tx.insert(staff).values({ email: body.email, role: body.role, passwordHash }).onConflictDoNothing().returning({ id: staff.id });
      if (row) await audit(tx, actorOf(request), 'staff.create', 'staff', row.id, { after: { email: body.email, role: body.role } });
      return row;
    });
    if (!created) return sendError(request, reply, 409, 'An account with this e-mail address exists.', { email: 'already used' });
    return reply.code(201).send({ id: created.id });
  });

  app.patch('/staff/:id', { preHandler: admins }, async (request, reply) => {
    const id = idParam(request);
    const body = parse(staffPatchSchema, request, reply);
    if (!body) return reply;
    const [before] = id === undefined ? [] : await db.select({ role: staff.role, disabledAt: staff.disabledAt }).from(staff).where(eq(staff.id, id));
    if (!before || id === undefined) return sendError(request, reply, 404, 'No such account.');
    const losesAdmin = before.role === 'admin' && !before.disabledAt && ((body.role && body.role !== 'admin') || body.disabled === true);
    if (losesAdmin) {
      const [admins] = await db
        .select({ n: count() })
        .from(staff)
        .where(and(eq(staff.role, 'admin'), isNull(staff.disabledAt)));
      if ((admins?.n ?? 0) <= 1) return sendError(request, reply, 409, 'This is the last active admin: make another admin first.');
    }
    const after = {
      role: body.role ?? before.role,
      disabledAt: body.disabled === undefined ? before.disabledAt : body.disabled ? now() : null,
    };
    await db.transaction(async (tx) => {
      await tx
        .update(staff)
        .set({ ...after, updatedAt: now() })
        .where(eq(staff.id, id));
      // A disabled account, or one whose rights changed, signs in again.
      if (after.role !== before.role || (after.disabledAt && !before.disabledAt)) await endSessionsOf(tx, id);
      await audit(tx, actorOf(request), body.disabled ? 'staff.disable' : 'staff.update', 'staff', id, {
        before: { role: before.role, disabled: Boolean(before.disabledAt) },
        after: { role: after.role, disabled: Boolean(after.disabledAt) },
      });
    });
    return { id, role: after.role, disabled: Boolean(after.disabledAt) };
  });
}
