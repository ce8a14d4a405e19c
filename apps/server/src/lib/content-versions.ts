/** What a rendered page can depend on: the news (with its view counts) and the FAQ. */
export type ContentTag = 'media' | 'faq';

/**
 * A counter per kind of content, bumped by every write this process makes. A rendered page
 * remembers the counters it was rendered at; a cached copy is good while they have not moved.
 */
export class ContentVersions {
  private readonly versions: Record<ContentTag, number> = { media: 0, faq: 0 };

  bump(tag: ContentTag): void {
    this.versions[tag] += 1;
  }

  snapshot(tags: Iterable<ContentTag>): Partial<Record<ContentTag, number>> {
    const out: Partial<Record<ContentTag, number>> = {};
    for (const tag of tags) out[tag] = this.versions[tag];
    return out;
  }

  isCurrent(snapshot: Partial<Record<ContentTag, number>>): boolean {
    return Object.entries(snapshot).every(([tag, version]) => this.versions[tag as ContentTag] === version);
  }
}
