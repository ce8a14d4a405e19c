import type { FastifyRequest } from 'fastify';
import type { StudioPresence } from '@inphr/api';
import { markAbsent, markPresent } from '../../db/presence-repo';
import { sendError } from '../../lib/errors';
import { actorOf, idParam, type StudioContext } from '../context';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** `passive`: a call that is not the person's doing; it does not keep the studio session alive (studio/api.ts). */
    sessionIdle?: 'passive';
  }
}

/** How long an editor counts as open after its last word (it says so every PRESENCE_BEAT_MS). */
const PRESENCE_WINDOW_MS = 45_000;

/** The item of a presence address (`news/12`, `faq/3`), or undefined. */
function itemOf(request: FastifyRequest): { kind: 'news' | 'faq'; id: number } | undefined {
  const { kind } = request.params as { kind?: string };
  const id = idParam(request);
  return (kind === 'news' || kind === 'faq') && id !== undefined ? { kind, id } : undefined;
}

/**
 * Who else has an item open in the editor: an open editor says so every few seconds and is told who
 * else has. These calls do not keep a session alive (`sessionIdle: 'passive'`): an editor left open
 * in a tab still signs its user out after the idle limit.
 */
export function presenceRoutes({ app, db, now, anyone }: StudioContext): void {
  const passive = { sessionIdle: 'passive' } as const;

  app.put('/presence/:kind/:id', { onRequest: anyone, config: passive }, async (request, reply) => {
    const item = itemOf(request);
    if (!item) return sendError(request, reply, 404, 'No such item.');
    const at = now();
    const others = await markPresent(db, {
      staffId: actorOf(request).id,
      kind: item.kind,
      itemId: item.id,
      now: at,
      since: new Date(at.getTime() - PRESENCE_WINDOW_MS),
    });
    const body: StudioPresence = { others: others.map((o) => ({ email: o.email, openedAt: o.openedAt.toISOString() })) };
    return body;
  });

  app.delete('/presence/:kind/:id', { onRequest: anyone, config: passive }, async (request, reply) => {
    const item = itemOf(request);
    if (!item) return sendError(request, reply, 404, 'No such item.');
    await markAbsent(db, { staffId: actorOf(request).id, kind: item.kind, itemId: item.id });
    return reply.code(204).send();
  });
}
