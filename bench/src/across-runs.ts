import type { ApiSection } from './api';
import type { DeployedSection } from './deployed';
import { FAIL, PASS, heading, table } from './format';
import { evaluateGoals, type Goal, type GoalInputs } from './goals';
import type { InteractivitySection } from './interactivity';
import type { LighthouseSection, PageResult } from './lighthouse';
import type { RssSeries } from './memory';
import type { SoakResult } from './soak';
import type { ThroughputSection } from './throughput';

/** What `pnpm bench:web` writes (`--out`, web-bench.ts): the parts its goals are judged from. */
export interface SavedRun {
  startedAt?: string;
  environment?: { lighthouse?: string; chromium?: string; benchmarkIndex?: number[] };
  throughput?: ThroughputSection;
  api?: ApiSection;
  deployed?: DeployedSection;
  memory?: RssSeries[];
  soak?: SoakResult[];
  lighthouse?: PageResult[];
  interactivity?: InteractivitySection;
}

/** A saved run's goals, judged again by this code's budgets (budgets.ts), so that runs saved before a change are judged alike. */
export function goalsOfSavedRun(run: SavedRun): Goal[] {
  const env = run.environment ?? {};
  const lighthouse: LighthouseSection | undefined = run.lighthouse?.length
    ? { lighthouseVersion: env.lighthouse ?? '', chromium: env.chromium ?? '', benchmarkIndex: env.benchmarkIndex ?? [], pages: run.lighthouse }
    : undefined;
  const inputs: GoalInputs = {
    throughput: run.throughput,
    api: run.api,
    deployed: run.deployed,
    memory: run.memory ?? [],
    soak: run.soak ?? [],
    lighthouse,
    interactivity: run.interactivity,
  };
  return evaluateGoals(inputs);
}

/** One goal over several runs: each run's verdict and figures, and the verdict of them all. */
export interface GoalAcrossRuns {
  key: string;
  goal: string;
  /** Per run, in the order given: met, missed, or undefined where that run did not measure it. */
  verdicts: (boolean | undefined)[];
  measured: (string | undefined)[];
  /**
   * Met in more than half of the runs that measured it (of three runs: the median run's verdict);
   * undefined when no run measured it.
   */
  met: boolean | undefined;
}

/**
 * The goals of several runs of the same bench on the same host, judged together: a load's p99 on
 * two shared cores moves from run to run by as much as the margins of its goal, so one run's
 * verdict says little; the verdict of most runs is the one to report (as Lighthouse's scores are
 * judged on the median of three runs). Goals are matched by their key, in the order they first
 * appear.
 */
export function judgeAcrossRuns(runs: readonly (readonly Goal[])[]): GoalAcrossRuns[] {
  const keys: string[] = [];
  const texts = new Map<string, string>();
  for (const goals of runs)
    for (const g of goals) {
      if (!texts.has(g.key)) keys.push(g.key);
      // The text of a run that measured it (a goal not measured is worded as such).
      if (!texts.has(g.key) || g.met !== undefined) texts.set(g.key, g.goal);
    }
  return keys.map((key) => {
    const found = runs.map((goals) => goals.find((g) => g.key === key));
    const verdicts = found.map((g) => g?.met);
    const judged = verdicts.filter((v): v is boolean => v !== undefined);
    return {
      key,
      goal: texts.get(key)!,
      verdicts,
      measured: found.map((g) => (g?.met === undefined ? undefined : g.measured)),
      met: judged.length ? judged.filter(Boolean).length * 2 > judged.length : undefined,
    };
  });
}

const mark = (met: boolean | undefined) => (met === undefined ? '–' : met ? PASS : FAIL);

export function printAcrossRuns(goals: readonly GoalAcrossRuns[], names: readonly string[]): void {
  console.log(heading(`GOALS ACROSS ${names.length} RUNS — met when met in more than half of the runs that measured it`));
  console.log(
    table(
      [{ header: '', align: 'left' }, { header: 'goal', align: 'left' }, ...names.map((_, i) => ({ header: `run ${i + 1}` }))],
      goals.map((g) => [mark(g.met), g.goal, ...g.verdicts.map(mark)]),
    ),
  );
  names.forEach((name, i) => console.log(`run ${i + 1}: ${name}`));
  for (const g of goals.filter((goal) => goal.met !== undefined)) {
    console.log(`\n${mark(g.met)} ${g.goal}`);
    g.measured.forEach((text, i) => text !== undefined && console.log(`  run ${i + 1} ${mark(g.verdicts[i])} ${text}`));
  }
  const judged = goals.filter((g) => g.met !== undefined);
  console.log(`\n${judged.filter((g) => g.met).length} of ${judged.length} goals met across ${names.length} runs.`);
}
