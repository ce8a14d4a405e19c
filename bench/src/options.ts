import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { LANGUAGES, type Language, getService, paths } from '@inphr/content';

export type FormFactor = 'mobile' | 'desktop';
export const FORM_FACTORS: readonly FormFactor[] = ['mobile', 'desktop'];
export type Section = 'lighthouse' | 'throughput' | 'observatory';
const SECTIONS: readonly Section[] = ['lighthouse', 'throughput', 'observatory'];

/** A path no route matches: the not-found page (rendered with status 404). */
export const NOT_FOUND_PATH = '/no-such-page';

/** One page of each type, from the one paths table (packages/content), plus the not-found page. */
export const DEFAULT_ROUTES: readonly string[] = [
  paths.home.getHref(),
  paths.business.getHref(),
  paths.history.getHref(),
  paths.services.getHref(),
  paths.service.getHref('care'),
  paths.service.getHref('child'),
  paths.service.getHref('temp'),
  paths.faq.getHref(),
  paths.media.getHref(),
  // The first seeded news item (apps/server/seed/media.json gets ids from 1); checked before the run.
  paths.mediaDetail.getHref(1),
  paths.cooperate.getHref(),
  NOT_FOUND_PATH,
];

/** The load test targets: the home page, a service page and the news list. */
export const DEFAULT_THROUGHPUT_ROUTES: readonly string[] = [paths.home.getHref(), `/service/${getService('care').route}`, paths.media.getHref()];

export const RESULTS_DIR = fileURLToPath(new URL('../results', import.meta.url));

export interface BenchOptions {
  routes: string[];
  langs: Language[];
  forms: FormFactor[];
  /** Lighthouse runs per page; the table shows the median of each value. */
  runs: number;
  /** Load test: seconds per target and connections. */
  seconds: number;
  connections: number;
  throughputRoutes: string[];
  observatoryPaths: string[];
  skip: Set<Section>;
  build: boolean;
  out: string;
  saveReports: boolean;
  help: boolean;
}

export const HELP = `pnpm bench:web [options]      (every option also reads an environment variable)

Builds the web app if its sources changed, starts the production server on a free loopback port
with a fresh temporary database, then prints: Lighthouse 12 scores, metrics and weights per page,
language and form factor with the budgets; requests per second and p99 latency with a browser's
Accept-Encoding, against nginx serving the same bytes (node:http without nginx); the MDN HTTP
Observatory tests. Writes everything to bench/results/latest.json.
Exits 0 when budgets fail (it is a report), non-zero when the run itself breaks.

  --routes /,/faq         pages to audit (BENCH_ROUTES; default: one of each type and a 404 path)
  --langs ko,en,ja        languages, sent as ?lng= (BENCH_LANGS; default: ko,en,ja)
  --form mobile|desktop|both   Lighthouse form factor (BENCH_FORM; default: both)
  --runs N                Lighthouse runs per page, the median is reported (BENCH_RUNS; default: 1)
  --seconds N             load test seconds per target and server (BENCH_SECONDS; default: 10)
  --connections N         load test connections (BENCH_CONNECTIONS; default: 10)
  --throughput-routes a,b load test targets (BENCH_THROUGHPUT_ROUTES; default: /,/service/inphrcare,/media)
  --observatory-paths a,b pages the Observatory scans (BENCH_OBSERVATORY_PATHS; default: /)
  --skip lighthouse,throughput,observatory   leave sections out (BENCH_SKIP)
  --no-build              use apps/web/dist as it is (BENCH_NO_BUILD=1)
  --save-reports          also write each page's Lighthouse report (HTML and JSON) to bench/results/reports/ (BENCH_SAVE_REPORTS=1)
  --out FILE              JSON results (BENCH_OUT; default: bench/results/latest.json)

Chromium: CHROME_PATH (or CHROMIUM_PATH), default /usr/bin/chromium; never downloaded.
Example: pnpm bench:web --routes /,/faq --langs en --form mobile --skip throughput`;

function list(value: string | undefined): string[] | undefined {
  if (value === undefined) return undefined;
  const items = value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return items.length ? items : undefined;
}

function positiveInt(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a whole number of at least 1 (got "${value}")`);
  return n;
}

const truthy = (v: string | undefined) => v !== undefined && ['1', 'true', 'yes'].includes(v.toLowerCase());

function routePath(route: string): string {
  const r = route.trim();
  return r.startsWith('/') ? r : `/${r}`;
}

export function parseOptions(argv: readonly string[], env: NodeJS.ProcessEnv): BenchOptions {
  // `pnpm bench:web -- --runs 3` may pass the separator along.
  const args = argv[0] === '--' ? argv.slice(1) : [...argv];
  const { values } = parseArgs({
    args,
    strict: true,
    allowPositionals: false,
    options: {
      routes: { type: 'string' },
      langs: { type: 'string' },
      lang: { type: 'string' },
      form: { type: 'string' },
      forms: { type: 'string' },
      runs: { type: 'string' },
      seconds: { type: 'string' },
      connections: { type: 'string' },
      'throughput-routes': { type: 'string' },
      'observatory-paths': { type: 'string' },
      skip: { type: 'string' },
      'no-build': { type: 'boolean' },
      'save-reports': { type: 'boolean' },
      out: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });

  const routes = (list(values.routes ?? env.BENCH_ROUTES) ?? [...DEFAULT_ROUTES]).map(routePath);

  const langValues = list(values.langs ?? values.lang ?? env.BENCH_LANGS) ?? [...LANGUAGES];
  const langs = langValues.map((l) => {
    const lang = l.toLowerCase();
    if (!(LANGUAGES as readonly string[]).includes(lang)) throw new Error(`unknown language "${l}" (one of ${LANGUAGES.join(', ')})`);
    return lang as Language;
  });

  const formValues = list(values.form ?? values.forms ?? env.BENCH_FORM) ?? ['both'];
  const forms = new Set<FormFactor>();
  for (const f of formValues) {
    const form = f.toLowerCase();
    if (form === 'both' || form === 'all') FORM_FACTORS.forEach((x) => forms.add(x));
    else if ((FORM_FACTORS as readonly string[]).includes(form)) forms.add(form as FormFactor);
    else throw new Error(`unknown form factor "${f}" (mobile, desktop or both)`);
  }

  const skip = new Set<Section>();
  for (const s of list(values.skip ?? env.BENCH_SKIP) ?? []) {
    const section = s.toLowerCase();
    if (!(SECTIONS as readonly string[]).includes(section)) throw new Error(`unknown section "${s}" to skip (${SECTIONS.join(', ')})`);
    skip.add(section as Section);
  }

  return {
    routes: [...new Set(routes)],
    langs: [...new Set(langs)],
    forms: FORM_FACTORS.filter((f) => forms.has(f)),
    runs: positiveInt('--runs', values.runs ?? env.BENCH_RUNS, 1),
    seconds: positiveInt('--seconds', values.seconds ?? env.BENCH_SECONDS, 10),
    connections: positiveInt('--connections', values.connections ?? env.BENCH_CONNECTIONS, 10),
    throughputRoutes: (list(values['throughput-routes'] ?? env.BENCH_THROUGHPUT_ROUTES) ?? [...DEFAULT_THROUGHPUT_ROUTES]).map(routePath),
    observatoryPaths: (list(values['observatory-paths'] ?? env.BENCH_OBSERVATORY_PATHS) ?? ['/']).map(routePath),
    skip,
    build: !(values['no-build'] ?? truthy(env.BENCH_NO_BUILD)),
    // pnpm runs the script in bench/: a relative path is taken from where the command was typed.
    out: resolve(env.INIT_CWD ?? process.cwd(), values.out ?? env.BENCH_OUT ?? resolve(RESULTS_DIR, 'latest.json')),
    saveReports: values['save-reports'] ?? truthy(env.BENCH_SAVE_REPORTS),
    help: values.help ?? false,
  };
}

/** The page URL in one language: `?lng=` added to the route's own query, if any. */
export function pageUrl(base: string, route: string, lang: Language): string {
  return `${base}${route}${route.includes('?') ? '&' : '?'}lng=${lang}`;
}
