import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import { insertPreview, readPreview, type PreviewKind } from '../db/preview-repo';
import type { StudioTexts } from '@inphr/api';
import { sendError } from '../lib/errors';
import { actorOf } from './context';

/** How long texts kept for a preview tab stay readable. */
const PREVIEW_KEPT_MS = 30 * 60_000;
const TOKEN = /^[A-Za-z0-9_-]{32}$/;

/**
 * Texts not saved yet (a new item, unsaved edits), kept a few minutes for one person's preview tab
 * under a token of 24 random bytes; only that person reads them.
 */
export function previewStore(db: Db, now: () => Date, kind: PreviewKind) {
  return {
    async keep(request: FastifyRequest, o: { itemId: number | null; serviceSeq?: number; texts: StudioTexts }): Promise<string> {
      const token = randomBytes(24).toString('base64url');
      const at = now();
      await insertPreview(db, { token, kind, staffId: actorOf(request).id, ...o, now: at, since: new Date(at.getTime() - PREVIEW_KEPT_MS) });
      return token;
    },
    /** The kept texts of the token in the address, or undefined once a 404 is sent. */
    async read(request: FastifyRequest, reply: FastifyReply) {
      const { token } = request.params as { token: string };
      const row = TOKEN.test(token)
        ? await readPreview(db, { token, kind, staffId: actorOf(request).id, since: new Date(now().getTime() - PREVIEW_KEPT_MS) })
        : undefined;
      if (!row) void sendError(request, reply, 404, 'This preview is no longer kept: preview again from the editor.');
      return row;
    },
  };
}
