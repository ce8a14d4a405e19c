import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { LIGHTHOUSE_BUDGETS } from '../budgets';
import { budgetsOf, summarizeBudgets } from './budget-check';
import type { LighthouseSection, PageResult, PageValues } from './model';

const perfect = { performance: 100, accessibility: 100, 'best-practices': 100, seo: 100 };

/** A page that meets every budget exactly at its threshold, changed by `over`. */
function values(over: Partial<PageValues> = {}): PageValues {
  const s = { ...perfect, performance: LIGHTHOUSE_BUDGETS.performance };
  return {
    scores: s,
    budgetScores: s,
    exempted: [],
    fcp: 1000,
    lcp: 2000,
    tbt: LIGHTHOUSE_BUDGETS.tbt,
    cls: LIGHTHOUSE_BUDGETS.cls,
    speedIndex: 1500,
    mainThread: LIGHTHOUSE_BUDGETS.mainThread,
    benchmarkIndex: 1800,
    js: LIGHTHOUSE_BUDGETS.firstLoadJs - 1000,
    css: 5000,
    jsTransfer: 40_000,
    cssTransfer: 4000,
    jsRequests: 3,
    texts: 1000,
    ...over,
  };
}

describe('budgetsOf', () => {
  it('meets every budget at its threshold; mobile has three more than desktop', () => {
    assert.deepEqual(budgetsOf('mobile', values()), {
      performance: true,
      tbt: true,
      main: true,
      accessibility: true,
      'best-practices': true,
      seo: true,
      js: true,
      cls: true,
    });
    assert.deepEqual(Object.keys(budgetsOf('desktop', values())).sort(), ['accessibility', 'best-practices', 'cls', 'js', 'seo']);
  });

  it('fails each budget just past its threshold', () => {
    const s = { ...perfect, performance: LIGHTHOUSE_BUDGETS.performance - 1, seo: 99 };
    const b = budgetsOf(
      'mobile',
      values({
        budgetScores: s,
        tbt: LIGHTHOUSE_BUDGETS.tbt + 1,
        mainThread: LIGHTHOUSE_BUDGETS.mainThread + 1,
        cls: LIGHTHOUSE_BUDGETS.cls + 0.001,
        texts: 1001,
      }),
    );
    assert.deepEqual(b, { performance: false, tbt: false, main: false, accessibility: true, 'best-practices': true, seo: false, js: false, cls: false });
  });

  it('judges the scores the budgets see, not the ones Lighthouse shows (the not-found page)', () => {
    const b = budgetsOf('desktop', values({ scores: { ...perfect, seo: 66 }, budgetScores: perfect }));
    assert.equal(b.seo, true);
    assert.equal(budgetsOf('desktop', values({ budgetScores: { ...perfect, seo: null } })).seo, false, 'no score is no pass');
  });
});

function page(
  form: 'mobile' | 'desktop',
  lang: 'ko' | 'en' | 'ja',
  route: string,
  over: Partial<PageValues> = {},
  explanations: PageResult['explanations'] = {},
): PageResult {
  const v = values(over);
  return {
    ...v,
    form,
    lang,
    route,
    url: `http://127.0.0.1${route}?lng=${lang}`,
    budgets: budgetsOf(form, v),
    runs: [v],
    warnings: [],
    explanations,
    scripts: [{ url: '/assets/entry.js', gzip: 90_000, transfer: 80_000 }],
  };
}

const section = (pages: PageResult[]): LighthouseSection => ({ lighthouseVersion: '12.8.2', chromium: '156', benchmarkIndex: [1800], pages });

describe('summarizeBudgets', () => {
  it('counts every budget of every page, and no failure when all are met', () => {
    assert.deepEqual(summarizeBudgets(section([page('mobile', 'ko', '/'), page('desktop', 'ko', '/')])), { met: 13, total: 13, failures: [] });
  });

  it('groups a miss by budget and route, and explains it by the worst page of the group', () => {
    const summary = summarizeBudgets(
      section([
        page('mobile', 'ko', '/faq', { tbt: 250 }, { tbt: ['TBT 250 ms', 'long tasks: 2'] }),
        page('mobile', 'ja', '/faq', { tbt: 400 }, { tbt: ['TBT 400 ms', 'long tasks: 5'] }),
        page('mobile', 'en', '/faq'),
        page('mobile', 'ko', '/', { tbt: 300 }, { tbt: ['TBT 300 ms'] }),
      ]),
    );
    assert.equal(summary.total, 32);
    assert.equal(summary.met, 29);
    assert.deepEqual(summary.failures, [
      {
        budget: 'tbt',
        label: `TBT <= ${LIGHTHOUSE_BUDGETS.tbt} ms (mobile)`,
        route: '/faq',
        where: ['mobile ko 250 ms', 'mobile ja 400 ms'],
        explanation: ['worst (mobile ja): TBT 400 ms', 'long tasks: 5'],
      },
      {
        budget: 'tbt',
        label: `TBT <= ${LIGHTHOUSE_BUDGETS.tbt} ms (mobile)`,
        route: '/',
        where: ['mobile ko 300 ms'],
        explanation: ['worst (mobile ko): TBT 300 ms'],
      },
    ]);
  });

  it('lists the failing audits of every page of a score budget once, the worst page first', () => {
    const low = (seo: number) => ({ budgetScores: { ...perfect, performance: LIGHTHOUSE_BUDGETS.performance, seo } });
    const [failure] = summarizeBudgets(
      section([
        page('desktop', 'en', '/media', low(92), { seo: ['link-text: Links do not have descriptive text'] }),
        page('desktop', 'ko', '/media', low(83), { seo: ['link-text: Links do not have descriptive text', 'hreflang: Document has invalid hreflang'] }),
      ]),
    ).failures;
    assert.deepEqual(failure?.where, ['desktop en 92', 'desktop ko 83']);
    assert.deepEqual(failure?.explanation, ['link-text: Links do not have descriptive text', 'hreflang: Document has invalid hreflang']);
  });

  it('explains the JS budget by the weights and the largest scripts', () => {
    const [failure] = summarizeBudgets(section([page('desktop', 'en', '/', { js: 160 * 1024 })])).failures;
    assert.equal(failure?.label, `first-load JS + texts <= ${LIGHTHOUSE_BUDGETS.firstLoadJs / 1024} KB gzip`);
    assert.deepEqual(failure?.where, ['desktop en 161.0 KB']);
    assert.deepEqual(failure?.explanation, ['desktop en: 3 scripts 160.0 KB + texts 1.0 KB; largest: entry.js 87.9 KB']);
  });
});
