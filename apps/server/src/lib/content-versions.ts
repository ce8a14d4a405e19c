import type { ContentTag } from '@inphr/api';

/**
 * A counter per kind of content. A rendered page remembers the counters it was rendered at; a
 * cached copy is good while they have not moved. `bump` moves a counter in this process only;
 * `announce` also tells every other instance (through the content bus), for changes that must show
 * everywhere at once (an article published in the studio).
 */
export class ContentVersions {
  private readonly versions: Record<ContentTag, number> = { media: 0, views: 0, faq: 0 };
  private broadcast: ((tag: ContentTag) => void) | undefined;
  private readonly listeners = new Set<(tag: ContentTag) => void>();

  bump(tag: ContentTag): void {
    this.versions[tag] += 1;
    for (const listener of this.listeners) listener(tag);
  }

  /** Calls `listener` after each move of a counter (this process's or, through the bus, another's); returns what stops it. */
  onMove(listener: (tag: ContentTag) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** A change every instance must see: bumped here, and sent to the others when a bus is attached. */
  announce(tag: ContentTag): void {
    this.bump(tag);
    this.broadcast?.(tag);
  }

  /** Connects `announce` to the other instances (see content-bus.ts). */
  attachBroadcast(send: (tag: ContentTag) => void): void {
    this.broadcast = send;
  }

  snapshot(tags: Iterable<ContentTag>): Partial<Record<ContentTag, number>> {
    const out: Partial<Record<ContentTag, number>> = {};
    for (const tag of tags) out[tag] = this.versions[tag];
    return out;
  }

  isCurrent(snapshot: Partial<Record<ContentTag, number>>): boolean {
    // Asked on every kept answer served: no array made per call.
    for (const tag in snapshot) if (this.versions[tag as ContentTag] !== snapshot[tag as ContentTag]) return false;
    return true;
  }
}
