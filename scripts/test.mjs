#!/usr/bin/env node
// `pnpm test`: every test, in stages, each timed; then the stages' wall times, the 20 slowest tests
// of every runner (Vitest's and Playwright's JSON reports in test-results/timings/) and every test
// that needed a retry, with its first failure. A failed stage stops the run (its exit code is the run's).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const timings = join(root, 'test-results/timings');

/** What `pnpm test` runs, in order: build once (turbo), then everything that tests the build. */
const STAGES = [
  {
    name: 'lint, types, unit and API tests, Storybook build',
    command: ['turbo', 'run', 'lint', 'typecheck', 'test', 'build-storybook', 'format:check', '--concurrency=2'],
  },
  { name: 'turbo cache check', command: ['node', 'scripts/check-turbo-typecheck.mjs'] },
  { name: 'sister site', command: ['node', 'scripts/check-sister-site.mjs'] },
  { name: 'browser: end-to-end, deployment, visual', command: ['turbo', 'run', 'e2e', 'visual', '--concurrency=1'] },
];

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

function runStages() {
  rmSync(timings, { recursive: true, force: true });
  const done = [];
  for (const stage of STAGES) {
    console.log(`\n=== ${stage.name}: ${stage.command.join(' ')}`);
    const started = Date.now();
    const result = spawnSync('npx', stage.command, { cwd: root, stdio: 'inherit' });
    done.push({ name: stage.name, ms: Date.now() - started, status: result.status ?? 1 });
    if (result.status !== 0) break;
  }
  return done;
}

/** Every test of a Vitest JSON report: its runner, name and time. */
function vitestTests(file, report) {
  const runner = file.replace(/\.vitest\.json$/, '');
  return (report.testResults ?? []).flatMap((suite) =>
    (suite.assertionResults ?? []).map((test) => ({
      runner: `vitest ${runner}`,
      name: `${relative(root, suite.name)} › ${test.fullName}`,
      ms: test.duration ?? 0,
      attempts: [],
    })),
  );
}

/** Every test of a Playwright JSON report, with each attempt's status and first error line. */
function playwrightTests(file, report) {
  const runner = file.replace(/\.playwright\.json$/, '');
  const out = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const results = test.results ?? [];
        out.push({
          runner: `playwright ${runner}`,
          name: `${spec.file}:${spec.line} › ${[...titles, spec.title].join(' › ')}`,
          ms: results.reduce((sum, r) => sum + (r.duration ?? 0), 0),
          attempts: results.map((r) => ({ status: r.status, error: (r.error?.message ?? '').split('\n').slice(0, 6).join('\n') })),
        });
      }
    }
    for (const child of suite.suites ?? []) walk(child, suite.title && !suite.title.endsWith('.ts') ? [...titles, suite.title] : titles);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  return out;
}

function readTests() {
  if (!existsSync(timings)) return [];
  return readdirSync(timings).flatMap((file) => {
    const report = JSON.parse(readFileSync(join(timings, file), 'utf8'));
    return file.endsWith('.vitest.json') ? vitestTests(file, report) : file.endsWith('.playwright.json') ? playwrightTests(file, report) : [];
  });
}

const stages = runStages();
const tests = readTests();
console.log('\n=== Stages (wall time)');
for (const stage of stages) console.log(`${seconds(stage.ms).padStart(9)}  ${stage.status === 0 ? 'ok    ' : 'FAILED'}  ${stage.name}`);
console.log(`${seconds(stages.reduce((sum, s) => sum + s.ms, 0)).padStart(9)}  total`);
const byRunner = new Map();
for (const test of tests) byRunner.set(test.runner, (byRunner.get(test.runner) ?? 0) + 1);
console.log(`\n=== Tests per runner: ${[...byRunner].map(([runner, n]) => `${runner} ${n}`).join(', ')}`);
console.log('\n=== The 20 slowest tests');
for (const test of [...tests].sort((a, b) => b.ms - a.ms).slice(0, 20)) console.log(`${seconds(test.ms).padStart(9)}  ${test.runner}  ${test.name}`);
const retried = tests.filter((test) => test.attempts.length > 1);
console.log(`\n=== Tests that needed a retry: ${retried.length}`);
for (const test of retried)
  console.log(
    `- ${test.runner}  ${test.name} (${test.attempts.map((a) => a.status).join(', ')})\n  first failure: ${test.attempts[0].error.replace(/\n/g, '\n  ')}`,
  );
process.exit(stages.at(-1)?.status ?? 1);
