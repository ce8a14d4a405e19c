import { sql } from 'drizzle-orm';
import type { Db } from './database';
import { contentVersion } from './schema';

/**
 * Moves a tag's version by one and sends `message` (with the new `version` added) on `channel`,
 * in one statement: the notification leaves when the new version is committed, never without it.
 * Returns the new version.
 */
export async function bumpContentVersion(db: Pick<Db, 'execute'>, tag: string, channel: string, message: Record<string, unknown>): Promise<number> {
  const result = (await db.execute(sql`
    WITH bumped AS (
      INSERT INTO ${contentVersion} (tag, version, updated_at) VALUES (${tag}, 1, now())
      ON CONFLICT (tag) DO UPDATE SET version = ${contentVersion}.version + 1, updated_at = now()
      RETURNING version
    )
    SELECT version, pg_notify(${channel}, (${JSON.stringify(message)}::jsonb || jsonb_build_object('version', version))::text)
    FROM bumped`)) as unknown as { rows: { version: number | string }[] };
  return Number(result.rows[0]!.version);
}

/** Every tag's version as stored (a tag never announced has no row: version 0). */
export async function readContentVersions(db: Pick<Db, 'select'>): Promise<Map<string, number>> {
  const rows = await db.select({ tag: contentVersion.tag, version: contentVersion.version }).from(contentVersion);
  return new Map(rows.map((row) => [row.tag, Number(row.version)]));
}
