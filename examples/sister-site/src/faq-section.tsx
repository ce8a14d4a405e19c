import { useQuery } from '@tanstack/react-query';
import type { MainSiteApi } from '@inphr/api';
import { faqListOptions } from '@inphr/api/queries';
import type { ApiLanguage } from '@inphr/content';

/** The questions of the main site's FAQ. */
export function FaqSection({ main, lang }: { main: MainSiteApi; lang: ApiLanguage }) {
  const faq = useQuery(faqListOptions(main, lang));
  if (!faq.isSuccess) return null;
  return (
    <section aria-labelledby="faq-title">
      <h2 id="faq-title">Questions</h2>
      <ul className="faq-list">
        {faq.data.list.map((item) => (
          <li key={item.faqSeq}>{item.title}</li>
        ))}
      </ul>
    </section>
  );
}
