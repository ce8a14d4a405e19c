/**
 * What a run leaves behind: bench/RESULTS.md (committed: the run, the machine and the goals' table)
 * and the full report in bench/results/ (ignored: the JSON and every table printed).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { nginxBinary } from '@inphr/e2e/cluster';
import { type Goal, mark } from './goals';

export const RESULTS_MD = fileURLToPath(new URL('../RESULTS.md', import.meta.url));
const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export interface Machine {
  cpu: string;
  cores: number;
  loadavgAtStart: number[];
  loadavgAtEnd?: number[];
  node: string;
  nginx: string | undefined;
}

export interface Commit {
  commit: string;
  dirty: boolean;
}

function nginxVersion(): string | undefined {
  const binary = nginxBinary();
  // nginx -v writes to stderr.
  const said = binary ? spawnSync(binary, ['-v'], { encoding: 'utf8' }) : undefined;
  return said ? /nginx\/([\w.]+)/.exec(`${said.stdout}${said.stderr}`)?.[1] : undefined;
}

/** The machine at the start of a run (the load average at its end is added then). */
export function machineNow(): Machine {
  let cpu = cpus()[0]?.model ?? 'unknown';
  try {
    cpu = /^model name\s*:\s*(.+)$/m.exec(readFileSync('/proc/cpuinfo', 'utf8'))?.[1]?.trim() ?? cpu;
  } catch {
    // not Linux: Node's name for it
  }
  return { cpu, cores: cpus().length, loadavgAtStart: loadavg(), node: process.version, nginx: nginxVersion() };
}

export function commitNow(): Commit {
  const execGit = (args: string[]) => {
    try {
      return execFileSync('git', args, { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    } catch {
      return undefined;
    }
  };
  return { commit: execGit(['rev-parse', '--short', 'HEAD'])?.trim() ?? 'unknown', dirty: Boolean(execGit(['status', '--porcelain'])?.trim()) };
}

/** Settings read from the environment (BENCH_*, TEST_*), named; a URL's value never written (it may hold a password). */
const SETTING_VARIABLES = /^(BENCH_[A-Z_]+|TEST_DATABASE_URL|TEST_REDIS_URL|CHROME_PATH|CHROMIUM_PATH)$/;

/** The command as typed (pnpm runs the script with the arguments after its name), with the environment it read. */
export function commandLine(argv: readonly string[], env: NodeJS.ProcessEnv): string {
  const quote = (a: string) => (/^[\w@%+=:,./-]+$/.test(a) ? a : `'${a.replaceAll("'", `'\\''`)}'`);
  const args = (argv[0] === '--' ? argv.slice(1) : argv).map(quote);
  const vars = Object.keys(env)
    .filter((name) => SETTING_VARIABLES.test(name) && env[name])
    .sort()
    .map((name) => (/URL|PATH/.test(name) ? `${name}=…` : `${name}=${quote(env[name]!)}`));
  return [...vars, 'pnpm bench:web', ...args].join(' ');
}

const loads = (l: readonly number[]) => l.map((v) => v.toFixed(2)).join(' ');
/** A markdown table cell: pipes escaped, on one line. */
const cell = (text: string) => text.replaceAll('|', '\\|').replace(/\s+/g, ' ');

export interface RunRecord {
  startedAt: Date;
  finishedAt: Date;
  commit: Commit;
  machine: Machine;
  benchmarkIndex?: readonly number[] | undefined;
  command: string;
  goals: readonly Goal[];
  notes: readonly string[];
  /** Loads lighter or shorter than the goals': said in the title too. */
  smoke?: boolean;
}

export function renderResultsMd(o: RunRecord): string {
  const utc = (d: Date) => d.toISOString().replace('T', ' ').slice(0, 16);
  const m = o.machine;
  const bi = o.benchmarkIndex?.length ? [...o.benchmarkIndex].sort((a, b) => a - b) : undefined;
  const lines = [
    `# Benchmark results${o.smoke ? ' — a smoke run, not the goals’ measurement (see the notes)' : ''}`,
    '',
    `- Run: ${utc(o.startedAt)} to ${utc(o.finishedAt)} UTC`,
    `- Commit: ${o.commit.commit}${o.commit.dirty ? ' (working tree dirty)' : ' (clean)'}`,
    `- Machine: ${m.cpu}, ${m.cores} cores; load average ${loads(m.loadavgAtStart)} at the start, ${loads(m.loadavgAtEnd ?? [])} at the end; ` +
      `Node ${m.node}; nginx ${m.nginx ?? 'not installed'}` +
      (bi
        ? `; Lighthouse benchmarkIndex ${Math.round(bi[Math.floor(bi.length / 2)]!)} (median of ${bi.length}, ${Math.round(bi[0]!)}–${Math.round(bi.at(-1)!)})`
        : ''),
    `- Command: \`${o.command}\``,
    '',
    '| id | goal | threshold | value | reference | met |',
    '|---|---|---|---|---|---|',
    ...o.goals.map((g) => `| ${[g.id, g.goal, g.threshold, g.value, g.reference, mark(g.met)].map(cell).join(' | ')} |`),
  ];
  if (o.notes.length) lines.push('', ...o.notes.map((n) => `- ${n}`));
  return `${lines.join('\n')}\n`;
}

/** Everything printed from now on, kept to be written with the full report. */
export function recordConsole(): () => string {
  const kept: string[] = [];
  const log = console.log.bind(console);
  console.log = (...args: unknown[]) => {
    kept.push(args.map((a) => (typeof a === 'string' ? a : JSON.stringify(a))).join(' '));
    log(...args);
  };
  return () => `${kept.join('\n')}\n`;
}

/**
 * RESULTS.md, by a run that measured a goal (a run that measured none, `--only lighthouse`, leaves
 * it as it is), then the full report: the JSON (`out`) and every table printed beside it (.txt).
 */
export function writeResults(o: { out: string; json: unknown; printed: () => string; md: RunRecord }): void {
  const from = process.env.INIT_CWD ?? process.cwd();
  const shown = (file: string) => (relative(from, file).startsWith('..') ? file : relative(from, file));
  if (o.md.goals.some((g) => g.met !== undefined)) {
    writeFileSync(RESULTS_MD, renderResultsMd(o.md));
    console.log(`\nGoals: ${shown(RESULTS_MD)}`);
  } else console.log(`\nNo goal measured: ${shown(RESULTS_MD)} left as it is.`);
  const report = `${o.out.replace(/\.json$/, '')}.txt`;
  console.log(`Full results: ${shown(o.out)} and ${shown(report)}`);
  mkdirSync(dirname(o.out), { recursive: true });
  writeFileSync(o.out, `${JSON.stringify(o.json, null, 2)}\n`);
  writeFileSync(report, o.printed());
}
