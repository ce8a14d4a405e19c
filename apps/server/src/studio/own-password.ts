import type { FastifyReply, FastifyRequest } from 'fastify';
import { countAttempt, forgiveAttempt } from '../db/throttle-repo';
import { staffPasswordHash } from '../db/staff-repo';
import { sendError } from '../lib/errors';
import { ACCOUNT_THROTTLE, ownPasswordKey } from '../lib/throttle';
import { audit } from './audit';
import { verifyPassword } from './passwords';
import { throttled } from './sign-in-failures';
import { actorOf, type StudioContext } from './context';

/**
 * Checks the signed-in user's password before a change of their password or second factor, so
 * that a session left open or stolen cannot take the account over. Guesses are slowed down like
 * sign-ins. False once the 400 (`field` named) or 429 is sent.
 */
export async function confirmOwnPassword(
  { db, now }: StudioContext,
  request: FastifyRequest,
  reply: FastifyReply,
  password: string,
  field: string,
): Promise<boolean> {
  const who = request.studio!.staff;
  const key = ownPasswordKey(who.id);
  const attempt = await countAttempt(db, [{ key, policy: ACCOUNT_THROTTLE }], now());
  if (!attempt.ok) {
    await throttled(request, reply, attempt.retryAfterMs);
    return false;
  }
  const hash = await staffPasswordHash(db, who.id);
  if (!hash || !(await verifyPassword(hash, password))) {
    await audit(db, actorOf(request), 'staff.password_failed', 'staff', who.id, { after: { failuresInRow: attempt.failures.get(key) } });
    await sendError(request, reply, 400, 'The current password is not right.', { [field]: 'not right' });
    return false;
  }
  await forgiveAttempt(db, key);
  return true;
}
