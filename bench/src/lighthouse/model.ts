/** What a Lighthouse section of the bench holds: the categories, the budgets' names and each page's numbers. */
import type { Language } from '@inphr/content';
import type { FormFactor } from '../options';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

export type BudgetId = Category | 'js' | 'cls' | 'tbt' | 'main';

/** The numbers of one page in one form factor (each the median over the runs). */
export interface PageValues {
  scores: Record<Category, number | null>;
  /** The scores the budgets judge: the same, except on the not-found page (see notFoundExemptions in values.ts). */
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

/** The same page without its scripts (../scriptless.ts), measured right after it: mobile only. */
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
