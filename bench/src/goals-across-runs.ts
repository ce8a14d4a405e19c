/**
 * `pnpm bench:goals run-1.json run-2.json run-3.json`: the goals of several saved runs of
 * `pnpm bench:web` (`--out`), judged together (across-runs.ts). Reads files only: it runs nothing.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { type SavedRun, goalsOfSavedRun, judgeAcrossRuns, printAcrossRuns } from './across-runs';

const files = process.argv.slice(2).filter((arg) => arg !== '--');
if (files.length === 0) {
  console.error('usage: pnpm bench:goals <results.json> [<results.json> …] (the files pnpm bench:web --out wrote)');
  process.exit(2);
}
// pnpm runs this in bench/: paths given from where the command was typed.
const from = process.env.INIT_CWD ?? process.cwd();
const runs = files.map((file) => JSON.parse(readFileSync(resolve(from, file), 'utf8')) as SavedRun);
printAcrossRuns(
  judgeAcrossRuns(runs.map(goalsOfSavedRun)),
  files.map((file, i) => `${file}${runs[i]?.startedAt ? ` (started ${runs[i].startedAt})` : ''}`),
);
