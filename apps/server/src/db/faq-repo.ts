import { and, asc, eq, ilike, or } from 'drizzle-orm';
import type { FaqItem } from '@inphr/api';
import { BRAND_NAME, findServiceByFaqSeq, type Language } from '@inphr/content';
import type { Db } from './database';
import { faq, faqTranslation } from './schema';
import { likePattern } from './like';

export interface FaqListParams {
  lang: Language;
  searchText: string;
  page: number;
  pageSize: number;
}

/** Display name of a FAQ category: the service's name, or the brand for common questions. */
export function faqServiceName(serviceSeq: number): string {
  return findServiceByFaqSeq(serviceSeq)?.displayName ?? BRAND_NAME;
}

export async function listFaq(db: Db, p: FaqListParams): Promise<{ list: FaqItem[]; totalCount: number }> {
  const conditions = [eq(faq.useYn, 'Y'), eq(faq.status, 'published'), eq(faqTranslation.lang, p.lang)];
  const text = p.searchText.trim();
  if (text) {
    const pattern = likePattern(text);
    conditions.push(or(ilike(faqTranslation.title, pattern), ilike(faqTranslation.contentsText, pattern))!);
  }
  const rows = await db
    .select({ faqSeq: faq.faqSeq, serviceSeq: faq.serviceSeq, title: faqTranslation.title, contents: faqTranslation.contents })
    .from(faq)
    .innerJoin(faqTranslation, eq(faqTranslation.faqSeq, faq.faqSeq))
    .where(and(...conditions))
    .orderBy(asc(faq.serviceSeq), asc(faq.sort), asc(faq.faqSeq));
  const start = (p.page - 1) * p.pageSize;
  return {
    list: rows.slice(start, start + p.pageSize).map((r) => ({ ...r, serviceName: faqServiceName(r.serviceSeq) })),
    totalCount: rows.length,
  };
}
