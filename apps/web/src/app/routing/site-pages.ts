import { paths, SERVICES } from '@inphr/content';
import type { Namespace } from '@inphr/i18n';
import type { PageHandle } from './page-module';

/** One page of the site: where it is, what it shows, and what it needs before it shows. */
export interface SitePage {
  /** The route's id (the server reads it: a not-found page answers 404). */
  id: string;
  /** Its path pattern, from the paths table. */
  path: string;
  /** `bare`: the page composes header and footer itself (home); `site`: inside the shared layout. */
  layout: 'bare' | 'site';
  /** Its module, `features/<module>.tsx`, which is a chunk of its own (see page-module.ts). */
  module: string;
  handle: Omit<PageHandle, 'module'>;
}

/** The id of the page that answers every path no other page takes (with a 404). */
export const NOT_FOUND_PAGE_ID = 'not-found';

const meta = (ns: Namespace) => ({ title: `${ns}:meta.title`, description: `${ns}:meta.description` });

/**
 * Every page of the site (docs/spec.md, "Routes"): the route table and the page map are both
 * built from this list (route-table.tsx). Adding a page is one entry here, its path in the paths
 * table and its module in features/.
 */
export const SITE_PAGES: readonly SitePage[] = [
  // The service cards' texts are read by the kept service grid only.
  { id: 'home', path: paths.home.pattern, layout: 'bare', module: 'home/home-page', handle: { ns: ['home'], keptNs: ['services'], meta: meta('home') } },
  { id: 'index', path: paths.index.pattern, layout: 'bare', module: 'home/home-page', handle: { ns: ['home'], keptNs: ['services'], meta: meta('home') } },
  {
    id: 'business',
    path: paths.business.pattern,
    layout: 'site',
    module: 'company/business-page',
    handle: { ns: ['business'], meta: meta('business'), nav: 'business' },
  },
  {
    id: 'history',
    path: paths.history.pattern,
    layout: 'site',
    module: 'company/history-page',
    handle: { ns: ['history'], meta: meta('history'), nav: 'history' },
  },
  {
    id: 'services',
    path: paths.services.pattern,
    layout: 'site',
    module: 'services/services-page',
    handle: { ns: ['services'], meta: { title: 'services:heading', description: 'services:intro' }, nav: 'services' },
  },
  ...SERVICES.map((s): SitePage => ({
    id: `service-${s.slug}`,
    path: paths.service.getHref(s.slug),
    layout: 'site',
    module: 'service-page/service-page',
    handle: { ns: [`svc-${s.slug}`, 'services'], meta: meta(`svc-${s.slug}`), nav: 'services' },
  })),
  { id: 'faq', path: paths.faq.pattern, layout: 'site', module: 'faq/faq-page', handle: { ns: ['faq'], meta: meta('faq'), nav: 'faq' } },
  { id: 'media', path: paths.media.pattern, layout: 'site', module: 'news/news-list-page', handle: { ns: ['media'], meta: meta('media'), nav: 'media' } },
  {
    id: 'media-detail',
    path: paths.mediaDetail.pattern,
    layout: 'site',
    module: 'news/news-detail-page',
    handle: { ns: ['media'], meta: meta('media'), nav: 'media' },
  },
  {
    id: 'cooperate',
    path: paths.cooperate.pattern,
    layout: 'site',
    module: 'cooperate/cooperate-page',
    handle: { ns: ['cooperate'], meta: meta('cooperate'), nav: 'cooperate' },
  },
  {
    id: NOT_FOUND_PAGE_ID,
    path: '*',
    layout: 'site',
    module: 'not-found/not-found-page',
    handle: { ns: [], meta: { title: 'common:notFound.title', description: 'common:notFound.message' } },
  },
];
