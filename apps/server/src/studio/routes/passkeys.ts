import type { RegistrationResponseJSON } from '@simplewebauthn/server';
import { ownPasswordSchema, passkeyNameSchema, passkeyRegisterSchema, type StudioPasskey, type StudioRecoveryCodes } from '@inphr/api';
import { countPasskeys, deletePasskey, passkeysOf, renamePasskey } from '../../db/passkey-repo';
import { recoveryCodesLeft, replaceRecoveryCodes } from '../../db/staff-repo';
import { sendError } from '../../lib/errors';
import { withdrawLinks } from '../account-links';
import { audit } from '../audit';
import { confirmOwnPassword } from '../own-password';
import { registerPasskey, registrationOptions } from '../passkeys';
import { newRecoveryCodes } from '../second-factor';
import { endSessionsOf, hasSecondFactor, secondFactorRequired } from '../sessions';
import { actorOf, idParam, parse, type StudioContext } from '../context';

/**
 * One's passkeys (passkeys.ts): listed, added (the password first, as for the authenticator app),
 * renamed and removed (the password again). The first second factor of an account comes with its
 * recovery codes, shown once.
 */
export function passkeyRoutes(context: StudioContext): void {
  const { app, db, now, anyone } = context;

  app.get('/me/passkeys', { onRequest: anyone }, async (request): Promise<{ items: StudioPasskey[] }> => {
    const rows = await passkeysOf(db, request.studio!.staff.id);
    return { items: rows.map((p) => ({ id: p.id, name: p.name, createdAt: p.createdAt.toISOString(), lastUsedAt: p.lastUsedAt?.toISOString() ?? null })) };
  });

  app.post('/me/passkeys/options', { onRequest: anyone }, async (request, reply) => {
    const body = parse(ownPasswordSchema, request, reply);
    if (!body) return reply;
    if (!(await confirmOwnPassword(context, request, reply, body.password, 'password'))) return reply;
    return registrationOptions(context, request.studio!.staff);
  });

  app.post('/me/passkeys', { onRequest: anyone }, async (request, reply) => {
    const body = parse(passkeyRegisterSchema, request, reply);
    if (!body) return reply;
    const who = request.studio!.staff;
    const id = await registerPasskey(context, who.id, body.name, body.response as unknown as RegistrationResponseJSON);
    if (id === undefined) return sendError(request, reply, 400, 'The passkey could not be added. Start again.', { response: 'invalid' });
    // The first second factor: recovery codes for a lost device, and other sessions sign in with it.
    const first = !hasSecondFactor(who) && (await recoveryCodesLeft(db, who.id)) === 0;
    const codes = first ? await newRecoveryCodes() : undefined;
    await db.transaction(async (tx) => {
      if (codes) await replaceRecoveryCodes(tx, who.id, codes.hashes);
      await endSessionsOf(tx, who.id, request.studio!.sessionId);
      await withdrawLinks(tx, actorOf(request), who, 'second_factor', now());
      await audit(tx, actorOf(request), 'staff.passkey_added', 'staff', who.id, { after: { passkey: id, name: body.name } });
    });
    return reply.code(201).send({ id, ...(codes ? { recoveryCodes: codes.codes } : {}) } satisfies { id: number } & Partial<StudioRecoveryCodes>);
  });

  app.patch('/me/passkeys/:id', { onRequest: anyone }, async (request, reply) => {
    const id = idParam(request);
    const body = parse(passkeyNameSchema, request, reply);
    if (!body) return reply;
    if (id === undefined || !(await renamePasskey(db, request.studio!.staff.id, id, body.name))) return sendError(request, reply, 404, 'No such passkey.');
    await audit(db, actorOf(request), 'staff.passkey_renamed', 'staff', request.studio!.staff.id, { after: { passkey: id, name: body.name } });
    return { id, name: body.name };
  });

  app.post('/me/passkeys/:id/remove', { onRequest: anyone }, async (request, reply) => {
    const id = idParam(request);
    const body = parse(ownPasswordSchema, request, reply);
    if (!body) return reply;
    if (!(await confirmOwnPassword(context, request, reply, body.password, 'password'))) return reply;
    const who = request.studio!.staff;
    // The last second factor of an account that must have one stays until another is set up.
    const left = { ...who, passkeys: who.passkeys - 1 };
    if (who.passkeys > 0 && secondFactorRequired(context.config, left)) {
      return sendError(request, reply, 409, 'Set up another second factor before removing this one.', { secondFactor: 'last' });
    }
    const removed =
      id !== undefined &&
      (await db.transaction(async (tx) => {
        if (!(await deletePasskey(tx, who.id, id))) return false;
        // Without any second factor left, its recovery codes go too.
        if (!who.totpEnabled && (await countPasskeys(tx, who.id)) === 0) await replaceRecoveryCodes(tx, who.id, []);
        await withdrawLinks(tx, actorOf(request), who, 'second_factor', now());
        // A change of the second factor: sessions elsewhere sign in again; this one goes on.
        await endSessionsOf(tx, who.id, request.studio!.sessionId);
        await audit(tx, actorOf(request), 'staff.passkey_removed', 'staff', who.id, { after: { passkey: id } });
        return true;
      }));
    if (!removed) return sendError(request, reply, 404, 'No such passkey.');
    return reply.code(204).send();
  });
}
