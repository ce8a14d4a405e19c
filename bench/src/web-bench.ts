/**
 * `pnpm bench:web`: the goals of issue 73 (bench/RESULTS.md), and Lighthouse budgets, page and API load, interactivity,
 * memory and HTTP Observatory of the production server in the full report (bench/results/): a report, not a test
 * (exit code 0 when goals are missed, non-zero when the run itself breaks). See `pnpm bench:web --help` and bench/README.md.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { createRequire } from 'node:module';
import { type ApiSection, type ApiTarget, printApi, runApi } from './api';
import { evaluateGoals, printGoals } from './goals';
import { HAS_H2LOAD, LOAD_GENERATOR } from './load';
import { countServer } from './lines';
import { commandLine, commitNow, machineNow, recordConsole, writeResults } from './results';
import { measureStart, printStart, type StartTimes } from './start-time';
import { type InteractivitySection, printInteractivity, runInteractivity } from './interactivity';
import { IDLE_MARK, REST_MARK, REST_MS, RssSampler, SETTLE_MS, printMemory } from './memory';
import { type BenchOptions, HELP, type Section, parseOptions } from './options';
import { type SoakResult, printSoak, runSoak } from './soak';
import {
  type LighthouseSection,
  type BudgetSummary,
  languagesWithoutFonts,
  printBudgetSummary,
  printLighthouseTables,
  runLighthouse,
  summarizeBudgets,
} from './lighthouse';
import { type DeployedSection, deploymentMissing, runDeployed } from './deployed';
import { type ObservatoryScan, printObservatory, runObservatory } from './observatory';
import { checkPages, ensureBuild, snapshotBuild, startOnPostgres, startServer } from './server';
import { type ThroughputSection, printThroughput, runThroughput } from './throughput';

/** The server's default VIEW_COUNT_REFRESH_MS: views are written (and counted in answers' lists) this often. */
const VIEW_COUNT_REFRESH_MS = 1000;

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
for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
] as const) {
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
  const runs = (section: Section) => !opts.skip.has(section);
  // The soak's mixed load, its views and its share per kind of request are h2load's alone: without it
  // the soak would report figures no other run can be set beside.
  if (runs('soak') && !HAS_H2LOAD) throw new UsageError('the soak needs h2load: apt-get install nghttp2-client, or --skip soak');
  const printed = recordConsole();
  const startedAt = new Date();
  const machine = machineNow();
  const commit = commitNow();
  await ensureBuild(opts.build);
  const build = snapshotBuild();
  cleanups.push(() => build.remove());
  // The inquiry limit counts per second here: the API load posts thousands from one address.
  // The soak reads the server's event loop from /metrics, which answers only its token.
  const metricsToken = randomBytes(18).toString('base64url');
  const benchEnv = { WEB_DIST: build.dir, INQUIRY_RATE_WINDOW_MS: '1000', METRICS_TOKEN: metricsToken };
  const lines = runs('lines') ? countServer() : undefined;
  // Before any other server runs: the start alone on the machine.
  let start: StartTimes | undefined;
  if (runs('start')) {
    start = await measureStart(benchEnv, (fn) => cleanups.push(fn));
    printStart(start);
  }
  const starting = startServer(benchEnv);
  // Registered before it is up, so that Ctrl-C during the start also removes its database.
  cleanups.push(async () => (await starting.catch(() => undefined))?.stop());
  const server = await starting;
  console.log(`Production server at ${server.base} (fresh embedded database in ${server.dataDir}).`);
  const samplers = [new RssSampler('PGlite server (embedded, the default)', server.pid!)];
  const markAll = (label: string) => samplers.forEach((s) => s.mark(label));
  markAll('start');

  // The same build on PostgreSQL, for the APIs and memory there.
  let postgres: { base: string; pid: number } | undefined;
  if (opts.databaseUrl && (runs('api') || runs('soak'))) {
    postgres = await startOnPostgres(opts.databaseUrl, benchEnv, (fn) => cleanups.push(fn));
    samplers.push(new RssSampler('PostgreSQL server (DATABASE_URL)', postgres.pid));
  }

  const checks = await checkPages(server.base, opts.routes, opts.langs);

  let lighthouse: LighthouseSection | undefined;
  let budgets: BudgetSummary | undefined;
  if (runs('lighthouse')) {
    const unfonted = languagesWithoutFonts(opts.langs);
    if (unfonted?.length)
      console.log(
        `warning: no font for ${unfonted.join(', ')} on this machine (install fonts-noto-cjk, as .ci/run does): those pages measure what a phone never draws.`,
      );
    console.log(
      `Lighthouse: ${opts.routes.length} routes × ${opts.langs.length} languages × ${opts.forms.join(' + ')}${opts.runs > 1 ? ` × ${opts.runs} runs` : ''}…`,
    );
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
    markAll('Lighthouse');
  }

  let throughput: ThroughputSection | undefined;
  if (runs('pages')) {
    throughput = await runThroughput({
      base: server.base,
      paths: opts.throughputRoutes,
      connections: opts.connections,
      seconds: opts.seconds,
      onCleanup: (fn) => cleanups.push(fn),
    });
    printThroughput(throughput);
    markAll(`page load (${opts.connections.join('/')} connections)`);
  }

  let api: ApiSection | undefined;
  if (runs('api')) {
    const targets: ApiTarget[] = [{ engine: 'PGlite', base: server.base }, ...(postgres ? [{ engine: 'PostgreSQL' as const, base: postgres.base }] : [])];
    api = await runApi({
      targets,
      connections: opts.apiConnections,
      seconds: opts.seconds,
      viewFlushMs: VIEW_COUNT_REFRESH_MS,
      onCleanup: (fn) => cleanups.push(fn),
    });
    printApi(api);
    markAll(`API load (${opts.apiConnections} connections)`);
  }

  // As deployed: the same loads through the shipped nginx in front of two instances, and mixed visitors (deployed.ts).
  let deployed: DeployedSection | undefined;
  const missing = deploymentMissing(opts);
  if (runs('deployed')) {
    if (missing) console.log(`\nAs deployed: not measured (${missing}).`);
    else {
      deployed = await runDeployed({
        opts: { ...opts, databaseUrl: opts.databaseUrl!, redisUrl: opts.redisUrl! },
        soakMinutes: runs('soak') ? opts.soakMinutes : 0,
        env: benchEnv,
        metricsToken,
        viewFlushMs: VIEW_COUNT_REFRESH_MS,
        onCleanup: (fn) => cleanups.push(fn),
        failed: () => exitCode !== 0,
        onInstance: (name, pid) => samplers.push(new RssSampler(name, pid)),
      });
      markAll('as deployed');
    }
  }

  let interactivity: InteractivitySection | undefined;
  if (runs('interactivity')) {
    interactivity = await runInteractivity({ base: server.base, routes: opts.interactivityRoutes, lang: opts.langs[0]!, runs: opts.interactivityRuns });
    printInteractivity(interactivity);
  }

  const soak: SoakResult[] = [];
  if (runs('soak') && opts.soakMinutes > 0) {
    const soakOf = { minutes: opts.soakMinutes, connections: opts.soakConnections };
    const watch = (base: string) => ({ watch: { token: metricsToken, bases: [base] } });
    soak.push(await runSoak({ engine: 'PGlite', base: server.base, pids: [server.pid!], ...soakOf, ...watch(server.base) }));
    if (postgres) soak.push(await runSoak({ engine: 'PostgreSQL', base: postgres.base, pids: [postgres.pid], ...soakOf, ...watch(postgres.base) }));
    printSoak(soak);
    markAll(`soak (${opts.soakMinutes} min)`);
  }

  let observatory: ObservatoryScan[] | undefined;
  if (runs('observatory')) {
    observatory = await runObservatory(server.base, opts.observatoryPaths);
    printObservatory(observatory, versionOf('@mdn/mdn-http-observatory'));
  }

  // What a server holds once the load is over: after a short rest, and after V8's memory reducer
  // has given back the heap the load grew (REST_MS).
  if (runs('pages') || runs('api') || (runs('soak') && opts.soakMinutes > 0)) {
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    markAll(IDLE_MARK);
    await new Promise((resolve) => setTimeout(resolve, REST_MS - SETTLE_MS));
    markAll(REST_MARK);
  }
  const memory = samplers.map((s) => s.stop());
  printMemory(memory);
  const { goals, notes, smoke } = evaluateGoals(
    { throughput, deployed, memory, soak, start, lines },
    { ...opts, deploymentMissing: missing, postgres: opts.databaseUrl !== undefined },
  );
  printGoals(goals, notes);

  const recap = [
    budgets ? `budgets: ${budgets.met} of ${budgets.total} met` : undefined,
    observatory ? `observatory: ${observatory.map((s) => `${s.path} ${s.passed} of ${s.applicable} pass`).join(', ')}` : undefined,
  ].filter(Boolean);
  if (recap.length) console.log(`\n${recap.join('\n')}`);

  const finishedAt = new Date();
  machine.loadavgAtEnd = loadavg();
  const command = commandLine(process.argv.slice(2), process.env);
  const results = {
    startedAt: startedAt.toISOString(),
    finishedAt: finishedAt.toISOString(),
    command,
    commit,
    options: { ...opts, skip: [...opts.skip], databaseUrl: opts.databaseUrl ? '(set)' : undefined, redisUrl: opts.redisUrl ? '(set)' : undefined },
    environment: {
      ...machine,
      lighthouse: lighthouse?.lighthouseVersion,
      chromium: lighthouse?.chromium,
      benchmarkIndex: lighthouse?.benchmarkIndex,
      loadGenerator: `${LOAD_GENERATOR.name} ${LOAD_GENERATOR.version}`,
      observatory: versionOf('@mdn/mdn-http-observatory'),
    },
    goals,
    notes,
    start,
    lines,
    budgets,
    lighthouse: lighthouse?.pages,
    throughput,
    api,
    deployed,
    interactivity,
    memory,
    soak,
    observatory,
  };
  writeResults({
    out: opts.out,
    json: results,
    printed,
    md: { startedAt, finishedAt, commit, machine, benchmarkIndex: lighthouse?.benchmarkIndex, command, goals, notes, smoke },
  });
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
