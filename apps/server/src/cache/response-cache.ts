import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { ContentTag } from '@inphr/api';
import type { ContentVersions } from '../lib/content-versions';
import { OncePerVersion } from './once-per-version';
import type { StoredBody } from './stored-response';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** What is kept: the answer's bytes and the content counters it was made at (plus what the kind of answer needs). */
export interface KeptAnswer extends StoredBody {
  /** Content counters the answer was made at. */
  versions: Partial<Record<ContentTag, number>>;
}

export type CachedResponse<T extends KeptAnswer = KeptAnswer> = T & { storedAt: number };

/**
 * Answers kept by key (rendered pages by language and page key; API answers by their canonical
 * query), least recently used first out, within a byte budget, each with Brotli and gzip copies
 * made once. An answer is fresh while the content it was made from is unchanged (this process's
 * writes move the counters, others' arrive through the content bus) and for at most `ttlMs`.
 * An answer whose only moved counter is its view counts stays fresh for `viewCountsFreshMs`
 * (pages: decision 0032). Past that, while only its age or its view counts have moved, it is
 * stale: it may still be sent while one refresh makes the next (`lookup`), whatever its age, since
 * the counters (moved by every instance's writes, see content-bus.ts) say its news and FAQ are
 * still the current ones. One whose news or FAQ changed is never sent again.
 */
export class ResponseCache<T extends KeptAnswer = KeptAnswer> {
  private readonly entries = new Map<string, CachedResponse<T>>();
  /** Answers being made, by key, with the content counters they are made from. */
  private readonly making: OncePerVersion;
  private bytes = 0;
  /** Compressed copies being made (compress()), for settled(). */
  private readonly compressing = new Set<Promise<void>>();
  /** The key last moved to the end of `entries` by use(), while it is still there. */
  private lastUsed: string | undefined;
  hits = 0;
  misses = 0;
  /** Answers past their age found still current without being made again (`renew`). */
  renewals = 0;

  constructor(
    private readonly maxBytes: number,
    private readonly ttlMs: number,
    private readonly versions: ContentVersions,
    private readonly now: () => number = Date.now,
    /** How long an answer whose only moved counter is `views` is still fresh (its counts that much behind); 0: stale at once. */
    private readonly viewCountsFreshMs = 0,
  ) {
    this.making = new OncePerVersion(versions);
  }

  get enabled(): boolean {
    return this.maxBytes > 0;
  }

  /** Counters and size for the metrics endpoint. */
  stats(): { hits: number; misses: number; renewals: number; entries: number; bytes: number } {
    return { hits: this.hits, misses: this.misses, renewals: this.renewals, entries: this.entries.size, bytes: this.bytes };
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  /** The fresh answer kept under `key` (a stale one is a miss here). */
  get(key: string): CachedResponse<T> | undefined {
    const found = this.lookup(key);
    if (found?.fresh === false) {
      this.hits -= 1;
      this.misses += 1;
    }
    return found?.fresh ? found.entry : undefined;
  }

  /**
   * The answer kept under `key`, fresh or stale (stale-while-revalidate: the caller sends it and
   * starts one refresh); undefined when there is none to send: never made, or made from news or
   * FAQ that has changed since.
   */
  lookup(key: string): { entry: CachedResponse<T>; fresh: boolean } | undefined {
    const page = this.entries.get(key);
    const state = page ? this.stateOf(page) : 'gone';
    if (!page || state === 'gone') {
      this.delete(key);
      this.misses += 1;
      return undefined;
    }
    this.use(key, page);
    return { entry: page, fresh: state === 'fresh' };
  }

  /**
   * Makes the answer for `key` once at a time: a request that finds it being made from content
   * still current waits for that making (`joined`) instead of starting its own. Without it, every
   * request for a list in the second after its view counts were written queried the database (as
   * many queries at once as connections, queued on the embedded database). `make` gets the
   * content counters read before it starts, which its answer is kept under.
   */
  makeOnce<R>(
    key: string,
    tags: readonly ContentTag[],
    make: (versions: Partial<Record<ContentTag, number>>) => Promise<R>,
  ): { made: Promise<R>; joined: boolean } {
    return this.making.run(key, tags, make);
  }

  /** Keeps an answer; returns the kept entry (its compressed copies are added to it once made), or undefined when it is not kept. */
  set(key: string, page: Omit<T, 'br' | 'gzip'>, copies?: Copies): CachedResponse<T> | undefined {
    const entry = { ...page, storedAt: this.now() } as CachedResponse<T>;
    const cost = sizeOf(key, entry);
    if (!this.enabled || cost > this.maxBytes / 4) return undefined;
    // The same bytes again (a page past its age, made from unchanged content): its copies still fit.
    const previous = this.entries.get(key);
    const { br, gzip } = copies ?? (previous?.tag === entry.tag ? previous : {});
    const sameBytes = br !== undefined && gzip !== undefined;
    if (sameBytes) withCopies(entry, br, gzip);
    this.delete(key);
    this.entries.set(key, entry);
    this.lastUsed = key;
    this.bytes += sizeOf(key, entry);
    this.evict();
    if (!sameBytes) this.track(this.compress(key, entry));
    return entry;
  }

  /**
   * Keeps a newly made answer in place of the one kept under `key` (a refresh), once its compressed
   * copies are made: meanwhile the kept one is still sent as stored bytes, instead of the new text
   * compressed for each response. Without a kept one, or with the same bytes, it is kept at once.
   */
  async replace(key: string, page: Omit<T, 'br' | 'gzip'>): Promise<CachedResponse<T> | undefined> {
    const previous = this.entries.get(key);
    if (!this.enabled || !previous || previous.tag === page.tag || page.body === undefined) return this.set(key, page);
    const made = copiesOf(page.body, 'views' in page.versions).catch(() => undefined);
    this.track(made.then(() => undefined));
    return this.set(key, page, await made);
  }

  /**
   * The answer kept under `key` is found current without being made again (the content it was made
   * from read again, the same): it is kept for another `ttlMs`, under the counters read before
   * that check. False when it was replaced or dropped meanwhile.
   */
  renew(key: string, entry: CachedResponse<T>, versions: Partial<Record<ContentTag, number>>): boolean {
    if (this.entries.get(key) !== entry) return false;
    entry.storedAt = this.now();
    entry.versions = versions;
    this.renewals += 1;
    return true;
  }

  /**
   * Kept answers right but for their view counts (the only counter that moved since they were
   * made), fresh or not, the most recently used first: at most `limit`.
   */
  behindOnViews(limit: number): [string, CachedResponse<T>][] {
    const behind: [string, CachedResponse<T>][] = [];
    for (const [key, entry] of [...this.entries].reverse()) {
      if (behind.length >= limit) break;
      if ('views' in entry.versions && !this.versions.isCurrent(entry.versions) && this.onlyViewsMoved(entry.versions)) behind.push([key, entry]);
    }
    return behind;
  }

  /** Resolves once every compressed copy asked for so far is made (or given up). */
  async settled(): Promise<void> {
    while (this.compressing.size > 0) await Promise.all(this.compressing);
  }

  private stateOf(page: CachedResponse<T>): 'fresh' | 'stale' | 'gone' {
    const age = this.now() - page.storedAt;
    if (this.versions.isCurrent(page.versions)) return age <= this.ttlMs ? 'fresh' : 'stale';
    if (!this.onlyViewsMoved(page.versions)) return 'gone';
    return age < this.viewCountsFreshMs && age <= this.ttlMs ? 'fresh' : 'stale';
  }

  /** Whether an answer is right but for its view counts: nothing else it was made from moved. */
  private onlyViewsMoved(versions: Partial<Record<ContentTag, number>>): boolean {
    const { views: _views, ...edited } = versions;
    return this.versions.isCurrent(edited);
  }

  /** Most recently used goes last (already there when it was the last one used: a page asked for many times in a row). */
  private use(key: string, page: CachedResponse<T>): void {
    if (this.lastUsed !== key) {
      this.entries.delete(key);
      this.entries.set(key, page);
      this.lastUsed = key;
    }
    this.hits += 1;
  }

  /**
   * Brotli and gzip copies, made once per kept page in libuv's threads (not on the event loop);
   * until they are ready the page is compressed per response as before, then its text is dropped
   * (identityOf makes it again for a client that takes neither). Resolves when done.
   */
  async compress(key: string, entry: CachedResponse<T>): Promise<void> {
    if (entry.body === undefined) return;
    const copies = await copiesOf(entry.body, 'views' in entry.versions).catch(() => undefined);
    // Still the same entry (not replaced or dropped meanwhile): keep the copies and count them.
    if (!copies || this.entries.get(key) !== entry) return;
    const before = sizeOf(key, entry);
    withCopies(entry, copies.br, copies.gzip);
    this.bytes += sizeOf(key, entry) - before;
    this.evict();
  }

  /** Notes copies being made, for settled(). */
  private track(making: Promise<void>): void {
    const made = making.finally(() => this.compressing.delete(made));
    this.compressing.add(made);
  }

  private evict(): void {
    for (const [oldest] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.delete(oldest);
    }
  }

  private delete(key: string): void {
    const page = this.entries.get(key);
    if (!page) return;
    this.entries.delete(key);
    if (this.lastUsed === key) this.lastUsed = undefined;
    this.bytes -= sizeOf(key, page);
  }
}

/** An answer's Brotli and gzip copies. */
interface Copies {
  br: Buffer;
  gzip: Buffer;
}

/**
 * Brotli and gzip copies of a text, made in libuv's threads. An answer that shows view counts
 * lives seconds while news is read (VIEW_COUNT_REFRESH_MS, VIEW_COUNT_PAGE_REFRESH_S): its copies
 * are made fast (Brotli 5, gzip 6: far less work than the best levels, on the same cores that
 * serve; decision 0018); the others at the best levels.
 */
async function copiesOf(text: string, shortLived: boolean): Promise<Copies> {
  const bytes = Buffer.from(text, 'utf8');
  const [br, gzip] = await Promise.all([
    brotli(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: shortLived ? 5 : 11,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    gzipAsync(bytes, { level: shortLived ? 6 : 9 }),
  ]);
  return { br, gzip };
}

/** Gives a kept answer its copies; every browser takes one, so its text (more memory than both) goes. */
function withCopies(entry: StoredBody, br: Buffer, gzip: Buffer): void {
  entry.br = br;
  entry.gzip = gzip;
  entry.body = undefined;
}

function sizeOf(key: string, page: Pick<StoredBody, 'body' | 'br' | 'gzip'>): number {
  // UTF-16 in memory: two bytes a code unit, the compressed copies, a little for the entry itself.
  return (key.length + (page.body?.length ?? 0)) * 2 + (page.br?.length ?? 0) + (page.gzip?.length ?? 0) + 128;
}
