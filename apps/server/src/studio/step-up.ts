import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from '../lib/errors';
import type { StudioContext } from './context';

/**
 * How recent the password must be for an admin's powers (ASVS 5.0 V7.5.3: re-authentication before
 * a highly sensitive change): creating or promoting an admin, resetting someone's second factor,
 * making a reset link, disabling an account, exporting inquiries, changing the audit retention.
 * A stolen session alone then takes over no account.
 */
export const STEP_UP_MS = 5 * 60_000;

/**
 * True when the session's password is recent enough; otherwise false once a 401 with
 * `reauth: required` is sent (the studio asks for the password, POST /session/reauth, and tries again).
 */
export async function recentlyAuthenticated({ now }: Pick<StudioContext, 'now'>, request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
  const at = request.studio!.authenticatedAt.getTime();
  if (now().getTime() - at < STEP_UP_MS) return true;
  await sendError(request, reply, 401, 'Confirm your password to do this.', { reauth: 'required' });
  return false;
}
