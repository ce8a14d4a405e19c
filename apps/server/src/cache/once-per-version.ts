import type { ContentTag } from '@inphr/api';
import type { ContentVersions } from '../lib/content-versions';

/**
 * Makes something once per key at a time: a caller that finds it being made from content still
 * current waits for that making (`joined`) instead of starting its own; once the content moved on,
 * the next caller makes it anew. `make` gets the content counters read before it starts.
 */
export class OncePerVersion {
  private readonly making = new Map<string, { versions: Partial<Record<ContentTag, number>>; made: Promise<unknown> }>();

  constructor(private readonly versions: ContentVersions) {}

  run<R>(key: string, tags: readonly ContentTag[], make: (versions: Partial<Record<ContentTag, number>>) => Promise<R>): { made: Promise<R>; joined: boolean } {
    const under = this.making.get(key);
    if (under && this.versions.isCurrent(under.versions)) return { made: under.made as Promise<R>, joined: true };
    const versions = this.versions.snapshot(tags);
    const made: Promise<R> = make(versions).finally(() => {
      if (this.making.get(key)?.made === made) this.making.delete(key);
    });
    this.making.set(key, { versions, made });
    return { made, joined: false };
  }
}
