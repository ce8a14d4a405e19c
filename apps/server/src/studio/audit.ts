import type { Db } from '../db/database';
import { insertAudit } from '../db/audit-repo';

export interface Actor {
  id: number;
  email: string;
}

/** One row of the audit log. `before`/`after` are content, never secrets or an inquirer's details. */
export async function audit(
  db: Pick<Db, 'insert'>,
  actor: Actor | undefined,
  action: string,
  entity: string,
  entityId: string | number | undefined,
  change: { before?: unknown; after?: unknown } = {},
): Promise<void> {
  await insertAudit(db, {
    staffId: actor?.id ?? null,
    actor: actor?.email ?? 'system',
    action,
    entity,
    entityId: entityId === undefined ? null : String(entityId),
    before: change.before ?? null,
    after: change.after ?? null,
  });
}
