import type { ContentTag } from '@inphr/api';

/**
 * Tells a CDN to drop the pages that show changed content. Kept pages carry the content they show
 * as tags (`Surrogate-Key: pages media`, `Cache-Tag: pages,media`: page-response.ts); on a change,
 * `CDN_PURGE_URL` receives `POST {"tags":["media"]}` with the same tags in `Surrogate-Key` and
 * `CDN_PURGE_TOKEN` as a bearer token (Cloudflare's purge-by-tag body; Fastly reads the header).
 * Without it a shared cache keeps a page at most `s-maxage` (CACHE_TTL_S).
 */
export interface CdnPurger {
  /** Asks for a purge of pages showing `tag` (changes within PURGE_GATHER_MS go in one request). */
  purge(tag: ContentTag): void;
  /** Sends what is waiting and stops retrying (graceful stop). */
  close(): Promise<void>;
}

const PURGE_GATHER_MS = 100;
/** Waits before each retry of a failed purge; then the failure is logged and left to s-maxage. */
const RETRY_DELAYS_MS = [1_000, 5_000, 30_000];
const PURGE_TIMEOUT_MS = 10_000;

export function createCdnPurger(o: {
  url?: string | undefined;
  token?: string | undefined;
  log: { error(fields: object, message: string): void };
  fetch?: typeof fetch;
  retryDelaysMs?: readonly number[];
}): CdnPurger {
  const { url, token, log } = o;
  if (!url) return { purge: () => undefined, close: async () => undefined };
  const send = o.fetch ?? fetch;
  const delays = o.retryDelaysMs ?? RETRY_DELAYS_MS;
  const waiting = new Set<ContentTag>();
  const inFlight = new Set<Promise<void>>();
  let gather: NodeJS.Timeout | undefined;
  /** Aborted at close: a purge waiting to retry gives up at once (logged). */
  const stopping = new AbortController();

  async function request(tags: ContentTag[]): Promise<void> {
    for (let attempt = 0; ; attempt += 1) {
      try {
        const res = await send(url!, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'surrogate-key': tags.join(' '), ...(token ? { authorization: `Bearer ${token}` } : {}) },
          body: JSON.stringify({ tags }),
          signal: AbortSignal.timeout(PURGE_TIMEOUT_MS),
        });
        await res.body?.cancel();
        if (res.ok) return;
        throw new Error(`answered ${res.status}`);
      } catch (error) {
        const delay = delays[attempt];
        if (delay === undefined || stopping.signal.aborted) {
          log.error(
            { tags, reason: error instanceof Error ? error.message : String(error) },
            'CDN purge failed; shared caches keep those pages until s-maxage',
          );
          return;
        }
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, delay);
          stopping.signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
        });
      }
    }
  }

  function flush(): void {
    gather = undefined;
    if (waiting.size === 0) return;
    const tags = [...waiting];
    waiting.clear();
    const done = request(tags).finally(() => inFlight.delete(done));
    inFlight.add(done);
  }

  return {
    purge(tag) {
      waiting.add(tag);
      gather ??= setTimeout(flush, PURGE_GATHER_MS);
    },
    async close() {
      if (gather) clearTimeout(gather);
      flush();
      stopping.abort();
      await Promise.all(inFlight);
    },
  };
}
