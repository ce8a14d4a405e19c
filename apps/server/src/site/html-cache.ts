import type { ContentTag, ContentVersions } from '../lib/content-versions';

export interface CachedPage {
  html: string;
  etag: string;
  /** The CSP nonce inside `html`: its responses (200 and 304) send the policy with it. */
  nonce: string;
  /** Content counters the page was rendered at. */
  versions: Partial<Record<ContentTag, number>>;
  storedAt: number;
}

/**
 * Rendered pages by path, query and language, least recently used first out, within a byte
 * budget. A page is served from here while the content it was rendered from is unchanged (this
 * process's writes move the counters) and for at most `ttlMs` (writes of other instances).
 */
export class HtmlCache {
  private readonly pages = new Map<string, CachedPage>();
  private bytes = 0;
  hits = 0;
  misses = 0;

  constructor(
    private readonly maxBytes: number,
    private readonly ttlMs: number,
    private readonly versions: ContentVersions,
    private readonly now: () => number = Date.now,
  ) {}

  get enabled(): boolean {
    return this.maxBytes > 0;
  }

  /** Counters and size for the metrics endpoint. */
  stats(): { hits: number; misses: number; entries: number; bytes: number } {
    return { hits: this.hits, misses: this.misses, entries: this.pages.size, bytes: this.bytes };
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.pages.size, bytes: this.bytes };
  }

  get(key: string): CachedPage | undefined {
    const page = this.pages.get(key);
    if (!page) {
      this.misses += 1;
      return undefined;
    }
    if (!this.versions.isCurrent(page.versions) || this.now() - page.storedAt > this.ttlMs) {
      this.delete(key);
      this.misses += 1;
      return undefined;
    }
    // Most recently used goes last.
    this.pages.delete(key);
    this.pages.set(key, page);
    this.hits += 1;
    return page;
  }

  set(key: string, page: Omit<CachedPage, 'storedAt'>): void {
    const cost = sizeOf(key, page.html);
    if (!this.enabled || cost > this.maxBytes / 4) return;
    this.delete(key);
    this.pages.set(key, { ...page, storedAt: this.now() });
    this.bytes += cost;
    for (const [oldest] of this.pages) {
      if (this.bytes <= this.maxBytes) break;
      this.delete(oldest);
    }
  }

  private delete(key: string): void {
    const page = this.pages.get(key);
    if (!page) return;
    this.pages.delete(key);
    this.bytes -= sizeOf(key, page.html);
  }
}

function sizeOf(key: string, html: string): number {
  // UTF-16 in memory: two bytes a code unit, plus a little for the entry itself.
  return (key.length + html.length) * 2 + 128;
}
