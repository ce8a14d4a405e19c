import { type ApiSection, viewsAllCounted } from './api';
import { FAIL, PASS, heading, table } from './format';
import { APP_CONTROL, type InteractivitySection } from './interactivity';
import type { LighthouseSection } from './lighthouse';
import { IDLE_MARK, RESTING_MARKS, type RssSeries } from './memory';
import { soakViewsAllCounted, type SoakResult } from './soak';
import type { ThroughputRow, ThroughputSection } from './throughput';
import { API_LOAD, DEPLOYED_PAGE_LOAD, FIRST_PRESS_MAX_MS, LIGHTHOUSE_BUDGETS, MIXED_LOAD, PAGE_LOAD, RSS_MAX_MB } from './budgets';
import type { DeployedSection } from './deployed';

/** The figures a run is judged by (the goals of issues 36 and 33, budgets.ts), each with what this run measured. */
export interface Goal {
  /** The same in every run with the same options (the goal's text may carry a run's figures): runs are compared by it (across-runs.ts). */
  key: string;
  goal: string;
  measured: string;
  met: boolean | undefined;
}

export interface GoalInputs {
  throughput?: ThroughputSection | undefined;
  api?: ApiSection | undefined;
  deployed?: DeployedSection | undefined;
  memory: readonly RssSeries[];
  soak: readonly SoakResult[];
  lighthouse?: LighthouseSection | undefined;
  interactivity?: InteractivitySection | undefined;
}

const n = (v: number) => Math.round(v).toString();

/** Said beside a page's ratio: what a bare node:http handler, and Fastify with a request id and the rate limit, answering the same do against nginx here. */
function yardsticks(row: ThroughputRow): string {
  const ratio = (r: { rps: number }) => `${n(r.rps)} req/s, ${(r.rps / row.static.rps).toFixed(2)}×`;
  return (
    (row.node ? `; a bare node:http handler, same answers: ${ratio(row.node)}` : '') +
    (row.fastify ? `; Fastify with the per-answer duties: ${ratio(row.fastify)}, p99 ${row.fastify.p99} ms` : '')
  );
}

export function evaluateGoals(i: GoalInputs): Goal[] {
  const goals: Goal[] = [];
  // Every kept page loaded at PAGE_LOAD.connections, against nginx sending the same bytes.
  for (const row of i.throughput?.rows.filter((r) => r.connections === PAGE_LOAD.connections) ?? []) {
    const p99Max = row.static.p99 * PAGE_LOAD.maxP99Factor;
    goals.push({
      key: `page ${row.path}`,
      goal: `${row.path} at ${row.connections} connections: ≥ ${PAGE_LOAD.minRatio}× nginx, p99 ≤ ${PAGE_LOAD.maxP99Factor}× nginx's`,
      measured: `${row.rpsRatio.toFixed(2)}× (${n(row.ours.rps)} vs ${n(row.static.rps)} req/s${yardsticks(row)}), p99 ${row.ours.p99} ms (nginx ${row.static.p99}, so ≤ ${n(p99Max)})`,
      met: row.rpsRatio >= PAGE_LOAD.minRatio && row.ours.p99 <= p99Max,
    });
  }
  if (!i.throughput?.rows.some((r) => r.connections === PAGE_LOAD.connections))
    goals.push({ key: 'pages', goal: `kept pages at ${PAGE_LOAD.connections} connections against nginx`, measured: 'not measured', met: undefined });
  for (const call of API_LOAD.calls) {
    const label = call.includes('{id}') ? 'news item' : 'news list';
    const rows = i.api?.rows.filter((r) => r.call === call) ?? [];
    const p99Max = (r: (typeof rows)[number]) => (r.reference ? r.reference.p99 * API_LOAD.maxP99Factor : Number.NaN);
    goals.push({
      key: `api ${label}`,
      goal: `API ${label} at ${i.api?.connections ?? 200} connections: p99 ≤ ${API_LOAD.maxP99Factor}× nginx's for the same bytes, ${API_LOAD.maxTimeouts} timeouts${label === 'news item' ? ', every view counted' : ''}`,
      measured: rows.length
        ? rows
            .map(
              (r) =>
                `${r.engine} p99 ${r.p99} ms${r.reference ? ` (${r.reference.kind}, same bytes: ${r.reference.p99} ms, so ≤ ${n(p99Max(r))})` : ' (no reference)'}, ${r.timeouts} timeouts${r.views ? `, ${r.views.answered} views answered, ${r.views.counted} counted` : ''}`,
            )
            .join('; ')
        : 'not measured',
      met: rows.length
        ? rows.every((r) => r.reference !== undefined && r.p99 <= p99Max(r) && r.timeouts <= API_LOAD.maxTimeouts && (!r.views || viewsAllCounted(r.views)))
        : undefined,
    });
  }
  // As deployed: the same pages through nginx in front of two instances, against nginx sending the bytes itself.
  const deployedRows = i.deployed?.pages.rows.filter((r) => r.connections === DEPLOYED_PAGE_LOAD.connections) ?? [];
  for (const row of deployedRows) {
    goals.push({
      key: `deployed ${row.path}`,
      goal: `as deployed, ${row.path} at ${row.connections} connections: ≥ ${DEPLOYED_PAGE_LOAD.minRatio}× nginx sending the bytes itself`,
      measured: `${row.rpsRatio.toFixed(2)}× (${n(row.ours.rps)} vs ${n(row.static.rps)} req/s), p99 ${row.ours.p99} ms (nginx ${row.static.p99})`,
      met: row.rpsRatio >= DEPLOYED_PAGE_LOAD.minRatio,
    });
  }
  if (!deployedRows.length)
    goals.push({
      key: 'deployed',
      goal: `as deployed, kept pages at ${DEPLOYED_PAGE_LOAD.connections} connections against nginx`,
      measured: 'not measured',
      met: undefined,
    });
  for (const [name, max] of Object.entries(RSS_MAX_MB)) {
    const s = i.memory.find((m) => m.name.startsWith(name));
    // What the server holds once loaded: at rest after the last load of the run (not after a start alone).
    const loaded = s?.marks.filter((m) => m.label !== 'start') ?? [];
    const after = loaded.at(-1);
    const idle = loaded.find((m) => m.label === IDLE_MARK);
    const rightAfter = loaded.filter((m) => !RESTING_MARKS.includes(m.label)).at(-1);
    goals.push({
      key: `rss ${name}`,
      goal: `server RSS on ${name} after the load ≤ ${max} MB`,
      measured:
        s && after
          ? [
              `${n(after.mb)} MB ${RESTING_MARKS.includes(after.label) ? after.label : `after ${after.label}`}`,
              idle && idle !== after ? `${n(idle.mb)} MB ${idle.label}` : '',
              rightAfter && rightAfter !== after ? `${n(rightAfter.mb)} MB right after ${rightAfter.label}` : '',
              `peak ${n(s.peak)} MB`,
            ]
              .filter(Boolean)
              .join('; ')
          : 'not measured',
      met: s && after ? after.mb <= max : undefined,
    });
  }
  goals.push({
    key: 'soak',
    goal: `mixed visitor load: p99 ≤ ${MIXED_LOAD.p99MaxMs} ms, max ≤ ${MIXED_LOAD.maxMs} ms, RSS grows ≤ ${MIXED_LOAD.growthMaxPercent} % from its first minute to its last, no view lost`,
    measured: i.soak.length
      ? i.soak
          .map(
            (s) =>
              `${s.engine} ${s.minutes} min at ${s.connections}: p99 ${s.p99} ms, max ${s.max} ms, RSS ${s.growth >= 0 ? '+' : ''}${s.growth.toFixed(1)} %` +
              (s.views ? `, views ${s.views.answered} answered / ${s.views.counted} counted` : ''),
          )
          .join('; ')
      : 'not run (--soak-minutes)',
    met: i.soak.length
      ? i.soak.every(
          (s) =>
            s.p99 <= MIXED_LOAD.p99MaxMs &&
            s.max <= MIXED_LOAD.maxMs &&
            s.growth <= MIXED_LOAD.growthMaxPercent &&
            (s.views === undefined || soakViewsAllCounted(s.views)),
        )
      : undefined,
  });
  const mobile = i.lighthouse?.pages.filter((p) => p.form === 'mobile') ?? [];
  if (mobile.length) {
    const worst = (pick: (p: (typeof mobile)[number]) => number, low: boolean) =>
      mobile.reduce((a, b) => ((low ? pick(b) < pick(a) : pick(b) > pick(a)) ? b : a));
    const perf = worst((p) => p.scores.performance ?? 0, true);
    const tbt = worst((p) => p.tbt, false);
    const main = worst((p) => p.mainThread, false);
    const bi = Math.round(i.lighthouse!.benchmarkIndex.reduce((a, b) => a + b, 0) / i.lighthouse!.benchmarkIndex.length);
    // The same pages without their scripts, in the same run (scriptless.ts): what the document alone costs on this host now.
    const refs = mobile.flatMap((p) => (p.reference ? [{ page: p, ref: p.reference }] : []));
    const span = (values: number[]) => (values.length ? `${n(Math.min(...values))}–${n(Math.max(...values))}` : '');
    const without = (text: string) => (refs.length ? `; the pages without scripts ${text}` : '');
    const refOf = (p: (typeof mobile)[number]) => (p.reference ? ` (without scripts ${n(p.reference.mainThread)} ms)` : '');
    // Each page's figure is its median over --runs; with several, the worst single run is printed beside.
    const runs = Math.max(...mobile.map((p) => p.runs.length));
    const single = (pick: (v: (typeof mobile)[number]['runs'][number]) => number, low: boolean, unit = '') => {
      if (runs < 2) return '';
      const all = mobile.flatMap((p) => p.runs.map((v) => ({ p, value: pick(v) })));
      const w = all.reduce((a, b) => ((low ? b.value < a.value : b.value > a.value) ? b : a));
      return `; medians of ${runs} runs, worst single run ${n(w.value)}${unit} (${w.p.route} ${w.p.lang})`;
    };
    goals.push({
      key: 'lighthouse performance',
      goal: `Lighthouse mobile ≥ ${LIGHTHOUSE_BUDGETS.performance} on every page (benchmarkIndex ~${bi})`,
      measured: `lowest ${perf.scores.performance} (${perf.route} ${perf.lang})${single((v) => v.scores.performance ?? 0, true)}${without(`${span(refs.map((r) => r.ref.performance ?? 0))}`)}`,
      met: mobile.every((p) => (p.scores.performance ?? 0) >= LIGHTHOUSE_BUDGETS.performance),
    });
    goals.push({
      key: 'lighthouse tbt',
      goal: `TBT ≤ ${LIGHTHOUSE_BUDGETS.tbt} ms on every page (mobile)`,
      measured: `highest ${n(tbt.tbt)} ms (${tbt.route} ${tbt.lang})${single((v) => v.tbt, false, ' ms')}${without(`${span(refs.map((r) => r.ref.tbt))} ms`)}`,
      met: mobile.every((p) => p.tbt <= LIGHTHOUSE_BUDGETS.tbt),
    });
    goals.push({
      key: 'lighthouse main thread',
      goal: `main-thread work ≤ ${LIGHTHOUSE_BUDGETS.mainThread} ms on every page (mobile)`,
      measured:
        `highest ${n(main.mainThread)} ms (${main.route} ${main.lang})${refOf(main)}${single((v) => v.mainThread, false, ' ms')}` +
        without(
          `${span(refs.map((r) => r.ref.mainThread))} ms; over the budget already: ${refs.filter((r) => r.ref.mainThread > LIGHTHOUSE_BUDGETS.mainThread).length} of ${refs.length}`,
        ),
      met: mobile.every((p) => p.mainThread <= LIGHTHOUSE_BUDGETS.mainThread),
    });
  } else goals.push({ key: 'lighthouse', goal: 'Lighthouse mobile: score, TBT and main-thread work within budget', measured: 'not measured', met: undefined });
  const rows = i.interactivity?.rows ?? [];
  for (const control of [...new Set(rows.map((r) => r.control))]) {
    const of = rows.filter((r) => r.control === control);
    const atPaint = of.filter((r) => r.atFirstPaint);
    const byInput = of.filter((r) => !r.atFirstPaint);
    const slowestOf = (list: typeof of) => list.reduce((a, b) => (b.answeredAfterFcp > a.answeredAfterFcp || Number.isNaN(b.answeredAfterFcp) ? b : a));
    const lost = of.reduce((sum, r) => sum + r.lost, 0);
    const slowest = atPaint.length ? slowestOf(atPaint) : undefined;
    const input = byInput.length ? slowestOf(byInput) : undefined;
    // One of the app's own controls: its press starts the app and waits for it (decision 0025). What
    // the goal asks of it is that no press is lost; the time it takes is printed beside.
    const app = control === APP_CONTROL;
    const pressed = (r: (typeof of)[number]) => `${n(r.answeredAfterFcp)} ms after FCP, ${n(r.answeredAfterPress)} ms after its press (${r.route})`;
    goals.push({
      key: `press ${control}`,
      goal: app
        ? `slow 4G + 4× CPU: the ${control} pressed at first paint is held and done once the app runs, no press lost`
        : `slow 4G + 4× CPU: the ${control} pressed at first paint works ≤ ${FIRST_PRESS_MAX_MS} ms after FCP, no press lost`,
      measured: [
        slowest ? `slowest ${app ? pressed(slowest) : `${n(slowest.answeredAfterFcp)} ms after FCP (${slowest.route})`}` : 'not pressed at first paint',
        input ? `pressed by input: slowest ${pressed(input)}` : '',
        `${lost} lost`,
      ]
        .filter(Boolean)
        .join('; '),
      met: slowest ? lost === 0 && (app || atPaint.every((r) => r.answeredAfterFcp <= FIRST_PRESS_MAX_MS)) : undefined,
    });
  }
  if (!rows.length)
    goals.push({ key: 'press', goal: `slow 4G + 4× CPU: a control works ≤ ${FIRST_PRESS_MAX_MS} ms after FCP`, measured: 'not measured', met: undefined });
  return goals;
}

export function printGoals(goals: readonly Goal[]): void {
  console.log(heading('GOALS (issues 36 and 33, budgets.ts) — this run, this machine'));
  console.log(
    table(
      [
        { header: '', align: 'left' },
        { header: 'goal', align: 'left' },
        { header: 'measured', align: 'left' },
      ],
      goals.map((g) => [g.met === undefined ? '–' : g.met ? PASS : FAIL, g.goal, g.measured]),
    ),
  );
  const judged = goals.filter((g) => g.met !== undefined);
  console.log(
    `\n${judged.filter((g) => g.met).length} of ${judged.length} goals met${judged.length < goals.length ? ` (${goals.length - judged.length} not measured in this run)` : ''}.`,
  );
}
