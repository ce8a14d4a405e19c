import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, generateReport, type Flags, type Result } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import type { Language } from '@inphr/content';
import { builtFileGzipBytes } from './page-weight';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium';
import { FAIL, PASS, clip, heading, kb, marked, median, ms, table } from './format';
import { type FormFactor, NOT_FOUND_PATH, pageUrl } from './options';
import { type PageCheck, pageKey } from './server';
import { startScriptless } from './scriptless';
import { LIGHTHOUSE_BUDGETS } from './budgets';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];

/** The budgets every page is held to (budgets.ts). */
export const BUDGETS = LIGHTHOUSE_BUDGETS;

export type BudgetId = Category | 'js' | 'cls' | 'tbt' | 'main';
const BUDGET_LABEL: Record<BudgetId, string> = {
  performance: `performance >= ${BUDGETS.performance} (mobile)`,
  accessibility: 'accessibility = 100',
  'best-practices': 'best practices = 100',
  seo: 'SEO = 100',
  js: `first-load JS + texts <= ${BUDGETS.firstLoadJs / 1024} KB gzip`,
  cls: `CLS <= ${BUDGETS.cls}`,
  tbt: `TBT <= ${BUDGETS.tbt} ms (mobile)`,
  main: `main-thread work <= ${BUDGETS.mainThread} ms (mobile)`,
};

// chrome-launcher starts the browser itself: headless must be asked for.
const CHROME_FLAGS = ['--headless', ...CHROMIUM_FLAGS];

/** The numbers of one page in one form factor (each the median over the runs). */
export interface PageValues {
  scores: Record<Category, number | null>;
  /** The scores the budgets judge: the same, except on the not-found page (see NOT_FOUND_EXEMPTIONS). */
  budgetScores: Record<Category, number | null>;
  /** Audits left out of budgetScores. */
  exempted: string[];
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  speedIndex: number;
  /** All the main thread's work during the load (mainthread-work-breakdown, throttled on mobile). */
  mainThread: number;
  /** Lighthouse's measure of this host's speed when it ran (higher is faster; scores depend on it). */
  benchmarkIndex: number;
  /** gzip -9 bytes of the scripts / stylesheets the page loaded (the files of the build, as `pnpm size` counts). */
  js: number;
  css: number;
  /** Bytes on the wire (transfer size, whatever encoding the server chose; Brotli here). */
  jsTransfer: number;
  cssTransfer: number;
  jsRequests: number;
  /** gzip bytes of the page's embedded texts and data. */
  texts: number;
}

/** The same page without its scripts (scriptless.ts), measured right after it: mobile only. */
export interface ReferenceValues {
  performance: number | null;
  tbt: number;
  mainThread: number;
  benchmarkIndex: number;
}

export interface PageResult extends PageValues {
  form: FormFactor;
  route: string;
  lang: Language;
  url: string;
  budgets: Partial<Record<BudgetId, boolean>>;
  runs: PageValues[];
  warnings: string[];
  /** Why a budget failed, from the Lighthouse audits of the median run. */
  explanations: Partial<Record<BudgetId, string[]>>;
  /** The largest scripts of the median run, for the JS budget. */
  scripts: { url: string; gzip: number; transfer: number }[];
  /** Mobile: the page without its scripts in the same run (median of as many runs). */
  reference?: ReferenceValues;
}

export interface LighthouseSection {
  lighthouseVersion: string;
  chromium: string;
  benchmarkIndex: number[];
  pages: PageResult[];
}

// Minimal shapes of the audit details read here.
interface NetworkItem {
  url: string;
  resourceType?: string;
  transferSize?: number;
}
interface NodeRef {
  selector?: string;
  snippet?: string;
  nodeLabel?: string;
}
interface DetailItem {
  node?: NodeRef;
  url?: string;
  score?: number;
  source?: { type?: string; url?: string } | string;
  [key: string]: unknown;
}
interface Details {
  type?: string;
  items?: DetailItem[];
}

function details(lhr: Result, id: string): Details {
  return (lhr.audits[id]?.details ?? {}) as unknown as Details;
}

function sameOrigin(url: string, base: string): string | undefined {
  try {
    const u = new URL(url);
    return u.origin === new URL(base).origin ? u.pathname : undefined;
  } catch {
    return undefined;
  }
}

function builtSize(pathname: string | undefined, fallback: number, clientDir: string): number {
  if (!pathname) return fallback;
  try {
    return builtFileGzipBytes(pathname, clientDir);
  } catch {
    return fallback; // not a file of the build (rendered by the server)
  }
}

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
function scoreWithout(lhr: Result, category: Category, exempt: Set<string>): number | null {
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

function valuesOf(lhr: Result, base: string, clientDir: string, texts: number, notFound: boolean): PageValues {
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

function medianValues(runs: PageValues[]): PageValues {
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

function budgetsOf(form: FormFactor, v: PageValues): Partial<Record<BudgetId, boolean>> {
  const b: Partial<Record<BudgetId, boolean>> = {};
  const s = v.budgetScores;
  if (form === 'mobile') {
    b.performance = (s.performance ?? 0) >= BUDGETS.performance;
    b.tbt = v.tbt <= BUDGETS.tbt;
    b.main = v.mainThread <= BUDGETS.mainThread;
  }
  b.accessibility = s.accessibility === BUDGETS.accessibility;
  b['best-practices'] = s['best-practices'] === BUDGETS['best-practices'];
  b.seo = s.seo === BUDGETS.seo;
  b.js = v.js + v.texts <= BUDGETS.firstLoadJs;
  b.cls = v.cls <= BUDGETS.cls;
  return b;
}

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

const SHORT_BUDGET_NAME: Record<BudgetId, string> = {
  performance: 'perf',
  accessibility: 'a11y',
  'best-practices': 'BP',
  seo: 'SEO',
  js: 'JS',
  cls: 'CLS',
  tbt: 'TBT',
  main: 'main',
};

function clsExplanation(lhr: Result): string[] {
  const items = (details(lhr, 'layout-shifts').items ?? []).slice(0, 4);
  const lines = items.map((i) => clip(`layout shift ${typeof i.score === 'number' ? i.score.toFixed(4) : '?'}: ${nodeText(i.node)}`, 200));
  const culprits = failingAudits(lhr, 'performance', 100).filter(
    (l) => l.startsWith('cls-culprits-insight') || l.startsWith('unsized-images') || l.startsWith('non-composited-animations'),
  );
  return lines.length || culprits.length ? [...lines, ...culprits] : ['no layout shift listed by Lighthouse (layout-shifts audit is empty)'];
}

function explain(lhr: Result, budgets: Partial<Record<BudgetId, boolean>>, exempted: readonly string[]): Partial<Record<BudgetId, string[]>> {
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

function largestScripts(lhr: Result, base: string, clientDir: string) {
  const requests = ((details(lhr, 'network-requests').items ?? []) as NetworkItem[]).filter((r) => r.resourceType === 'Script');
  return requests
    .map((r) => ({
      url: sameOrigin(r.url, base) ?? r.url,
      gzip: builtSize(sameOrigin(r.url, base), r.transferSize ?? 0, clientDir),
      transfer: r.transferSize ?? 0,
    }))
    .sort((a, b) => b.gzip - a.gzip);
}

async function launchChrome() {
  return chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROME_FLAGS,
    // We stop Chromium ourselves on Ctrl-C, after the server (chrome-launcher would exit the process at once).
    handleSIGINT: false,
    logLevel: 'silent',
  });
}

/**
 * Tries per page before the run is declared broken. Chromium now and then leaves the page's own
 * navigationStart out of the trace (Lighthouse: NO_NAVSTART, "run Lighthouse again"; one to four runs
 * in 72 here, with the modules in the head as with them started after the first paint): that is a
 * failed recording, not a measurement.
 */
const MAX_ATTEMPTS = 3;

/**
 * The languages of ours that no installed font can draw (fontconfig), or undefined when that
 * cannot be told. Without Korean and Japanese fonts Chromium draws those pages with missing-glyph
 * boxes after a vain fallback search per character: their layout costs differ from a phone's.
 */
export function languagesWithoutFonts(langs: readonly Language[]): Language[] | undefined {
  try {
    return langs.filter((lang) => lang !== 'en' && execFileSync('fc-list', [`:lang=${lang}`, 'family'], { encoding: 'utf8' }).trim() === '');
  } catch {
    return undefined;
  }
}

export interface LighthouseOptions {
  base: string;
  /** The client build the server serves (to measure its files). */
  clientDir: string;
  routes: readonly string[];
  langs: readonly Language[];
  forms: readonly FormFactor[];
  runs: number;
  checks: Map<string, PageCheck>;
  reportsDir?: string;
  onCleanup: (fn: () => Promise<void> | void) => void;
}

export async function runLighthouse(o: LighthouseOptions): Promise<LighthouseSection> {
  const section: LighthouseSection = { lighthouseVersion: '', chromium: '', benchmarkIndex: [], pages: [] };
  const reference = o.forms.includes('mobile') ? await startScriptless(o.base) : undefined;
  if (reference) o.onCleanup(() => reference.close());
  for (const form of o.forms) {
    let chrome = await launchChrome();
    let killed = false;
    const kill = () => {
      if (killed) return;
      killed = true;
      chrome.kill();
    };
    o.onCleanup(() => kill());
    const flags: Flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES], maxWaitForLoad: 45_000 };
    const config = form === 'desktop' ? desktopConfig : undefined;
    /** One Lighthouse run, retried with a fresh Chromium when the recording fails. */
    const audit = async (url: string, notFound: boolean, categories: readonly Category[] = CATEGORIES): Promise<Result> => {
      for (let attempt = 1; ; attempt++) {
        try {
          // The not-found page answers 404 by design: let Lighthouse audit it anyway.
          const result = await lighthouse(url, { ...flags, onlyCategories: [...categories], port: chrome.port, ignoreStatusCode: notFound }, config);
          if (!result) throw new Error('Lighthouse returned no result');
          if (result.lhr.runtimeError) throw new Error(`${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message}`);
          return result.lhr;
        } catch (error) {
          if (attempt === MAX_ATTEMPTS) throw new Error(`Lighthouse failed on ${url} (${form}): ${error instanceof Error ? error.message : String(error)}`);
          console.error(`  retrying ${url} (${form}) with a fresh Chromium: ${error instanceof Error ? error.message : String(error)}`);
          kill();
          chrome = await launchChrome();
          killed = false;
        }
      }
    };
    const total = o.routes.length * o.langs.length;
    let n = 0;
    for (const lang of o.langs) {
      for (const route of o.routes) {
        n++;
        const url = pageUrl(o.base, route, lang);
        const notFound = route === NOT_FOUND_PATH;
        const texts = o.checks.get(pageKey(route, lang))?.texts ?? 0;
        const lhrs: Result[] = [];
        const references: Result[] = [];
        for (let run = 1; run <= o.runs; run++) {
          const started = Date.now();
          const lhr = await audit(url, notFound);
          lhrs.push(lhr);
          const v = valuesOf(lhr, o.base, o.clientDir, texts, notFound);
          const s = v.scores;
          let line = `perf ${s.performance} a11y ${s.accessibility} BP ${s['best-practices']} SEO ${s.seo}, main ${ms(v.mainThread)} ms`;
          // Right after the page, the same page without its scripts: the same host, the same minute.
          if (form === 'mobile' && reference) {
            const ref = await audit(pageUrl(reference.base, route, lang), notFound, ['performance']);
            references.push(ref);
            line += `; without scripts perf ${Math.round((ref.categories.performance?.score ?? 0) * 100)}, main ${ms(ref.audits['mainthread-work-breakdown']?.numericValue ?? Number.NaN)} ms`;
          }
          console.error(
            `[${form} ${String(n).padStart(2)}/${total}${o.runs > 1 ? ` run ${run}/${o.runs}` : ''}] ${lang} ${route}: ${line} (${Math.round((Date.now() - started) / 1000)} s)`,
          );
        }
        const runs = lhrs.map((l) => valuesOf(l, o.base, o.clientDir, texts, notFound));
        const values = medianValues(runs);
        const medianLhr = lhrs.length > 2 ? computeMedianRun(lhrs) : lhrs[0]!;
        const budgets = budgetsOf(form, values);
        section.lighthouseVersion = medianLhr.lighthouseVersion;
        section.chromium = medianLhr.environment.hostUserAgent.match(/Chrome\/([\d.]+)/)?.[1] ?? medianLhr.environment.hostUserAgent;
        section.benchmarkIndex.push(...lhrs.map((l) => l.environment.benchmarkIndex));
        section.pages.push({
          form,
          route,
          lang,
          url,
          ...values,
          budgets,
          runs,
          warnings: [...new Set(lhrs.flatMap((l) => l.runWarnings.map(String)))],
          explanations: explain(medianLhr, budgets, values.exempted),
          scripts: largestScripts(medianLhr, o.base, o.clientDir).slice(0, 8),
          ...(references.length ? { reference: referenceOf(references) } : {}),
        });
        if (o.reportsDir) {
          mkdirSync(o.reportsDir, { recursive: true });
          const name = `${form}-${lang}-${route.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home'}`;
          writeFileSync(join(o.reportsDir, `${name}.html`), generateReport(medianLhr, 'html'));
          writeFileSync(join(o.reportsDir, `${name}.json`), JSON.stringify(medianLhr));
        }
      }
    }
    kill();
  }
  return section;
}

/** The medians of the reference's runs. */
function referenceOf(lhrs: readonly Result[]): ReferenceValues {
  const m = (pick: (l: Result) => number) => median(lhrs.map(pick));
  const scores = lhrs.map((l) => l.categories.performance?.score).filter((v): v is number => typeof v === 'number');
  return {
    performance: scores.length ? Math.round(median(scores) * 100) : null,
    tbt: m((l) => l.audits['total-blocking-time']?.numericValue ?? Number.NaN),
    mainThread: m((l) => l.audits['mainthread-work-breakdown']?.numericValue ?? Number.NaN),
    benchmarkIndex: m((l) => l.environment.benchmarkIndex),
  };
}

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
