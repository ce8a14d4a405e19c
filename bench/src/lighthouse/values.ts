/** The numbers of one Lighthouse run of a page, and its scores as the budgets judge them. */
import type { Result } from 'lighthouse';
import { CATEGORIES, type Category, type PageValues } from './model';
import { type NetworkItem, builtSize, details, sameOrigin } from './lhr';

/**
 * What a not-found page must do, and Lighthouse counts against it: answer 404 (SEO http-status-code,
 * and Chromium's console error about the document's own 404 in best practices) and ask not to be
 * indexed (SEO is-crawlable). The budgets of the 404 path leave these out; the table shows Lighthouse's score.
 */
function notFoundExemptions(lhr: Result): Set<string> {
  const exempt = new Set(['http-status-code', 'is-crawlable']);
  const document = lhr.finalDisplayedUrl;
  const consoleErrors = details(lhr, 'errors-in-console').items ?? [];
  const onlyOwn404 = consoleErrors.every((i) => {
    const url = (i.sourceLocation as { url?: string } | undefined)?.url ?? i.url;
    return url === document && typeof i.description === 'string' && /\b404\b/.test(i.description);
  });
  if (consoleErrors.length && onlyOwn404) exempt.add('errors-in-console');
  return exempt;
}

/** A category's score as Lighthouse computes it (weighted mean), leaving some audits out. */
export function scoreWithout(lhr: Result, category: Category, exempt: Set<string>): number | null {
  const cat = lhr.categories[category];
  if (!cat || cat.score === null) return null;
  let weights = 0;
  let sum = 0;
  for (const ref of cat.auditRefs) {
    const audit = lhr.audits[ref.id];
    if (!audit || exempt.has(ref.id) || ref.weight === 0 || audit.score === null) continue;
    if (['notApplicable', 'manual', 'informative'].includes(audit.scoreDisplayMode)) continue;
    weights += ref.weight;
    sum += ref.weight * audit.score;
  }
  return weights ? Math.round((sum / weights) * 100) : 100;
}

export function valuesOf(lhr: Result, base: string, clientDir: string, texts: number, notFound: boolean): PageValues {
  const num = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests = (details(lhr, 'network-requests').items ?? []) as NetworkItem[];
  const of = (type: string) => requests.filter((r) => r.resourceType === type);
  const gzip = (items: NetworkItem[]) => items.reduce((n, r) => n + builtSize(sameOrigin(r.url, base), r.transferSize ?? 0, clientDir), 0);
  const transfer = (items: NetworkItem[]) => items.reduce((n, r) => n + (r.transferSize ?? 0), 0);
  const scores = Object.fromEntries(
    CATEGORIES.map((c) => [c, lhr.categories[c]?.score == null ? null : Math.round(lhr.categories[c]!.score! * 100)]),
  ) as Record<Category, number | null>;
  const exempt = notFound ? notFoundExemptions(lhr) : new Set<string>();
  const exempted = CATEGORIES.flatMap((c) =>
    (lhr.categories[c]?.auditRefs ?? []).filter((r) => exempt.has(r.id) && (lhr.audits[r.id]?.score ?? 1) < 1).map((r) => r.id),
  );
  const budgetScores = exempted.length
    ? (Object.fromEntries(CATEGORIES.map((c) => [c, c === 'performance' ? scores[c] : scoreWithout(lhr, c, exempt)])) as Record<Category, number | null>)
    : scores;
  return {
    scores,
    budgetScores,
    exempted,
    fcp: num('first-contentful-paint'),
    lcp: num('largest-contentful-paint'),
    tbt: num('total-blocking-time'),
    cls: num('cumulative-layout-shift'),
    speedIndex: num('speed-index'),
    mainThread: num('mainthread-work-breakdown'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    js: gzip(of('Script')),
    css: gzip(of('Stylesheet')),
    jsTransfer: transfer(of('Script')),
    cssTransfer: transfer(of('Stylesheet')),
    jsRequests: of('Script').length,
    texts,
  };
}

export function largestScripts(lhr: Result, base: string, clientDir: string) {
  const requests = ((details(lhr, 'network-requests').items ?? []) as NetworkItem[]).filter((r) => r.resourceType === 'Script');
  return requests
    .map((r) => ({
      url: sameOrigin(r.url, base) ?? r.url,
      gzip: builtSize(sameOrigin(r.url, base), r.transferSize ?? 0, clientDir),
      transfer: r.transferSize ?? 0,
    }))
    .sort((a, b) => b.gzip - a.gzip);
}
