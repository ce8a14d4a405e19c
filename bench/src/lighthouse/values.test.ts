import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Result } from 'lighthouse';
import { largestScripts, scoreWithout, valuesOf } from './values';

const BASE = 'http://127.0.0.1:4000';
/** No build here: every file falls back to its transfer size. */
const NO_BUILD = '/nonexistent-client-dir';
const PAGE = `${BASE}/no-such-page`;

type Audit = { score: number | null; scoreDisplayMode?: string; numericValue?: number; details?: unknown };

/** A result of a not-found page: SEO fails http-status-code and is-crawlable, best practices the console's 404. */
function notFoundResult(consoleErrors: { description: string; url: string }[]): Result {
  const audit = (score: number | null, more: Partial<Audit> = {}): Audit => ({ score, scoreDisplayMode: 'binary', ...more });
  return {
    finalDisplayedUrl: PAGE,
    environment: { benchmarkIndex: 1700 },
    categories: {
      performance: { score: 0.97, auditRefs: [{ id: 'first-contentful-paint', weight: 10 }] },
      accessibility: { score: 1, auditRefs: [{ id: 'color-contrast', weight: 7 }] },
      'best-practices': {
        score: 0.96,
        auditRefs: [
          { id: 'errors-in-console', weight: 1 },
          { id: 'doctype', weight: 1 },
          { id: 'deprecations', weight: 0 },
        ],
      },
      seo: {
        score: 0.69,
        auditRefs: [
          { id: 'http-status-code', weight: 1 },
          { id: 'is-crawlable', weight: 4.043 },
          { id: 'document-title', weight: 1 },
          { id: 'meta-description', weight: 1 },
          { id: 'structured-data', weight: 0 },
          { id: 'hreflang', weight: 1 },
        ],
      },
    },
    audits: {
      'first-contentful-paint': audit(0.97, { scoreDisplayMode: 'numeric', numericValue: 900 }),
      'color-contrast': audit(1),
      'errors-in-console': audit(consoleErrors.length ? 0 : 1, { details: { type: 'table', items: consoleErrors } }),
      doctype: audit(1),
      deprecations: audit(1),
      'http-status-code': audit(0),
      'is-crawlable': audit(0),
      'document-title': audit(1),
      'meta-description': audit(1),
      'structured-data': audit(null, { scoreDisplayMode: 'manual' }),
      hreflang: audit(null, { scoreDisplayMode: 'notApplicable' }),
      'total-blocking-time': audit(1, { numericValue: 120 }),
      'cumulative-layout-shift': audit(1, { numericValue: 0.01 }),
      'mainthread-work-breakdown': audit(1, { numericValue: 800 }),
      'network-requests': audit(null, {
        details: {
          items: [
            { url: `${BASE}/assets/entry.js`, resourceType: 'Script', transferSize: 30_000 },
            { url: 'https://cdn.example/tag.js', resourceType: 'Script', transferSize: 50_000 },
            { url: `${BASE}/assets/app.css`, resourceType: 'Stylesheet', transferSize: 4000 },
            { url: PAGE, resourceType: 'Document', transferSize: 9000 },
          ],
        },
      }),
    },
  } as unknown as Result;
}

describe('scoreWithout', () => {
  it('is the weighted mean of the scored audits, leaving out the exempted, manual and not applicable', () => {
    const lhr = notFoundResult([]);
    assert.equal(scoreWithout(lhr, 'seo', new Set()), Math.round((2 / 7.043) * 100));
    assert.equal(scoreWithout(lhr, 'seo', new Set(['http-status-code', 'is-crawlable'])), 100);
    assert.equal(scoreWithout(lhr, 'seo', new Set(['http-status-code', 'is-crawlable', 'document-title', 'meta-description'])), 100, 'nothing left');
  });
});

describe('valuesOf', () => {
  it('on the not-found page, judges SEO and best practices without what a 404 fails by design', () => {
    const v = valuesOf(
      notFoundResult([{ description: 'Failed to load resource: the server responded with a status of 404 ()', url: PAGE }]),
      BASE,
      NO_BUILD,
      500,
      true,
    );
    assert.deepEqual(v.scores, { performance: 97, accessibility: 100, 'best-practices': 96, seo: 69 });
    assert.deepEqual(v.budgetScores, { performance: 97, accessibility: 100, 'best-practices': 100, seo: 100 });
    assert.deepEqual(v.exempted, ['errors-in-console', 'http-status-code', 'is-crawlable']);
  });

  it('keeps a console error that is not the document’s own 404, and exempts nothing on other pages', () => {
    const other = notFoundResult([{ description: 'Uncaught TypeError: x is undefined', url: `${BASE}/assets/entry.js` }]);
    const v = valuesOf(other, BASE, NO_BUILD, 500, true);
    assert.equal(v.budgetScores['best-practices'], 50);
    assert.deepEqual(v.exempted, ['http-status-code', 'is-crawlable']);
    const page = valuesOf(other, BASE, NO_BUILD, 500, false);
    assert.deepEqual(page.exempted, []);
    assert.equal(page.budgetScores, page.scores);
  });

  it('adds up the scripts and stylesheets the page loaded, and reads the metrics', () => {
    const v = valuesOf(notFoundResult([]), BASE, NO_BUILD, 500, false);
    assert.deepEqual(
      { js: v.js, css: v.css, jsTransfer: v.jsTransfer, cssTransfer: v.cssTransfer, jsRequests: v.jsRequests, texts: v.texts },
      { js: 80_000, css: 4000, jsTransfer: 80_000, cssTransfer: 4000, jsRequests: 2, texts: 500 },
    );
    assert.deepEqual(
      { fcp: v.fcp, tbt: v.tbt, cls: v.cls, mainThread: v.mainThread, benchmarkIndex: v.benchmarkIndex },
      { fcp: 900, tbt: 120, cls: 0.01, mainThread: 800, benchmarkIndex: 1700 },
    );
    assert.ok(Number.isNaN(v.lcp), 'an audit Lighthouse did not give');
  });
});

describe('largestScripts', () => {
  it('lists the scripts largest first, ours by path and others by URL', () => {
    assert.deepEqual(largestScripts(notFoundResult([]), BASE, NO_BUILD), [
      { url: 'https://cdn.example/tag.js', gzip: 50_000, transfer: 50_000 },
      { url: '/assets/entry.js', gzip: 30_000, transfer: 30_000 },
    ]);
  });
});
