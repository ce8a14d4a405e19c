import { describe, expect, it, vi } from 'vitest';
import { QueryClient, dehydrate, hydrate } from '@tanstack/react-query';
import { fetchedAt, serializePageState, withoutFetchTimes } from './page-state';

/** What a render embeds: a query client with one page of data, fetched at `now`. */
function renderedState(now: number) {
  vi.setSystemTime(now);
  const client = new QueryClient();
  client.setQueryData(['media', 'list', 'KO'], { items: [{ id: 42, title: '협약' }] });
  return withoutFetchTimes(dehydrate(client));
}

describe('the query data a page embeds', () => {
  it('is the same bytes when the page is rendered again from the same content, later', () => {
    vi.useFakeTimers();
    try {
      const first = serializePageState({ lang: 'ko', resources: {}, dehydrated: renderedState(1_000), config: {} as never });
      const again = serializePageState({ lang: 'ko', resources: {}, dehydrated: renderedState(61_000), config: {} as never });
      expect(again).toBe(first);
      expect(first).toContain('"dataUpdatedAt":0');
    } finally {
      vi.useRealTimers();
    }
  });

  it('is fresh in the browser from when the page arrives, for the query client’s stale time', () => {
    const embedded = withoutFetchTimes(dehydrate(seeded()));
    const browser = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } });
    hydrate(browser, fetchedAt(embedded, Date.now()));
    const query = browser.getQueryCache().find({ queryKey: ['faq'] })!;
    expect(query.state.data).toEqual(['Q']);
    expect(query.isStaleByTime(60_000)).toBe(false);
    // Taken as it was sent (0), the data would be stale on arrival and fetched again at once.
    const asSent = new QueryClient();
    hydrate(asSent, embedded);
    expect(
      asSent
        .getQueryCache()
        .find({ queryKey: ['faq'] })!
        .isStaleByTime(60_000),
    ).toBe(true);
  });
});

function seeded(): QueryClient {
  const client = new QueryClient();
  client.setQueryData(['faq'], ['Q']);
  return client;
}
