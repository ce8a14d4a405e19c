import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { CareApi } from '@inphr/api';
import { mediaListOptions } from '@inphr/api/queries';
import { paths, type ApiLanguage } from '@inphr/content';
import { NewsPager } from './parts/index.js';

const PAGE_SIZE = 5;
const CARE_SITE = 'https://care.sister.example';

/** The news list of the care API, five a page (the list is fetched whole, SPEC §9). */
export function NewsSection({ care, lang }: { care: CareApi; lang: ApiLanguage }) {
  const news = useQuery(mediaListOptions(care, lang));
  const [page, setPage] = useState(1);
  if (news.isPending) return <p>Loading the news…</p>;
  if (news.isError) return <p role="alert">The news could not be loaded.</p>;
  const totalPages = Math.ceil(news.data.list.length / PAGE_SIZE);
  const items = news.data.list.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
  return (
    <section aria-labelledby="news-title">
      <h2 id="news-title">News</h2>
      <ol className="news-list">
        {items.map((item) => (
          <li key={item.id}>
            <a href={`${CARE_SITE}${paths.mediaDetail.getHref(item.id)}`}>{item.title}</a> <time dateTime={item.regDt}>{item.regDt}</time>
          </li>
        ))}
      </ol>
      <NewsPager page={page} totalPages={totalPages} onChange={setPage} />
    </section>
  );
}
