import { LRUCache } from 'lru-cache';
import type { FastifyBaseLogger } from 'fastify';
import type { ContentVersions } from '../lib/content-versions';

/** Something kept, with what it costs in memory (bytes, roughly). */
export interface Sized {
  size: number;
}

/** How an answer was found: kept and fresh, kept past its TTL (sent while one refresh runs), made now, or made and not kept. */
export type CacheState = 'hit' | 'stale' | 'miss' | 'bypass';

/** What a making gives that must not be kept (an error page): handed to the callers, never stored. */
class NotKept<V> extends Error {
  constructor(readonly value: V) {
    super('not kept');
  }
}

interface Making {
  make: () => Promise<Sized>;
  ttlMs: number | ((value: Sized) => number);
  keep?: (value: Sized) => boolean;
}

/**
 * The server's one cache, lru-cache's `fetch`: kept pages, the news and FAQ lists and news items
 * alike, within a byte budget. One freshness rule: an answer is fresh for its TTL; past it, it is
 * sent while one refresh makes the next (a caller that asks `fresh` waits for that one instead);
 * whoever asks while an answer is being made waits for that making. A content change (this
 * instance's studio, or another's through the content bus) drops every answer at once: keys carry
 * the content versions, so a making that started before the change is never found after it.
 */
export class ContentCache {
  private readonly lru: LRUCache<string, Sized, Making> | undefined;
  readonly counts: Record<CacheState, number> = { hit: 0, stale: 0, miss: 0, bypass: 0 };

  constructor(
    private readonly versions: ContentVersions,
    o: { maxBytes: number; now?: () => number; log: FastifyBaseLogger },
  ) {
    if (o.maxBytes <= 0) return;
    this.lru = new LRUCache<string, Sized, Making>({
      maxSize: o.maxBytes,
      maxEntrySize: Math.max(1, Math.floor(o.maxBytes / 4)),
      sizeCalculation: (value) => Math.max(1, value.size),
      allowStale: true,
      noDeleteOnStaleGet: true,
      // A refresh that fails keeps the stale answer; a making dropped by a change still answers its callers.
      noDeleteOnFetchRejection: true,
      ignoreFetchAbort: true,
      ttlResolution: 0,
      ...(o.now ? { perf: { now: o.now } } : {}),
      fetchMethod: async (_key, stale, { options, context }) => {
        try {
          const value = await context.make();
          if (context.keep && !context.keep(value)) throw new NotKept(value);
          options.ttl = typeof context.ttlMs === 'function' ? context.ttlMs(value) : context.ttlMs;
          return value;
        } catch (error) {
          if (stale !== undefined && !(error instanceof NotKept)) o.log.warn({ err: error }, 'refreshing a kept answer failed; the stale one is kept');
          throw error;
        }
      },
    });
    versions.onMove(() => this.lru?.clear());
  }

  /**
   * The answer under `key`, made by `make` when there is none to send. `ttlMs` may depend on the
   * answer (a page that shows view counts lives shorter); `keep` false hands it out without keeping it.
   */
  async fetch<V extends Sized>(
    key: string,
    make: () => Promise<V>,
    o: { ttlMs: number | ((value: V) => number); keep?: (value: V) => boolean; fresh?: boolean },
  ): Promise<{ value: V; state: CacheState }> {
    const found = await this.find(key, make, o);
    this.counts[found.state] += 1;
    return found;
  }

  private async find<V extends Sized>(
    key: string,
    make: () => Promise<V>,
    o: { ttlMs: number | ((value: V) => number); keep?: (value: V) => boolean; fresh?: boolean },
  ): Promise<{ value: V; state: CacheState }> {
    if (!this.lru) {
      const value = await make();
      return { value, state: o.keep && !o.keep(value) ? 'bypass' : 'miss' };
    }
    const status: LRUCache.Status<string, Sized, Making> = {};
    const context = { make, ttlMs: o.ttlMs, keep: o.keep } as Making;
    try {
      const value = (await this.lru.fetch(`${this.versions.generation()} ${key}`, { context, allowStale: !o.fresh, status })) as V | undefined;
      if (value === undefined) throw new Error(`the cache answered nothing for ${key}`);
      // Joined a making under way (`inflight`): a hit of it; a stale one waited for (`fresh`): made now.
      const state = status.returnedStale ? 'stale' : status.fetch === 'hit' || status.fetch === 'inflight' ? 'hit' : 'miss';
      return { value, state };
    } catch (error) {
      if (error instanceof NotKept) return { value: error.value as V, state: 'bypass' };
      throw error;
    }
  }

  /** Entries and bytes kept (metrics). */
  get size(): { entries: number; bytes: number } {
    return { entries: this.lru?.size ?? 0, bytes: this.lru?.calculatedSize ?? 0 };
  }
}
