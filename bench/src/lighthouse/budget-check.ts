/** Each page's budgets (thresholds in ../budgets.ts) met or not, and the misses grouped for the summary. */
import { LIGHTHOUSE_BUDGETS } from '../budgets';
import { kb, ms } from '../format';
import type { FormFactor } from '../options';
import type { BudgetId, PageResult, PageValues, LighthouseSection } from './model';

const BUDGET_LABEL: Record<BudgetId, string> = {
  performance: `performance >= ${LIGHTHOUSE_BUDGETS.performance} (mobile)`,
  accessibility: `accessibility = ${LIGHTHOUSE_BUDGETS.accessibility}`,
  'best-practices': `best practices = ${LIGHTHOUSE_BUDGETS['best-practices']}`,
  seo: `SEO = ${LIGHTHOUSE_BUDGETS.seo}`,
  js: `first-load JS + texts <= ${LIGHTHOUSE_BUDGETS.firstLoadJs / 1024} KB gzip`,
  cls: `CLS <= ${LIGHTHOUSE_BUDGETS.cls}`,
  tbt: `TBT <= ${LIGHTHOUSE_BUDGETS.tbt} ms (mobile)`,
  main: `main-thread work <= ${LIGHTHOUSE_BUDGETS.mainThread} ms (mobile)`,
};

export const SHORT_BUDGET_NAME: Record<BudgetId, string> = {
  performance: 'perf',
  accessibility: 'a11y',
  'best-practices': 'BP',
  seo: 'SEO',
  js: 'JS',
  cls: 'CLS',
  tbt: 'TBT',
  main: 'main',
};

export function budgetsOf(form: FormFactor, v: PageValues): Partial<Record<BudgetId, boolean>> {
  const b: Partial<Record<BudgetId, boolean>> = {};
  const s = v.budgetScores;
  if (form === 'mobile') {
    b.performance = (s.performance ?? 0) >= LIGHTHOUSE_BUDGETS.performance;
    b.tbt = v.tbt <= LIGHTHOUSE_BUDGETS.tbt;
    b.main = v.mainThread <= LIGHTHOUSE_BUDGETS.mainThread;
  }
  b.accessibility = s.accessibility === LIGHTHOUSE_BUDGETS.accessibility;
  b['best-practices'] = s['best-practices'] === LIGHTHOUSE_BUDGETS['best-practices'];
  b.seo = s.seo === LIGHTHOUSE_BUDGETS.seo;
  b.js = v.js + v.texts <= LIGHTHOUSE_BUDGETS.firstLoadJs;
  b.cls = v.cls <= LIGHTHOUSE_BUDGETS.cls;
  return b;
}

export interface BudgetSummary {
  met: number;
  total: number;
  failures: { budget: BudgetId; label: string; route: string; where: string[]; explanation: string[] }[];
}

/** Failing budgets grouped by budget and route, explained by the worst page of the group. */
export function summarizeBudgets(section: LighthouseSection): BudgetSummary {
  let met = 0;
  let total = 0;
  const groups = new Map<string, { budget: BudgetId; route: string; pages: PageResult[] }>();
  for (const p of section.pages) {
    for (const [id, ok] of Object.entries(p.budgets) as [BudgetId, boolean][]) {
      total++;
      if (ok) {
        met++;
        continue;
      }
      const key = `${id} ${p.route}`;
      const g = groups.get(key) ?? { budget: id, route: p.route, pages: [] };
      g.pages.push(p);
      groups.set(key, g);
    }
  }
  const valueOf = (budget: BudgetId, p: PageResult): number =>
    budget === 'js'
      ? -(p.js + p.texts)
      : budget === 'cls'
        ? -p.cls
        : budget === 'tbt'
          ? -p.tbt
          : budget === 'main'
            ? -p.mainThread
            : (p.budgetScores[budget] ?? 0);
  const show = (budget: BudgetId, p: PageResult): string =>
    budget === 'js'
      ? `${kb(p.js + p.texts)} KB`
      : budget === 'cls'
        ? p.cls.toFixed(3)
        : budget === 'tbt'
          ? `${ms(p.tbt)} ms`
          : budget === 'main'
            ? `${ms(p.mainThread)} ms`
            : String(p.budgetScores[budget] ?? '–');
  const failures = [...groups.values()].map(({ budget, route, pages }) => {
    const worst = pages.reduce((a, b) => (valueOf(budget, b) < valueOf(budget, a) ? b : a));
    let explanation: string[];
    if (budget === 'js') {
      explanation = [
        `${worst.form} ${worst.lang}: ${worst.jsRequests} scripts ${kb(worst.js)} KB + texts ${kb(worst.texts)} KB; largest: ${worst.scripts
          .slice(0, 5)
          .map((s) => `${s.url.replace(/^\/assets\//, '')} ${kb(s.gzip)} KB`)
          .join(', ')}`,
      ];
    } else if (budget === 'performance' || budget === 'cls' || budget === 'tbt' || budget === 'main') {
      explanation = (worst.explanations[budget] ?? []).map((l, i) => (i === 0 ? `worst (${worst.form} ${worst.lang}): ${l}` : l));
    } else {
      // The failing audits of every page of the group, the worst page's first (they can differ by language).
      const seen = new Set<string>();
      explanation = [];
      for (const p of [worst, ...pages.filter((x) => x !== worst)]) {
        for (const line of p.explanations[budget] ?? []) {
          const id = line.split(':')[0]!;
          if (seen.has(id)) continue;
          seen.add(id);
          explanation.push(p === worst ? line : `${line} [${p.form} ${p.lang}]`);
        }
      }
    }
    return {
      budget,
      label: BUDGET_LABEL[budget],
      route,
      where: pages.map((p) => `${p.form} ${p.lang} ${show(budget, p)}`),
      explanation,
    };
  });
  return { met, total, failures };
}
