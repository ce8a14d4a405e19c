import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { FaqListResponse, MediaDetail } from '@inphr/api';
import { BRAND_NAME, COMPANY, paths } from '@inphr/content';

export interface PageSeo {
  /** Title for this page when its data names it (a news item), else undefined. */
  title?: string;
  description?: string;
  ogType: 'website' | 'article';
  jsonLd: Record<string, unknown>[];
}

function plain(text: string, max = 155): string {
  const t = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return t.length > max ? `${t.slice(0, max - 1)}…` : t;
}

/**
 * Structured data of a rendered page (schema.org as JSON-LD): Organization and WebSite on home,
 * BreadcrumbList on inner pages, FAQPage on /faq, NewsArticle on a news item.
 */
export function pageSeo(opts: {
  routeId: string | undefined;
  pathname: string;
  origin: string;
  pageTitle: string;
  i18n: I18n;
  queryClient: QueryClient;
}): PageSeo {
  const { routeId, pathname, origin, pageTitle, i18n, queryClient } = opts;
  const home = `${origin}${paths.home.getHref()}`;
  if (routeId === 'home' || routeId === 'index') {
    return {
      ogType: 'website',
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'Organization',
          name: i18n.t('common:company.name'),
          alternateName: BRAND_NAME,
          url: home,
          logo: `${origin}/favicon.svg`,
          email: COMPANY.email,
          foundingDate: String(COMPANY.foundedYear),
          address: { '@type': 'PostalAddress', streetAddress: i18n.t('common:company.headOfficeAddress'), addressCountry: 'KR' },
        },
        { '@context': 'https://schema.org', '@type': 'WebSite', name: BRAND_NAME, url: home, inLanguage: i18n.language },
      ],
    };
  }
  const breadcrumb = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [
      { '@type': 'ListItem', position: 1, name: BRAND_NAME, item: home },
      { '@type': 'ListItem', position: 2, name: pageTitle, item: `${origin}${pathname}` },
    ],
  };
  if (routeId === 'faq') {
    const data = queryClient.getQueriesData<FaqListResponse>({ queryKey: ['faq'] }).find(([, d]) => d)?.[1];
    const faqPage = data && {
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: data.list.map((item) => ({
        '@type': 'Question',
        name: item.title,
        acceptedAnswer: { '@type': 'Answer', text: item.contents },
      })),
    };
    return { ogType: 'website', jsonLd: faqPage ? [breadcrumb, faqPage] : [breadcrumb] };
  }
  if (routeId === 'media-detail') {
    const item = queryClient.getQueriesData<MediaDetail>({ queryKey: ['media', 'detail'] }).find(([, d]) => d)?.[1];
    if (item) {
      return {
        title: item.title,
        description: plain(item.contents),
        ogType: 'article',
        jsonLd: [
          breadcrumb,
          {
            '@context': 'https://schema.org',
            '@type': 'NewsArticle',
            headline: item.title,
            datePublished: item.regDt,
            inLanguage: i18n.language,
            publisher: { '@type': 'Organization', name: i18n.t('common:company.name'), logo: { '@type': 'ImageObject', url: `${origin}/favicon.svg` } },
            mainEntityOfPage: `${origin}${pathname}`,
          },
        ],
      };
    }
  }
  return { ogType: 'website', jsonLd: [breadcrumb] };
}
