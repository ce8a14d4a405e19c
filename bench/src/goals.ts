/** The goals of issue 73 (budgets.ts), each judged from one run beside its reference in that run. */
import { type ApiRow, viewsAllCounted } from './api';
import { FULL_RUN_SECONDS, GOALS, NEWS_ITEM_CALL, NEWS_LIST_CALL } from './budgets';
import type { DeployedSection } from './deployed';
import { FAIL, PASS, heading, table } from './format';
import type { LineCounts } from './lines';
import { LOAD_WARMUP_SECONDS } from './load';
import { REST_MARK, type RssSeries } from './memory';
import type { Section } from './options';
import { type SoakResult, soakViewsAllCounted } from './soak';
import type { StartTimes } from './start-time';
import type { ThroughputSection } from './throughput';

export interface Goal {
  /** D1…L2, as issue 73 names them. */
  id: string;
  goal: string;
  threshold: string;
  value: string;
  /** nginx's figure for the same bytes in the same run, where there is one. */
  reference: string;
  /** Undefined: not measured (or not as the goal asks: the notes say why). */
  met: boolean | undefined;
}

export interface GoalInputs {
  throughput?: ThroughputSection | undefined;
  deployed?: DeployedSection | undefined;
  memory: readonly RssSeries[];
  /** The soak of each single instance (S1). */
  soak: readonly SoakResult[];
  start?: StartTimes | undefined;
  lines?: LineCounts | undefined;
}

/** How the run was asked for: what explains a goal not measured, or measured lighter than it asks. */
export interface RunShape {
  skip: ReadonlySet<Section>;
  seconds: number;
  connections: readonly number[];
  apiConnections: number;
  soakMinutes: number;
  soakConnections: number;
  /** Why the deployment cannot run on this machine (deployed.ts), if it cannot. */
  deploymentMissing?: string | undefined;
  /** Whether a PostgreSQL server was given. */
  postgres: boolean;
}

const int = (v: number) => Math.round(v).toLocaleString('en-US');
const opening = (o: { p99: number; max: number; requests: number } | undefined) =>
  o?.requests ? `; first ${LOAD_WARMUP_SECONDS} s p99 ${o.p99} ms, max ${o.max} ms` : '';
const latency = (r: { p99: number; max: number; opening?: { p99: number; max: number; requests: number } | undefined }) =>
  `p99 ${r.p99} ms, max ${r.max} ms${opening(r.opening)}`;

/** `smoke`: loads lighter or shorter than the goals' (the notes say which). */
export function evaluateGoals(i: GoalInputs, shape: RunShape): { goals: Goal[]; notes: string[]; smoke: boolean } {
  const goals: Goal[] = [];
  const why = new Map<string, string[]>();
  const note = (id: string, reason: string) => why.set(reason, [...(why.get(reason) ?? []), id]);
  const ran = (s: Section) => !shape.skip.has(s);
  const sectionOff = (...sections: Section[]) => {
    const off = sections.filter((s) => !ran(s));
    return off.length ? `the ${off.join(' and ')} section${off.length > 1 ? 's' : ''} did not run (--only, --skip)` : undefined;
  };
  const notMeasured = (id: string, goal: string, threshold: string, reason: string) => {
    goals.push({ id, goal, threshold, value: '—', reference: '', met: undefined });
    note(id, reason);
  };
  const lighter = (id: string, asked: number, wanted: number) => {
    if (asked === wanted) return false;
    note(id, `loaded at ${asked} connections, not ${wanted}: not judged`);
    return true;
  };
  const deployedOff = sectionOff('deployed') ?? shape.deploymentMissing;

  // D1 and S2: kept pages against nginx serving the same bytes, as deployed and on one instance.
  const pages = (id: 'D1' | 'S2', where: string, section: ThroughputSection | undefined, off: string | undefined) => {
    const { connections, minRatio } = GOALS[id];
    const threshold = `≥ ${minRatio}× nginx`;
    const rows = section?.rows.filter((r) => r.connections === connections) ?? [];
    if (!rows.length)
      return notMeasured(id, `${where}: kept pages at ${connections} connections, req/s`, threshold, off ?? `--connections has no ${connections}`);
    for (const r of rows)
      goals.push({
        id,
        goal: `${where}: \`${r.path}\` at ${connections} connections, req/s`,
        threshold,
        value: `${r.rpsRatio.toFixed(2)}× (${int(r.ours.rps)} req/s; ${latency(r.ours)})`,
        reference: `${section!.reference} ${int(r.static.rps)} req/s; ${latency(r.static)}`,
        met: section!.reference === 'nginx' ? r.rpsRatio >= minRatio : undefined,
      });
    if (section!.reference !== 'nginx') note(id, 'nginx is not installed: compared with node:http, not judged');
  };
  pages('D1', 'as deployed', i.deployed?.pages, deployedOff);

  // D2: the news list and a news item through the proxy.
  for (const [call, label] of [
    [NEWS_LIST_CALL, 'the news list'],
    [NEWS_ITEM_CALL, 'a news item'],
  ] as const) {
    const { connections, p99MaxMs } = GOALS.D2;
    const item = call === NEWS_ITEM_CALL;
    const threshold = `p99 ≤ ${p99MaxMs} ms, all 2xx, 0 timeouts${item ? ', every view counted' : ''}`;
    const r: ApiRow | undefined = i.deployed?.api.rows.find((row) => row.call === call);
    if (!r) {
      notMeasured('D2', `as deployed: ${label} at ${connections} connections`, threshold, deployedOff ?? 'not loaded');
      continue;
    }
    const ok = r.p99 <= p99MaxMs && r.non2xx === 0 && r.errors === 0 && r.timeouts === 0 && (!item || (r.views !== undefined && viewsAllCounted(r.views)));
    goals.push({
      id: 'D2',
      goal: `as deployed: ${label} at ${r.connections} connections`,
      threshold,
      value:
        `${latency(r)}; ${r.non2xx} non-2xx, ${r.errors} errors, ${r.timeouts} timeouts` +
        (r.views ? `; ${int(r.views.answered)} views answered, ${int(r.views.counted)} counted` : ''),
      reference: r.reference ? `${r.reference.kind} ${latency(r.reference)}` : '',
      met: lighter('D2', r.connections, connections) ? undefined : ok,
    });
  }

  // D3 and S1: mixed visitors, through the proxy and on each single instance.
  const mixed = (id: 'D3' | 'S1', goal: string, s: SoakResult) => {
    const { connections, p99MaxMs } = GOALS[id];
    const maxMs = id === 'D3' ? GOALS.D3.maxMs : undefined;
    goals.push({
      id,
      goal: `${goal} at ${s.connections} connections for ${s.minutes} min`,
      threshold: `p99 ≤ ${p99MaxMs} ms${maxMs ? `, max ≤ ${maxMs} ms` : ''}`,
      value:
        `${latency(s)}; ${int(s.requests)} answers, ${s.non2xx} non-2xx, ${s.errors} errors` +
        (s.views ? `; views ${soakViewsAllCounted(s.views) ? 'all counted' : `${s.views.answered} answered, ${s.views.counted} counted`}` : ''),
      reference: '',
      met: lighter(id, s.connections, connections) ? undefined : s.p99 <= p99MaxMs && (maxMs === undefined || s.max <= maxMs),
    });
  };
  const soakOff = (...sections: Section[]) => sectionOff(...sections) ?? (shape.soakMinutes > 0 ? undefined : '--soak-minutes 0');
  const d3 = `as deployed: mixed visitors`;
  if (i.deployed?.soak) mixed('D3', d3, i.deployed.soak);
  else
    notMeasured(
      'D3',
      `${d3} at ${GOALS.D3.connections} connections`,
      `p99 ≤ ${GOALS.D3.p99MaxMs} ms, max ≤ ${GOALS.D3.maxMs} ms`,
      soakOff('deployed', 'soak') ?? deployedOff ?? 'not run',
    );
  const pglite = i.soak.find((s) => s.engine === 'PGlite');
  if (!pglite)
    notMeasured(
      'S1',
      `one instance (PGlite): mixed visitors at ${GOALS.S1.connections} connections`,
      `p99 ≤ ${GOALS.S1.p99MaxMs} ms`,
      soakOff('soak') ?? 'not run',
    );
  for (const s of i.soak) mixed('S1', `one instance (${s.engine}): mixed visitors`, s);

  pages('S2', 'one instance', i.throughput, sectionOff('pages'));

  // S3: each engine's server at rest, REST_MARK after the last load.
  for (const [engine, max] of Object.entries(GOALS.S3)) {
    const series = i.memory.find((m) => m.name.startsWith(engine));
    const rest = series?.marks.find((m) => m.label === REST_MARK);
    const goal = `one instance (${engine}): RSS at rest, 120 s after the loads`;
    if (!series || !rest) {
      const rested = ran('pages') || ran('api') || (ran('soak') && shape.soakMinutes > 0);
      const reason =
        engine === 'PostgreSQL' && !shape.postgres
          ? 'no PostgreSQL server (--database-url, TEST_DATABASE_URL)'
          : !rested
            ? 'no load ran (the pages, api or soak section), so no rest after one'
            : engine === 'PostgreSQL' && !ran('api') && !ran('soak')
              ? 'the PostgreSQL server runs with the api or soak section'
              : 'not read';
      notMeasured('S3', goal, `≤ ${max} MB`, reason);
      continue;
    }
    goals.push({ id: 'S3', goal, threshold: `≤ ${max} MB`, value: `${int(rest.mb)} MB (peak ${int(series.peak)} MB)`, reference: '', met: rest.mb <= max });
  }

  const t1 = 'a built server: spawn → `/readyz` 200, new PGlite data directory';
  if (i.start)
    goals.push({
      id: 'T1',
      goal: t1,
      threshold: `≤ ${GOALS.T1.maxSeconds} s`,
      value: `${i.start.freshS.toFixed(2)} s (restarted on the same data: ${i.start.restartS.toFixed(2)} s)`,
      reference: '',
      met: i.start.freshS <= GOALS.T1.maxSeconds,
    });
  else notMeasured('T1', t1, `≤ ${GOALS.T1.maxSeconds} s`, sectionOff('start') ?? 'not run');

  const l1 = '`apps/server/src` lines (.ts files, `*.test.ts` not counted)';
  const l2 = 'settings: keys of `envSchema` (`apps/server/src/config.ts`)';
  if (i.lines) {
    goals.push({
      id: 'L1',
      goal: l1,
      threshold: `≤ ${int(GOALS.L1.maxLines)}`,
      value: `${int(i.lines.lines)} (${i.lines.files} files)`,
      reference: '',
      met: i.lines.lines <= GOALS.L1.maxLines,
    });
    goals.push({
      id: 'L2',
      goal: l2,
      threshold: `≤ ${GOALS.L2.maxSettings}`,
      value: String(i.lines.settings.length),
      reference: '',
      met: i.lines.settings.length <= GOALS.L2.maxSettings,
    });
  } else {
    notMeasured('L1', l1, `≤ ${int(GOALS.L1.maxLines)}`, sectionOff('lines') ?? 'not run');
    notMeasured('L2', l2, `≤ ${GOALS.L2.maxSettings}`, sectionOff('lines') ?? 'not run');
  }

  const notes = [...why].map(([reason, ids]) => `${[...new Set(ids)].join(', ')}: ${reason}.`);
  const short = [
    goals.some((g) => ['D1', 'D2', 'S2'].includes(g.id) && g.value !== '—') && shape.seconds < FULL_RUN_SECONDS
      ? `loads of ${shape.seconds} s (the full run: ${FULL_RUN_SECONDS})`
      : '',
    goals.some((g) => ['D3', 'S1'].includes(g.id) && g.value !== '—') && shape.soakMinutes < GOALS.D3.minutes
      ? `soaks of ${shape.soakMinutes} min (the full run: ${GOALS.D3.minutes})`
      : '',
  ].filter(Boolean);
  if (short.length) notes.push(`A smoke run: ${short.join(', ')}; its figures are not the goals' measurement.`);
  return { goals, notes, smoke: short.length > 0 || [...why.keys()].some((reason) => reason.includes('connections, not')) };
}

export const mark = (met: boolean | undefined) => (met === undefined ? '—' : met ? PASS : FAIL);

export function printGoals(goals: readonly Goal[], notes: readonly string[]): void {
  console.log(heading('GOALS (issue 73, budgets.ts) — this run, this machine'));
  const columns = ['id', 'goal', 'threshold', 'value', 'reference', 'met'].map((header) => ({ header, align: 'left' as const }));
  console.log(
    table(
      columns,
      goals.map((g) => [g.id, g.goal, g.threshold, g.value, g.reference, mark(g.met)]),
    ),
  );
  const judged = goals.filter((g) => g.met !== undefined);
  console.log(
    `\n${judged.filter((g) => g.met).length} of ${judged.length} goals met${judged.length < goals.length ? ` (${goals.length - judged.length} not judged)` : ''}.`,
  );
  for (const line of notes) console.log(line);
}
