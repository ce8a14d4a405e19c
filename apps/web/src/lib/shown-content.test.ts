import { describe, expect, it } from 'vitest';
import { EMPTY_MEDIA_SEARCH, faqKeys, mediaKeys } from '@inphr/api/queries';
import { createQueryClient } from './query-client';
import { firstViewKeys } from './first-views';
import { shownContent } from './shown-content';

function shownBy(...keys: (readonly unknown[])[]) {
  const queryClient = createQueryClient();
  for (const key of keys) queryClient.setQueryData(key, { some: 'data' });
  return shownContent(queryClient);
}

describe('what a page shows', () => {
  it('is the news without their counts for headlines, with them for a list or an item, the FAQ for the FAQ', () => {
    expect(shownBy()).toEqual([]);
    expect(shownBy(mediaKeys.headlines('KO'), firstViewKeys.headlines('KO'))).toEqual(['media']);
    expect(shownBy(mediaKeys.list('EN', EMPTY_MEDIA_SEARCH), firstViewKeys.mediaList('EN'))).toEqual(['media', 'views']);
    expect(shownBy(mediaKeys.detail(3, 'JA'))).toEqual(['media', 'views']);
    expect(shownBy(faqKeys.list('EN'), firstViewKeys.faq('EN'))).toEqual(['faq']);
  });

  it('is everything for a query it does not know (a page is then dropped by any change, never kept stale)', () => {
    expect(shownBy(['something-new', 1])).toEqual(['faq', 'media', 'views']);
  });
});
