import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { CONTENT_TAGS, type ContentTag } from '@inphr/api';
import type { ContentVersions } from './content-versions';

/** The PostgreSQL channel every instance listens on. */
export const CONTENT_CHANNEL = 'inphr_content';

export interface ContentBus {
  close(): Promise<void>;
}

interface Message {
  tag: ContentTag;
  /** The instance that sent it: it has bumped its own counter already. */
  from: string;
}

function parse(payload: string | undefined): Message | undefined {
  try {
    const value = JSON.parse(payload ?? '') as Partial<Message>;
    return typeof value.from === 'string' && CONTENT_TAGS.includes(value.tag as ContentTag) ? (value as Message) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Carries `ContentVersions.announce` to every instance on the same PostgreSQL database through
 * LISTEN/NOTIFY, so that a page cached anywhere is dropped within moments of a change. On PGlite
 * there is one process, and `announce` needs nothing more. While the listening connection is down
 * every instance keeps serving (its cache entries still expire by age); when it is back, every
 * counter is bumped once, since a change may have been missed.
 */
export async function openContentBus(options: { databaseUrl: string | undefined; versions: ContentVersions; log: FastifyBaseLogger }): Promise<ContentBus> {
  const { databaseUrl, versions, log } = options;
  if (!databaseUrl) return { close: async () => undefined };

  const { default: pg } = await import('pg');
  const instance = randomBytes(8).toString('hex');
  let client: InstanceType<typeof pg.Client> | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  let failures = 0;

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5_000 });
    next.on('notification', (message) => {
      const parsed = parse(message.payload);
      if (parsed && parsed.from !== instance) versions.bump(parsed.tag);
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
      // Whatever changed while we were deaf: drop every cached page once.
      for (const tag of CONTENT_TAGS) versions.bump(tag);
    }
    failures = 0;
  }

  function schedule(): void {
    failures += 1;
    const delay = Math.min(10_000, 250 * 2 ** Math.min(failures, 6));
    retry = setTimeout(() => {
      connect().catch((error: unknown) => {
        if (failures === 1) log.warn({ reason: error instanceof Error ? error.message : String(error) }, 'content bus: cannot listen yet');
        schedule();
      });
    }, delay);
    retry.unref();
  }

  await connect();
  versions.attachBroadcast((tag) => {
    const payload = JSON.stringify({ tag, from: instance } satisfies Message);
    // The change is already committed and bumped here; an instance that misses this drops its copy by age.
    client?.query('SELECT pg_notify($1, $2)', [CONTENT_CHANNEL, payload]).catch((error: unknown) => {
      log.warn({ reason: error instanceof Error ? error.message : String(error) }, 'content bus: could not announce a change');
    });
  });

  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      const current = client;
      client = undefined;
      await current?.end().catch(() => undefined);
    },
  };
}
