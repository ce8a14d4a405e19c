/** The terminal report of the Lighthouse section: one table per form factor, then the budgets' summary. */
import { cpus, loadavg } from 'node:os';
import { FAIL, PASS, heading, kb, marked, median, ms, table } from '../format';
import { type FormFactor, NOT_FOUND_PATH } from '../options';
import { type BudgetSummary, SHORT_BUDGET_NAME } from './budget-check';
import type { BudgetId, Category, LighthouseSection } from './model';

export function printLighthouseTables(section: LighthouseSection, forms: readonly FormFactor[], runs: number): void {
  for (const form of forms) {
    const pages = section.pages.filter((p) => p.form === form);
    if (!pages.length) continue;
    const how =
      form === 'mobile'
        ? 'default mobile emulation (Moto G Power), simulated slow 4G and 4x CPU slowdown'
        : 'desktop config (1350x940), simulated dense 4G, no CPU slowdown';
    console.log(
      heading(
        `${form.toUpperCase()} — Lighthouse ${section.lighthouseVersion}, Chromium ${section.chromium}, ${how}${runs > 1 ? `, median of ${runs} runs` : ''}`,
      ),
    );
    const rows = pages.map((p) => {
      const failed = Object.entries(p.budgets)
        .filter(([, ok]) => ok === false)
        .map(([id]) => SHORT_BUDGET_NAME[id as BudgetId]);
      const exemptIn = (c: Category) => p.budgetScores[c] !== p.scores[c];
      const score = (c: Category) => (p.scores[c] === null ? '–' : String(p.scores[c])) + (exemptIn(c) ? '*' : '');
      return [
        p.route,
        p.lang,
        marked(score('performance'), p.budgets.performance),
        marked(score('accessibility'), p.budgets.accessibility),
        marked(score('best-practices'), p.budgets['best-practices']),
        marked(score('seo'), p.budgets.seo),
        ms(p.lcp),
        marked(ms(p.tbt), p.budgets.tbt),
        marked(ms(p.mainThread), p.budgets.main),
        ...(form === 'mobile' ? [p.reference ? ms(p.reference.mainThread) : '–', p.reference ? String(p.reference.performance ?? '–') : '–'] : []),
        marked(p.cls.toFixed(3), p.budgets.cls),
        kb(p.js),
        kb(p.texts),
        marked(kb(p.js + p.texts), p.budgets.js),
        kb(p.css),
        kb(p.jsTransfer),
        ms(p.benchmarkIndex),
        failed.length ? `FAIL ${failed.join(',')}` : 'PASS',
      ];
    });
    console.log(
      table(
        [
          { header: 'route', align: 'left' },
          { header: 'lang', align: 'left' },
          { header: 'perf' },
          { header: 'a11y' },
          { header: 'BP' },
          { header: 'SEO' },
          { header: 'LCP ms' },
          { header: 'TBT ms' },
          { header: 'main ms' },
          ...(form === 'mobile' ? [{ header: 'main, no JS' }, { header: 'perf, no JS' }] : []),
          { header: 'CLS' },
          { header: 'JS KB' },
          { header: 'texts KB' },
          { header: 'JS+texts' },
          { header: 'CSS KB' },
          { header: 'JS wire KB' },
          { header: 'BI' },
          { header: 'budgets', align: 'left' },
        ],
        rows,
      ),
    );
  }
  const exempted = [...new Set(section.pages.flatMap((p) => p.exempted))];
  if (exempted.length)
    console.log(
      `\n* ${NOT_FOUND_PATH}: Lighthouse's score; the budget leaves out ${exempted.join(', ')}, which a not-found page fails by design (it answers 404 and is not to be indexed).`,
    );
  const index = median(section.benchmarkIndex);
  const [load1] = loadavg();
  console.log(
    `\nhost: Lighthouse benchmarkIndex ${Math.round(index)} (median), load average ${load1!.toFixed(1)} on ${cpus().length} CPUs` +
      (index < 1000 || load1! > cpus().length ? ' — a busy or slow machine: performance scores and TBT come out pessimistic.' : '.'),
  );
  console.log(
    `${PASS} budget met, ${FAIL} budget failed. JS / CSS KB: gzip -9 of the script / stylesheet files the page loaded (as \`pnpm size\`);` +
      `\ntexts KB: gzip of the page state embedded in the HTML; JS wire KB: transfer size of the scripts as served (Brotli).` +
      `\nmain ms: the main thread's work during the load; BI: Lighthouse's benchmarkIndex of this host during that page's runs.` +
      `\nmain, no JS / perf, no JS (mobile): the same page without its scripts, measured right after it (bench/src/scriptless.ts):` +
      `\nthe document's own work on this host now; main ms minus it is what the scripts cost.` +
      `\nScores, TBT and main-thread work hold for a host of this benchmarkIndex: a faster host scores higher, a slower one lower.`,
  );
}

export function printBudgetSummary(summary: BudgetSummary): void {
  console.log(heading(`budgets: ${summary.met} of ${summary.total} met`));
  if (!summary.failures.length) {
    console.log('Every page meets every budget.');
    return;
  }
  for (const f of summary.failures) {
    console.log(`${FAIL} ${f.label} on ${f.route}: ${f.where.join(', ')}`);
    for (const line of f.explanation) console.log(`    ${line}`);
  }
}
