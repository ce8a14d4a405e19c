import type { ContentTag } from '@inphr/api';

/** The content a studio change moves: the news and the FAQ (view counts move without a version). */
export type VersionedTag = Exclude<ContentTag, 'views'>;
export const VERSIONED_TAGS: readonly VersionedTag[] = ['media', 'faq'];

/**
 * A counter per kind of content, moved by every change of it. `bump` moves a counter in this
 * process only; `announce` also tells every other instance (through the content bus), for changes
 * that must show everywhere at once (an article published in the studio). The cache keeps its
 * answers under the counters' `generation` and drops them all when one moves.
 */
export class ContentVersions {
  private readonly versions: Record<VersionedTag, number> = { media: 0, faq: 0 };
  private broadcast: ((tag: VersionedTag) => void) | undefined;
  private readonly listeners = new Set<(tag: VersionedTag) => void>();

  bump(tag: VersionedTag): void {
    this.versions[tag] += 1;
    for (const listener of this.listeners) listener(tag);
  }

  /** Calls `listener` after each move of a counter (this process's or, through the bus, another's); returns what stops it. */
  onMove(listener: (tag: VersionedTag) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** A change every instance must see: bumped here, and sent to the others when a bus is attached. */
  announce(tag: VersionedTag): void {
    this.bump(tag);
    this.broadcast?.(tag);
  }

  /** Connects `announce` to the other instances (see content-bus.ts). */
  attachBroadcast(send: (tag: VersionedTag) => void): void {
    this.broadcast = send;
  }

  versionOf(tag: VersionedTag): number {
    return this.versions[tag];
  }

  /** Every counter as one word: what was made under it is not found after any change. */
  generation(): string {
    return `${this.versions.media}.${this.versions.faq}`;
  }
}
