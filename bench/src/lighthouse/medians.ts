/** The medians over a page's runs, and over the runs of the same page without its scripts. */
import type { Result } from 'lighthouse';
import { median } from '../format';
import { CATEGORIES, type Category, type PageValues, type ReferenceValues } from './model';

export function medianValues(runs: PageValues[]): PageValues {
  const m = (pick: (v: PageValues) => number) => median(runs.map(pick));
  const medianScores = (pick: (v: PageValues) => Record<Category, number | null>) =>
    Object.fromEntries(
      CATEGORIES.map((c) => {
        const values = runs.map((r) => pick(r)[c]).filter((v): v is number => v !== null);
        return [c, values.length ? Math.round(median(values)) : null];
      }),
    ) as Record<Category, number | null>;
  return {
    scores: medianScores((v) => v.scores),
    budgetScores: medianScores((v) => v.budgetScores),
    exempted: [...new Set(runs.flatMap((r) => r.exempted))],
    fcp: m((v) => v.fcp),
    lcp: m((v) => v.lcp),
    tbt: m((v) => v.tbt),
    cls: m((v) => v.cls),
    speedIndex: m((v) => v.speedIndex),
    mainThread: m((v) => v.mainThread),
    benchmarkIndex: m((v) => v.benchmarkIndex),
    js: m((v) => v.js),
    css: m((v) => v.css),
    jsTransfer: m((v) => v.jsTransfer),
    cssTransfer: m((v) => v.cssTransfer),
    jsRequests: m((v) => v.jsRequests),
    texts: m((v) => v.texts),
  };
}

/** The medians of the reference's runs. */
export function referenceOf(lhrs: readonly Result[]): ReferenceValues {
  const m = (pick: (l: Result) => number) => median(lhrs.map(pick));
  const scores = lhrs.map((l) => l.categories.performance?.score).filter((v): v is number => typeof v === 'number');
  return {
    performance: scores.length ? Math.round(median(scores) * 100) : null,
    tbt: m((l) => l.audits['total-blocking-time']?.numericValue ?? Number.NaN),
    mainThread: m((l) => l.audits['mainthread-work-breakdown']?.numericValue ?? Number.NaN),
    benchmarkIndex: m((l) => l.environment.benchmarkIndex),
  };
}
