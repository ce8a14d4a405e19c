/** Lighthouse over every page, language and form factor, in Chromium, each run of a page beside its scriptless reference. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, generateReport, type Flags, type Result } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import type { Language } from '@inphr/content';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../chromium';
import { ms } from '../format';
import { type FormFactor, NOT_FOUND_PATH, pageUrl } from '../options';
import { type PageCheck, pageKey } from '../server';
import { startScriptless } from '../scriptless';
import { budgetsOf } from './budget-check';
import { explain } from './explain';
import { medianValues, referenceOf } from './medians';
import { CATEGORIES, type Category, type LighthouseSection } from './model';
import { largestScripts, valuesOf } from './values';

// chrome-launcher starts the browser itself: headless must be asked for.
const CHROME_FLAGS = ['--headless', ...CHROMIUM_FLAGS];

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
