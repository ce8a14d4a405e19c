/** Why a budget failed, in a few lines taken from the Lighthouse audits of the median run. */
import type { Result } from 'lighthouse';
import { clip } from '../format';
import type { BudgetId, Category } from './model';
import { type DetailItem, type NodeRef, details } from './lhr';

function nodeText(node: NodeRef | undefined): string {
  if (!node) return '';
  const label = node.nodeLabel ? ` "${clip(node.nodeLabel, 40)}"` : '';
  return `${node.selector ?? node.snippet ?? '?'}${label}`;
}

/** An element, a console message with its source, or a resource. */
function itemText(i: DetailItem): string {
  if (i.node) return nodeText(i.node);
  const location = i.sourceLocation as { url?: string } | undefined;
  const url = typeof i.url === 'string' ? i.url : location?.url;
  const description = typeof i.description === 'string' ? clip(i.description, 100) : '';
  return [description, url].filter(Boolean).join(' @ ') || (typeof i.source === 'string' ? i.source : '');
}

const savingsText = (savings: Record<string, number | undefined> | undefined) =>
  Object.entries(savings ?? {})
    .filter(([, v]) => (v ?? 0) > 0)
    .map(([k, v]) => (k === 'CLS' ? `CLS -${v!.toFixed(3)}` : `${k} -${Math.round(v!)} ms`))
    .join(', ');

/** The failing audits of a category, each with the first elements or resources it names. */
function failingAudits(lhr: Result, category: Category, max = 6): string[] {
  const refs = lhr.categories[category]?.auditRefs ?? [];
  const lines: string[] = [];
  for (const ref of refs) {
    const audit = lhr.audits[ref.id];
    if (!audit || audit.score === null || audit.score >= 1) continue;
    if (['notApplicable', 'manual', 'informative'].includes(audit.scoreDisplayMode)) continue;
    if (category !== 'performance' && ref.weight === 0) continue;
    const items = (details(lhr, ref.id).items ?? []).slice(0, 3);
    const where = items.map(itemText).filter(Boolean);
    const more = (details(lhr, ref.id).items?.length ?? 0) - items.length;
    lines.push(
      clip(
        `${ref.id}: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}${where.length ? ` — ${where.join('; ')}${more > 0 ? ` (+${more} more)` : ''}` : ''}`,
        260,
      ),
    );
    if (lines.length >= max) break;
  }
  return lines;
}

/** Metrics, then the opportunities and diagnostics that would save the most time. */
function performanceExplanation(lhr: Result): string[] {
  const metric = (id: string, label: string) => {
    const a = lhr.audits[id];
    return a ? `${label} ${a.displayValue ?? '?'} (score ${a.score === null ? '–' : Math.round(a.score * 100)})` : '';
  };
  const lines = [
    [
      metric('first-contentful-paint', 'FCP'),
      metric('largest-contentful-paint', 'LCP'),
      metric('total-blocking-time', 'TBT'),
      metric('cumulative-layout-shift', 'CLS'),
      metric('speed-index', 'SI'),
    ]
      .filter(Boolean)
      .join(', '),
  ];
  const refs = (lhr.categories.performance?.auditRefs ?? []).filter((r) => r.group === 'diagnostics');
  const candidates = refs
    .map((r) => lhr.audits[r.id]!)
    .filter((a) => a && a.score !== null && a.score < 0.9 && !['notApplicable', 'manual', 'informative'].includes(a.scoreDisplayMode))
    .map((a) => {
      const savings = (a.metricSavings ?? {}) as Record<string, number | undefined>;
      const timeSaved = Math.max(0, ...['FCP', 'LCP', 'TBT', 'INP'].map((k) => savings[k] ?? 0));
      return { a, savings, weight: timeSaved + (savings.CLS ?? 0) * 10_000 };
    })
    .filter((c) => c.weight > 0)
    .sort((x, y) => y.weight - x.weight)
    .slice(0, 4);
  for (const { a, savings } of candidates) {
    lines.push(clip(`${a.id}: ${a.title}${a.displayValue ? ` — ${a.displayValue}` : ''}${savingsText(savings) ? ` (${savingsText(savings)})` : ''}`, 200));
  }
  // Blocking time: which scripts keep the main thread busy, and the longest tasks (simulated durations).
  const tbt = lhr.audits['total-blocking-time'];
  if (tbt && tbt.score !== null && tbt.score < 0.9) {
    const short = (url: unknown) => (typeof url === 'string' ? url.replace(/^https?:\/\/[^/]+/, '') : '?');
    const boot = (details(lhr, 'bootup-time').items ?? [])
      .filter((i) => typeof i.scripting === 'number')
      .sort((x, y) => (y.scripting as number) - (x.scripting as number))
      .slice(0, 3)
      .map((i) => `${short(i.url)} ${Math.round(i.scripting as number)} ms`);
    const tasks = (details(lhr, 'long-tasks').items ?? []).slice(0, 3).map((i) => `${Math.round(Number(i.duration))} ms in ${short(i.url)}`);
    if (boot.length) lines.push(clip(`script evaluation (bootup-time): ${boot.join(', ')}`, 200));
    if (tasks.length) lines.push(clip(`long tasks (${lhr.audits['long-tasks']?.displayValue ?? tasks.length}): ${tasks.join(', ')}`, 200));
  }
  const lcpElement = (details(lhr, 'largest-contentful-paint-element').items ?? []) as unknown as { items?: DetailItem[] }[];
  const lcpNode = lcpElement[0]?.items?.[0]?.node;
  if (lcpNode) lines.push(clip(`LCP element: ${nodeText(lcpNode)}`, 200));
  return lines;
}

/** Where the main thread's time went (mainthread-work-breakdown's groups) and the costliest scripts. */
function mainThreadExplanation(lhr: Result): string[] {
  const groups = (details(lhr, 'mainthread-work-breakdown').items ?? [])
    .map((i) => `${String(i.groupLabel ?? i.group)} ${Math.round(Number(i.duration))} ms`)
    .slice(0, 5);
  const short = (url: unknown) => (typeof url === 'string' ? url.replace(/^https?:\/\/[^/]+/, '') : '?');
  const boot = (details(lhr, 'bootup-time').items ?? [])
    .sort((x, y) => Number(y.total) - Number(x.total))
    .slice(0, 3)
    .map((i) => `${short(i.url)} ${Math.round(Number(i.total))} ms`);
  return [clip(`main thread: ${groups.join(', ')}`, 200), ...(boot.length ? [clip(`by script: ${boot.join(', ')}`, 200)] : [])];
}

function clsExplanation(lhr: Result): string[] {
  const items = (details(lhr, 'layout-shifts').items ?? []).slice(0, 4);
  const lines = items.map((i) => clip(`layout shift ${typeof i.score === 'number' ? i.score.toFixed(4) : '?'}: ${nodeText(i.node)}`, 200));
  const culprits = failingAudits(lhr, 'performance', 100).filter(
    (l) => l.startsWith('cls-culprits-insight') || l.startsWith('unsized-images') || l.startsWith('non-composited-animations'),
  );
  return lines.length || culprits.length ? [...lines, ...culprits] : ['no layout shift listed by Lighthouse (layout-shifts audit is empty)'];
}

export function explain(lhr: Result, budgets: Partial<Record<BudgetId, boolean>>, exempted: readonly string[]): Partial<Record<BudgetId, string[]>> {
  const out: Partial<Record<BudgetId, string[]>> = {};
  if (budgets.performance === false) out.performance = performanceExplanation(lhr);
  if (budgets.tbt === false) out.tbt = performanceExplanation(lhr);
  if (budgets.main === false) out.main = [...mainThreadExplanation(lhr), ...performanceExplanation(lhr).slice(0, 1)];
  for (const c of ['accessibility', 'best-practices', 'seo'] as const)
    if (budgets[c] === false)
      out[c] = failingAudits(lhr, c, 12)
        .filter((line) => !exempted.includes(line.split(':')[0]!))
        .slice(0, 6);
  if (budgets.cls === false) out.cls = clsExplanation(lhr);
  return out;
}
