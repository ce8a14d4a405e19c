import { dehydrate } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { EMPTY_MEDIA_SEARCH, faqKeys, mediaKeys } from '@inphr/api/queries';
import { createQueryClient } from './query-client';
import { firstViewKeys, isEmbeddedQuery } from './first-views';

describe('the page state', () => {
  it('leaves out the lists that have a first view, and keeps their first views and everything else', () => {
    const queryClient = createQueryClient();
    const lists = [
      mediaKeys.list('EN', EMPTY_MEDIA_SEARCH),
      mediaKeys.list('EN', { searchKey: 'title', searchText: 'x' }),
      mediaKeys.headlines('EN'),
      faqKeys.list('EN'),
    ];
    const embedded = [firstViewKeys.mediaList('EN'), firstViewKeys.headlines('EN'), firstViewKeys.faq('EN'), mediaKeys.detail(3, 'EN')];
    for (const key of [...lists, ...embedded]) queryClient.setQueryData(key, { some: 'data' });

    const keys = dehydrate(queryClient, { shouldDehydrateQuery: isEmbeddedQuery }).queries.map((query) => query.queryKey);
    expect(keys).toHaveLength(embedded.length);
    expect(keys).toEqual(expect.arrayContaining(embedded));
  });
});
