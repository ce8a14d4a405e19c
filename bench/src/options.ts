import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { LANGUAGES, type Language, getService, paths } from '@inphr/content';

export type FormFactor = 'mobile' | 'desktop';
export const FORM_FACTORS: readonly FormFactor[] = ['mobile', 'desktop'];
export type Section = 'start' | 'lines' | 'lighthouse' | 'pages' | 'api' | 'deployed' | 'interactivity' | 'soak' | 'observatory';
const SECTIONS: readonly Section[] = ['start', 'lines', 'lighthouse', 'pages', 'api', 'deployed', 'interactivity', 'soak', 'observatory'];
/** Earlier names of sections, still understood. */
const SECTION_ALIASES: Record<string, Section> = { throughput: 'pages' };

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

/** The load test targets: the home page (Korean by default, and English by query), a service page and the news list. */
export const DEFAULT_THROUGHPUT_ROUTES: readonly string[] = [
  paths.home.getHref(),
  `${paths.home.getHref()}?lng=en`,
  `/service/${getService('care').route}`,
  paths.media.getHref(),
];

/** Pages where a control is pressed at first paint (interactivity): home, a service page, a list, the form. */
export const DEFAULT_INTERACTIVITY_ROUTES: readonly string[] = [
  paths.home.getHref(),
  paths.service.getHref('care'),
  paths.faq.getHref(),
  paths.cooperate.getHref(),
];

export const RESULTS_DIR = fileURLToPath(new URL('../results', import.meta.url));

export interface BenchOptions {
  routes: string[];
  langs: Language[];
  forms: FormFactor[];
  /** Lighthouse runs per page; the table shows the median of each value. */
  runs: number;
  /** Load test: seconds per target, and the connection counts each page is loaded with. */
  seconds: number;
  connections: number[];
  throughputRoutes: string[];
  /** Connections of the API load. */
  apiConnections: number;
  /** A PostgreSQL server the bench may create a database on (the APIs and memory are also measured there). */
  databaseUrl: string | undefined;
  /** Redis for the deployment section's shared limits (with databaseUrl and nginx). */
  redisUrl: string | undefined;
  interactivityRoutes: string[];
  interactivityRuns: number;
  /** Minutes of mixed load with memory read each minute (0: no soak). */
  soakMinutes: number;
  soakConnections: number;
  observatoryPaths: string[];
  skip: Set<Section>;
  build: boolean;
  out: string;
  saveReports: boolean;
  help: boolean;
}

export const HELP = `pnpm bench:web [options]      (every option also reads an environment variable)

Judges the goals of issue 73 (src/budgets.ts), each beside its reference measured in the same run,
and writes them to bench/RESULTS.md: as deployed (deploy/nginx.conf in front of two instances on
PostgreSQL and Redis; needs --database-url, --redis-url and nginx) the pages against nginx sending
the same bytes, the news list and item at 200 connections, mixed visitors (--soak-minutes); on one
instance the soak per engine, the pages against nginx and RSS at rest; the time from a spawn to
/readyz; the server's lines and settings. The full report (bench/results/latest.json and .txt)
also holds Lighthouse 12 per page, language and form factor with its budgets, the APIs on each
engine, a control pressed at first paint under slow 4G and 4x CPU, memory through the run and the
MDN HTTP Observatory. Exits 0 when goals are missed (it is a report), non-zero when the run breaks.

  --routes /,/faq         pages to audit (BENCH_ROUTES; default: one of each type and a 404 path)
  --langs ko,en,ja        languages, sent as ?lng= (BENCH_LANGS; default: ko,en,ja)
  --form mobile|desktop|both   Lighthouse form factor (BENCH_FORM; default: both)
  --runs N                Lighthouse runs per page, the median is reported (BENCH_RUNS; default: 1)
  --seconds N             load test seconds per target and server (BENCH_SECONDS; default: 10)
  --connections 10,64,256 page load connections, each target at each (BENCH_CONNECTIONS; default: 10,64,256)
  --throughput-routes a,b page load targets (BENCH_THROUGHPUT_ROUTES; default: /,/?lng=en,/service/inphrcare,/media)
  --api-connections N     connections of the API load (BENCH_API_CONNECTIONS; default: 200)
  --database-url URL      PostgreSQL server to also measure the APIs and memory on; the bench creates and drops
                          a database of its own there (BENCH_DATABASE_URL, else TEST_DATABASE_URL; default: none)
  --redis-url URL         Redis for the deployment section (BENCH_REDIS_URL, else TEST_REDIS_URL; default: none)
  --interactivity-routes a,b   pages where a control is pressed at first paint (BENCH_INTERACTIVITY_ROUTES;
                          default: /,/service/inphrcare,/faq,/cooperate)
  --interactivity-runs N  runs per page and control, the median is shown (BENCH_INTERACTIVITY_RUNS; default: 3)
  --soak-minutes N        minutes of mixed load per engine and as deployed, RSS read each minute (BENCH_SOAK_MINUTES; default: 0, none)
  --soak-connections N    connections of the soak (BENCH_SOAK_CONNECTIONS; default: 16)
  --observatory-paths a,b pages the Observatory scans (BENCH_OBSERVATORY_PATHS; default: /)
  --skip a,b              leave sections out: start, lines, lighthouse, pages, api, deployed, interactivity, soak,
                          observatory (BENCH_SKIP); the soak as deployed needs both deployed and soak
  --only a,b              run only these sections (BENCH_ONLY)
  --no-build              use apps/web/dist as it is (BENCH_NO_BUILD=1)
  --save-reports          also write each page's Lighthouse report (HTML and JSON) to bench/results/reports/ (BENCH_SAVE_REPORTS=1)
  --out FILE              JSON results, the printed report beside it as .txt (BENCH_OUT; default: bench/results/latest.json)

Chromium: CHROME_PATH (or CHROMIUM_PATH), default /usr/bin/chromium; never downloaded.
Example: pnpm bench:web --routes /,/faq --langs en --form mobile --only lighthouse`;

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
      'api-connections': { type: 'string' },
      'database-url': { type: 'string' },
      'redis-url': { type: 'string' },
      'interactivity-routes': { type: 'string' },
      'interactivity-runs': { type: 'string' },
      'soak-minutes': { type: 'string' },
      'soak-connections': { type: 'string' },
      only: { type: 'string' },
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

  const section = (s: string): Section => {
    const name = SECTION_ALIASES[s.toLowerCase()] ?? s.toLowerCase();
    if (!(SECTIONS as readonly string[]).includes(name)) throw new Error(`unknown section "${s}" (${SECTIONS.join(', ')})`);
    return name as Section;
  };
  const skip = new Set<Section>((list(values.skip ?? env.BENCH_SKIP) ?? []).map(section));
  const only = list(values.only ?? env.BENCH_ONLY)?.map(section);
  if (only) for (const s of SECTIONS) if (!only.includes(s)) skip.add(s);

  const connections = (list(values.connections ?? env.BENCH_CONNECTIONS) ?? ['10', '64', '256']).map((c) => positiveInt('--connections', c, 10));
  const soakMinutes = values['soak-minutes'] ?? env.BENCH_SOAK_MINUTES;

  return {
    routes: [...new Set(routes)],
    langs: [...new Set(langs)],
    forms: FORM_FACTORS.filter((f) => forms.has(f)),
    runs: positiveInt('--runs', values.runs ?? env.BENCH_RUNS, 1),
    seconds: positiveInt('--seconds', values.seconds ?? env.BENCH_SECONDS, 10),
    connections: [...new Set(connections)],
    throughputRoutes: (list(values['throughput-routes'] ?? env.BENCH_THROUGHPUT_ROUTES) ?? [...DEFAULT_THROUGHPUT_ROUTES]).map(routePath),
    apiConnections: positiveInt('--api-connections', values['api-connections'] ?? env.BENCH_API_CONNECTIONS, 200),
    databaseUrl: values['database-url'] ?? (env.BENCH_DATABASE_URL || env.TEST_DATABASE_URL || undefined),
    redisUrl: values['redis-url'] ?? (env.BENCH_REDIS_URL || env.TEST_REDIS_URL || undefined),
    interactivityRoutes: (list(values['interactivity-routes'] ?? env.BENCH_INTERACTIVITY_ROUTES) ?? [...DEFAULT_INTERACTIVITY_ROUTES]).map(routePath),
    interactivityRuns: positiveInt('--interactivity-runs', values['interactivity-runs'] ?? env.BENCH_INTERACTIVITY_RUNS, 3),
    soakMinutes: soakMinutes === undefined || soakMinutes === '' || soakMinutes === '0' ? 0 : positiveInt('--soak-minutes', soakMinutes, 0),
    soakConnections: positiveInt('--soak-connections', values['soak-connections'] ?? env.BENCH_SOAK_CONNECTIONS, 16),
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
