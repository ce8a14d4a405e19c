import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Language } from '@inphr/content';
import { versionedSchema, type RevisionAction, type StudioConflict, type StudioTexts } from '@inphr/api';
import type { Db } from '../db/database';
import { addRevision, listRevisions, readRevision, type RevisionKind } from '../db/revision-repo';
import { sendError } from '../lib/errors';
import { audit } from './audit';
import { actorOf, idParam, parse, type Guard } from './context';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A change the item's state does not allow (a 400 with this message); thrown to roll its transaction back. */
export class Refused extends Error {}

/** What a change did: the texts its revision keeps, whether visitors see a difference, and its details. */
export interface ChangeOutcome {
  texts: StudioTexts;
  public: boolean;
  published?: Language[];
  restoredFrom?: number;
}

/** An item the studio edits with versions: how to read it, take its next version, and name it in a 409. */
export interface VersionedItems<T extends { version: number; updatedAt: string; updatedBy: string | null }> {
  kind: RevisionKind;
  /** The audit log's entity and the actions' prefix (`news`, `faq`). */
  entity: string;
  notFound: string;
  read: (db: Pick<Db, 'select'>, id: number) => Promise<T | undefined>;
  /** The next version for a change based on `baseVersion` (holding the row), or undefined when another came first. */
  claim: (tx: Pick<Db, 'update'>, id: number, baseVersion: number, o: { at: Date; by: number }) => Promise<number | undefined>;
  /** The 409's message: who changed it since. */
  conflictMessage: (who: string) => string;
}

/**
 * Changes of versioned items (articles, FAQ entries): each names the version it was based on and is
 * made in a transaction once it holds the next one, or is refused with 409 (who, when, the item as it
 * is); each leaves a revision (kept: REVISIONS_KEPT) and an audit row with the item before and after.
 */
export function versionedChanges<T extends { version: number; updatedAt: string; updatedBy: string | null }>(
  items: VersionedItems<T>,
  o: { db: Db; now: () => Date; keep: number; changed: () => void },
) {
  const { db, now } = o;

  async function conflict(request: FastifyRequest, reply: FastifyReply, id: number) {
    const current = await items.read(db, id);
    if (!current) return sendError(request, reply, 404, items.notFound);
    const body: StudioConflict<T> = {
      code: 409,
      message: items.conflictMessage(current.updatedBy ?? 'Someone'),
      changedBy: current.updatedBy,
      changedAt: current.updatedAt,
      current,
    };
    return reply.code(409).send(body);
  }

  /**
   * One change of the item at `:id`: `make` throws `Refused` when its state does not allow it, or
   * returns what it did. The answer is the item as it is afterwards.
   */
  async function change(
    request: FastifyRequest,
    reply: FastifyReply,
    baseVersion: number,
    action: Exclude<RevisionAction, 'create'>,
    make: (tx: Tx, current: T) => Promise<ChangeOutcome>,
  ) {
    const id = idParam(request);
    const before = id === undefined ? undefined : await items.read(db, id);
    if (!before || id === undefined) return sendError(request, reply, 404, items.notFound);
    const at = now();
    const actor = actorOf(request);
    const outcome = await db
      .transaction(async (tx) => {
        if ((await items.claim(tx, id, baseVersion, { at, by: actor.id })) === undefined) return 'stale' as const;
        // Read again under the row's lock: `before` may be older than the version just taken.
        const current = (await items.read(tx, id))!;
        const result = await make(tx, current);
        await addRevision(tx, { kind: items.kind, itemId: id, action, actor, at, keep: o.keep, ...result });
        await audit(tx, actor, `${items.entity}.${action}`, items.entity, id, { before: current, after: await items.read(tx, id) });
        return result;
      })
      .catch((error: unknown) => {
        if (error instanceof Refused) return error.message;
        throw error;
      });
    if (outcome === 'stale') return conflict(request, reply, id);
    if (typeof outcome === 'string') return sendError(request, reply, 400, outcome);
    if (outcome.public) o.changed();
    return items.read(db, id);
  }

  /** A deletion, based on `?version=` like every other change. */
  async function remove(request: FastifyRequest, reply: FastifyReply, drop: (tx: Tx, id: number) => Promise<void>) {
    const id = idParam(request);
    const baseVersion = Number((request.query as { version?: string }).version);
    if (!Number.isInteger(baseVersion) || baseVersion < 1)
      return sendError(request, reply, 400, 'Some fields need your attention.', { version: 'must be the version the change is based on' });
    const before = id === undefined ? undefined : await items.read(db, id);
    if (!before || id === undefined) return sendError(request, reply, 404, items.notFound);
    const actor = actorOf(request);
    const gone = await db.transaction(async (tx) => {
      if ((await items.claim(tx, id, baseVersion, { at: now(), by: actor.id })) === undefined) return false;
      await drop(tx, id);
      await audit(tx, actor, `${items.entity}.delete`, items.entity, id, { before });
      return true;
    });
    if (!gone) return conflict(request, reply, id);
    o.changed();
    return reply.code(204).send();
  }

  return { change, remove };
}

/** The `:number` of a revision's address, or undefined. */
export function revisionParam(request: FastifyRequest): number | undefined {
  const raw = (request.params as { number?: string }).number ?? '';
  return /^[1-9][0-9]{0,8}$/.test(raw) ? Number(raw) : undefined;
}

/**
 * An item's history under `/<base>/:id/revisions`: the list and one revision (anyone signed in), and a
 * restore (`guard`: editors) that makes a revision's texts the item's again as a new revision.
 */
export function revisionRoutes<T extends { version: number; updatedAt: string; updatedBy: string | null }>(
  app: FastifyInstance,
  o: {
    base: string;
    items: VersionedItems<T>;
    changes: ReturnType<typeof versionedChanges<T>>;
    db: Db;
    keep: number;
    anyone: Guard;
    editors: Guard;
    /** Makes the texts the item's again; whether visitors see the difference. */
    restore: (tx: Tx, item: T, texts: StudioTexts) => Promise<boolean>;
  },
): void {
  const { db, items } = o;
  app.get(`/${o.base}/:id/revisions`, { onRequest: o.anyone }, async (request, reply) => {
    const id = idParam(request);
    const item = id === undefined ? undefined : await items.read(db, id);
    if (!item || id === undefined) return sendError(request, reply, 404, items.notFound);
    return { items: await listRevisions(db, items.kind, id), kept: o.keep };
  });

  app.get(`/${o.base}/:id/revisions/:number`, { onRequest: o.anyone }, async (request, reply) => {
    const id = idParam(request);
    const number = revisionParam(request);
    const revision = id === undefined || number === undefined ? undefined : await readRevision(db, items.kind, id, number);
    return revision ?? sendError(request, reply, 404, 'No such revision.');
  });

  app.post(`/${o.base}/:id/revisions/:number/restore`, { onRequest: o.editors }, async (request, reply) => {
    const body = parse(versionedSchema, request, reply);
    if (!body) return reply;
    const id = idParam(request);
    const number = revisionParam(request);
    const revision = id === undefined || number === undefined ? undefined : await readRevision(db, items.kind, id, number);
    if (!revision) return sendError(request, reply, 404, 'No such revision.');
    return o.changes.change(request, reply, body.baseVersion, 'restore', async (tx, item) => {
      const visible = await o.restore(tx, item, revision.texts);
      return { texts: revision.texts, public: visible, restoredFrom: revision.number };
    });
  });
}
