import type { Db } from '../db/database';
import { insertAudit } from '../db/audit-repo';

export interface Actor {
  id: number;
  email: string;
}

/**
 * One row of the audit log. `before`/`after` are content, never secrets or an inquirer's details.
 * The actor is a staff member, the server itself (undefined: 'system'), or 'visitor': someone not
 * signed in (a failed sign-in), stored without a name.
 */
export async function audit(
  db: Pick<Db, 'insert'>,
  actor: Actor | 'visitor' | undefined,
  action: string,
  entity: string,
  entityId: string | number | undefined,
  change: { before?: unknown; after?: unknown } = {},
): Promise<void> {
  await insertAudit(db, {
    staffId: actor === 'visitor' ? null : (actor?.id ?? null),
    actor: actor === 'visitor' ? null : (actor?.email ?? 'system'),
    action,
    entity,
    entityId: entityId === undefined ? null : String(entityId),
    before: change.before ?? null,
    after: change.after ?? null,
  });
}
