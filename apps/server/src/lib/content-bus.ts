import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database';
import { bumpContentVersion, readContentVersions } from '../db/content-version-repo';
import { VERSIONED_TAGS, type ContentVersions, type VersionedTag } from './content-versions';

/** The PostgreSQL channel every instance listens on. */
export const CONTENT_CHANNEL = 'inphr_content';

export interface ContentBus {
  close(): Promise<void>;
}

interface Message {
  tag: VersionedTag;
  /** The instance that sent it: it has bumped its own counter already. */
  from: string;
  /** The tag's version in the database with this change (content_version). */
  version?: number;
}

function parse(payload: string | undefined): Message | undefined {
  try {
    const value = JSON.parse(payload ?? '') as Partial<Message>;
    if (typeof value.from !== 'string' || !VERSIONED_TAGS.includes(value.tag as VersionedTag)) return undefined;
    return { tag: value.tag as VersionedTag, from: value.from, ...(typeof value.version === 'number' ? { version: value.version } : {}) };
  } catch {
    return undefined;
  }
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Carries `ContentVersions.announce` to every instance on the same PostgreSQL database, so that a
 * page cached anywhere is dropped within moments of a change. On PGlite there is one process, and
 * `announce` needs nothing more.
 *
 * The database holds each tag's authoritative version (content_version), moved in the statement
 * that sends the NOTIFY. A notification can be lost without anyone noticing (a LISTEN connection
 * a proxy cut silently, a change announced while this instance was deaf), so each instance also
 * reads the versions every `checkEveryMs` and right after it listens again, and bumps its own
 * counter of every tag whose version moved: a missed message costs seconds, not the cache's age.
 */
export async function openContentBus(options: {
  databaseUrl: string | undefined;
  db: Db;
  versions: ContentVersions;
  log: FastifyBaseLogger;
  checkEveryMs: number;
}): Promise<ContentBus> {
  const { databaseUrl, db, versions, log, checkEveryMs } = options;
  if (!databaseUrl) return { close: async () => undefined };

  const { default: pg } = await import('pg');
  const instance = randomBytes(8).toString('hex');
  let client: InstanceType<typeof pg.Client> | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  let failures = 0;
  /**
   * The database's version of each tag that this process's counters already account for: a local
   * bump made after that version was committed. Moved only then, so a gap is never skipped.
   */
  const seen = new Map<VersionedTag, number>();
  /** Tags announced here whose version could not be moved (the database was unreachable): tried again at each check. */
  const owed = new Set<VersionedTag>();
  let checkTimer: NodeJS.Timeout | undefined;
  let checking: Promise<void> | undefined;
  let checkFailing = false;
  /** Announcements being written: a graceful stop waits for them. */
  const publishing = new Set<Promise<void>>();

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5_000 });
    next.on('notification', (message) => {
      const parsed = parse(message.payload);
      // Our own message: bumped when announced, and `seen` is moved by publish().
      if (!parsed || parsed.from === instance) return;
      // Bumped after the change was committed: every version up to this one is accounted for.
      versions.bump(parsed.tag);
      if (parsed.version !== undefined && parsed.version > (seen.get(parsed.tag) ?? 0)) seen.set(parsed.tag, parsed.version);
    });
    const lost = (reason: string) => {
      if (client !== next) return;
      client = undefined;
      next.removeAllListeners('end');
      void next.end().catch(() => undefined);
      if (closed) return;
      if (failures === 0) log.warn({ reason }, 'content bus: lost the LISTEN connection; reconnecting');
      schedule();
    };
    next.on('error', (error) => lost(error.message));
    next.on('end', () => lost('connection ended'));
    await next.connect();
    await next.query(`LISTEN ${CONTENT_CHANNEL}`);
    client = next;
    if (failures > 0) {
      log.info('content bus: listening again');
      // Whatever was announced while we were deaf is in the versions: read them now (after a
      // check under way, which may have read before this LISTEN).
      const under = checking?.catch(() => undefined) ?? Promise.resolve();
      under
        .then(() => (closed ? undefined : check()))
        .catch(() => {
          // Not known what changed: drop every cached page once (the periodic check goes on).
          for (const tag of VERSIONED_TAGS) versions.bump(tag);
        });
    }
    failures = 0;
  }

  function schedule(): void {
    failures += 1;
    const delay = Math.min(10_000, 250 * 2 ** Math.min(failures, 6));
    retry = setTimeout(() => {
      connect().catch((error: unknown) => {
        if (failures === 1) log.warn({ reason: reasonOf(error) }, 'content bus: cannot listen yet');
        schedule();
      });
    }, delay);
    retry.unref();
  }

  /** Moves the tag's version in the database and tells the other instances (one statement). */
  async function publish(tag: VersionedTag): Promise<void> {
    const before = seen.get(tag) ?? 0;
    const version = await bumpContentVersion(db, tag, CONTENT_CHANNEL, { tag, from: instance } satisfies Message);
    // Ours came right after what we had seen: our bump at announce accounts for it. Otherwise
    // another instance's change came between, possibly after our bump: the next check bumps again.
    if (version === before + 1 && (seen.get(tag) ?? 0) === before) seen.set(tag, version);
  }

  /** Reads every tag's version; bumps the counter of each that moved since this process saw it. */
  function check(): Promise<void> {
    checking ??= (async () => {
      for (const tag of [...owed]) {
        await publish(tag);
        owed.delete(tag);
      }
      const before = new Map(seen);
      const stored = await readContentVersions(db);
      for (const tag of VERSIONED_TAGS) {
        const version = stored.get(tag) ?? 0;
        // A notification handled during the read has bumped already and moved `seen`.
        if (version !== (before.get(tag) ?? 0) && seen.get(tag) === before.get(tag)) {
          versions.bump(tag);
          seen.set(tag, version);
        }
      }
    })().finally(() => {
      checking = undefined;
    });
    return checking;
  }

  function checkLater(): void {
    if (closed) return;
    checkTimer = setTimeout(() => {
      check()
        .then(() => {
          if (checkFailing) log.info('content bus: reading content versions again');
          checkFailing = false;
        })
        .catch((error: unknown) => {
          if (!checkFailing) log.warn({ reason: reasonOf(error) }, 'content bus: cannot read content versions; retrying');
          checkFailing = true;
        })
        .finally(checkLater);
    }, checkEveryMs);
    checkTimer.unref();
  }

  await connect();
  // What the database says once we listen is what this process starts from: its caches are empty.
  const stored = await readContentVersions(db);
  for (const tag of VERSIONED_TAGS) seen.set(tag, stored.get(tag) ?? 0);
  checkLater();
  versions.attachBroadcast((tag) => {
    // The change is already committed and bumped here; if the version cannot be moved now, it is
    // owed and moved at the next check (until then the others drop their copies by age).
    const sent = publish(tag)
      .catch((error: unknown) => {
        owed.add(tag);
        log.warn({ reason: reasonOf(error) }, 'content bus: could not announce a change; retrying');
      })
      .finally(() => publishing.delete(sent));
    publishing.add(sent);
  });

  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      clearTimeout(checkTimer);
      await Promise.all([checking?.catch(() => undefined), ...publishing]);
      const current = client;
      client = undefined;
      await current?.end().catch(() => undefined);
    },
  };
}
