import { createRequire } from 'node:module';
import type { FastifyInstance } from 'fastify';
import { API_PATHS, HOSP_SEQ_NO, MEDIA_EXCERPT_LENGTH } from '@inphr/api';
import { LANGUAGES, STATIC_PAGE_PATHS, paths, parseLanguage, toApiLanguage } from '@inphr/content';
import type { Db } from '../db/database';
import { listPublishedNews } from '../db/media-repo';
import { escapeHtml } from './document';
import { keptBySharedCache } from '../cache/stored-response';

const xml = escapeHtml;
const require = createRequire(import.meta.url);

/** The feed's channel texts, from the same i18n resources as the news page. */
function feedTexts(lang: string): { title: string; description: string } {
  return (require(`@inphr/i18n/locales/${lang}/media.json`) as { feed: { title: string; description: string } }).feed;
}

/** How long a shared cache may keep a feed: a news change purges it sooner (its `media` tag). */
const FEED_SHARED_MAX_AGE_S = 600;
/** The tags of the feeds: the news they list. */
const FEED_TAGS = ['feeds', 'media'] as const;

/** /robots.txt, /sitemap.xml (every page in every language, every news item) and /rss.xml?lng=xx. */
export function registerFeeds(app: FastifyInstance, db: Db, base: string, clock: () => Date): void {
  app.get('/robots.txt', async (_request, reply) => {
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600');
    return `User-agent: *\nAllow: /\nDisallow: ${API_PATHS.care}/\nDisallow: /rest/\n\nSitemap: ${base}/sitemap.xml\n`;
  });

  app.get('/sitemap.xml', async (_request, reply) => {
    const url = (loc: string, alternates: string[], lastmod?: Date) =>
      ['<url>', `<loc>${xml(loc)}</loc>`, ...(lastmod ? [`<lastmod>${lastmod.toISOString()}</lastmod>`] : []), ...alternates, '</url>'].join('');
    const entries: string[] = [];
    for (const path of STATIC_PAGE_PATHS) {
      const alternates = [
        ...LANGUAGES.map((l) => `<xhtml:link rel="alternate" hreflang="${l}" href="${xml(`${base}${path}?lng=${l}`)}"/>`),
        `<xhtml:link rel="alternate" hreflang="x-default" href="${xml(`${base}${path}`)}"/>`,
      ];
      for (const lang of LANGUAGES) entries.push(url(`${base}${path}?lng=${lang}`, alternates));
    }
    for (const item of await listPublishedNews(db, HOSP_SEQ_NO, clock())) {
      const href = `${base}${paths.mediaDetail.getHref(item.id, toApiLanguage(parseLanguage(item.lang)!))}&lng=${item.lang}`;
      entries.push(url(href, [], item.regDt));
    }
    keptBySharedCache(reply.type('application/xml; charset=utf-8'), FEED_TAGS, FEED_SHARED_MAX_AGE_S);
    return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">${entries.join('')}</urlset>\n`;
  });

  app.get<{ Querystring: { lng?: string } }>('/rss.xml', async (request, reply) => {
    const lang = parseLanguage(request.query.lng) ?? 'ko';
    const items = (await listPublishedNews(db, HOSP_SEQ_NO, clock())).filter((i) => i.lang === lang).slice(0, 30);
    const channel = feedTexts(lang);
    const body = items
      .map((i) => {
        const link = `${base}${paths.mediaDetail.getHref(i.id, toApiLanguage(lang))}&lng=${lang}`;
        return `<item><title>${xml(i.title)}</title><link>${xml(link)}</link><guid isPermaLink="false">inphr-media-${i.id}-${lang}</guid><pubDate>${i.regDt.toUTCString()}</pubDate><description>${xml(i.text.slice(0, MEDIA_EXCERPT_LENGTH * 2))}</description></item>`;
      })
      .join('');
    keptBySharedCache(reply.type('application/rss+xml; charset=utf-8'), FEED_TAGS, FEED_SHARED_MAX_AGE_S);
    return `<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"><channel><title>${xml(channel.title)}</title><link>${xml(`${base}${paths.media.getHref()}?lng=${lang}`)}</link><atom:link href="${xml(`${base}/rss.xml?lng=${lang}`)}" rel="self" type="application/rss+xml"/><description>${xml(channel.description)}</description><language>${lang}</language>${body}</channel></rss>\n`;
  });
}
