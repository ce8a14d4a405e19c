/**
 * `pnpm bench:web`: Lighthouse budgets, throughput and HTTP Observatory of the production server
 * (a report, not a test: exit code 0 when budgets fail, non-zero when the run itself breaks).
 * See `pnpm bench:web --help` and the README's Benchmarks section.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { createRequire } from 'node:module';
import { type BenchOptions, HELP, parseOptions } from './options';
import { type LighthouseSection, type BudgetSummary, languagesWithoutFonts, printBudgetSummary, printLighthouseTables, runLighthouse, summarizeBudgets } from './lighthouse';
import { type ObservatoryScan, printObservatory, runObservatory } from './observatory';
import { checkPages, ensureBuild, snapshotBuild, startServer } from './server';
import { type ThroughputSection, printThroughput, runThroughput } from './throughput';

const require = createRequire(import.meta.url);
const versionOf = (pkg: string) => (JSON.parse(readFileSync(require.resolve(`${pkg}/package.json`), 'utf8')) as { version: string }).version;

// Everything started is stopped once, last started first: at the end, on an error and on Ctrl-C.
const cleanups: (() => Promise<void> | void)[] = [];
let cleaning: Promise<void> | undefined;
function cleanup(): Promise<void> {
  cleaning ??= (async () => {
    for (const fn of cleanups.splice(0).reverse()) {
      try {
        await fn();
      } catch (error) {
        console.error('cleanup:', error);
      }
    }
  })();
  return cleaning;
}
// Ctrl-C may reach this process more than once (from the terminal, relayed by pnpm): later signals wait for the first.
let stoppingBy: string | undefined;
for (const [signal, code] of [['SIGINT', 130], ['SIGTERM', 143]] as const) {
  process.on(signal, () => {
    if (stoppingBy) return;
    stoppingBy = signal;
    console.error(`\n${signal}: stopping the server and Chromium…`);
    void cleanup().finally(() => process.exit(code));
  });
}

class UsageError extends Error {}

async function main(): Promise<void> {
  let opts: BenchOptions;
  try {
    opts = parseOptions(process.argv.slice(2), process.env);
  } catch (error) {
    throw new UsageError(`${error instanceof Error ? error.message : String(error)} (see --help)`);
  }
  if (opts.help) {
    console.log(HELP);
    return;
  }
  const startedAt = new Date();
  const loadavgAtStart = loadavg();
  await ensureBuild(opts.build);
  const build = snapshotBuild();
  cleanups.push(() => build.remove());
  const starting = startServer({ WEB_DIST: build.dir });
  // Registered before it is up, so that Ctrl-C during the start also removes its database.
  cleanups.push(async () => (await starting.catch(() => undefined))?.stop());
  const server = await starting;
  console.log(`Production server at ${server.base} (fresh database in ${server.dataDir}).`);

  const checks = await checkPages(server.base, opts.routes, opts.langs);

  let lighthouse: LighthouseSection | undefined;
  let budgets: BudgetSummary | undefined;
  if (!opts.skip.has('lighthouse')) {
    const unfonted = languagesWithoutFonts(opts.langs);
    if (unfonted?.length)
      console.log(`warning: no font for ${unfonted.join(', ')} on this machine (install fonts-noto-cjk, as .ci/run does): those pages measure what a phone never draws.`);
    console.log(`Lighthouse: ${opts.routes.length} routes × ${opts.langs.length} languages × ${opts.forms.join(' + ')}${opts.runs > 1 ? ` × ${opts.runs} runs` : ''}…`);
    lighthouse = await runLighthouse({
      base: server.base,
      clientDir: build.clientDir,
      routes: opts.routes,
      langs: opts.langs,
      forms: opts.forms,
      runs: opts.runs,
      checks,
      reportsDir: opts.saveReports ? join(dirname(opts.out), 'reports') : undefined,
      onCleanup: (fn) => cleanups.push(fn),
    });
    printLighthouseTables(lighthouse, opts.forms, opts.runs);
    budgets = summarizeBudgets(lighthouse);
    printBudgetSummary(budgets);
  }

  let throughput: ThroughputSection | undefined;
  if (!opts.skip.has('throughput')) {
    throughput = await runThroughput({ base: server.base, paths: opts.throughputRoutes, connections: opts.connections, seconds: opts.seconds, onCleanup: (fn) => cleanups.push(fn) });
    printThroughput(throughput);
  }

  let observatory: ObservatoryScan[] | undefined;
  if (!opts.skip.has('observatory')) {
    observatory = await runObservatory(server.base, opts.observatoryPaths);
    printObservatory(observatory, versionOf('@mdn/mdn-http-observatory'));
  }

  const recap = [
    budgets ? `budgets: ${budgets.met} of ${budgets.total} met` : undefined,
    throughput ? `throughput: ${throughput.rows.map((r) => `${r.path} ${Math.round(r.ours.rps)} req/s (${r.rpsRatio.toFixed(2)}× static)`).join(', ')}` : undefined,
    observatory ? `observatory: ${observatory.map((s) => `${s.path} ${s.passed} of ${s.applicable} pass`).join(', ')}` : undefined,
  ].filter(Boolean);
  console.log(`\n${recap.join('\n')}`);

  const results = {
    startedAt: startedAt.toISOString(),
    finishedAt: new Date().toISOString(),
    options: { ...opts, skip: [...opts.skip] },
    environment: {
      node: process.version,
      cpus: cpus().length,
      loadavgAtStart,
      loadavgAtEnd: loadavg(),
      lighthouse: lighthouse?.lighthouseVersion,
      chromium: lighthouse?.chromium,
      benchmarkIndex: lighthouse?.benchmarkIndex,
      autocannon: versionOf('autocannon'),
      observatory: versionOf('@mdn/mdn-http-observatory'),
    },
    budgets,
    lighthouse: lighthouse?.pages,
    throughput,
    observatory,
  };
  mkdirSync(dirname(opts.out), { recursive: true });
  writeFileSync(opts.out, `${JSON.stringify(results, null, 2)}\n`);
  const shown = relative(process.env.INIT_CWD ?? process.cwd(), opts.out);
  console.log(`Full results: ${shown && !shown.startsWith('..') ? shown : opts.out}`);
}

let exitCode = 0;
try {
  await main();
} catch (error) {
  // Interrupted: the signal handler reports and exits.
  if (stoppingBy) await new Promise(() => {});
  if (error instanceof UsageError) {
    console.error(`bench:web: ${error.message}`);
    exitCode = 2;
  } else {
    console.error(`\nbench:web failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    exitCode = 1;
  }
}
await cleanup();
// Lighthouse and autocannon may keep handles open: the report is done.
process.exit(exitCode);
