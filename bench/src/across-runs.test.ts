import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { goalsOfSavedRun, judgeAcrossRuns } from './across-runs';
import type { Goal } from './goals';
import { RSS_MAX_MB } from './budgets';
import { REST_MARK } from './memory';

const goal = (key: string, met: boolean | undefined, measured = `${key} figures`): Goal => ({ key, goal: `${key} goal`, measured, met });

describe('judgeAcrossRuns', () => {
  it('meets a goal met in more than half of the runs that measured it', () => {
    const judged = judgeAcrossRuns([
      [goal('a', true), goal('b', false), goal('c', true)],
      [goal('a', false), goal('b', false), goal('c', true)],
      [goal('a', true), goal('b', true), goal('c', false)],
    ]);
    assert.deepEqual(
      judged.map((g) => [g.key, g.met]),
      [
        ['a', true],
        ['b', false],
        ['c', true],
      ],
    );
    assert.deepEqual(judged[0]!.verdicts, [true, false, true]);
  });

  it('misses a goal met in half of the runs only, and leaves out the runs that did not measure it', () => {
    const [half] = judgeAcrossRuns([[goal('a', true)], [goal('a', false)]]);
    assert.equal(half!.met, false, 'one of two is not more than half');
    const [some] = judgeAcrossRuns([[goal('a', undefined)], [goal('a', true)], [goal('a', true)], [goal('a', false)]]);
    assert.equal(some!.met, true, 'two of the three runs that measured it');
    assert.deepEqual(some!.measured, [undefined, 'a figures', 'a figures', 'a figures']);
    const [none] = judgeAcrossRuns([[goal('a', undefined)], [goal('a', undefined)]]);
    assert.equal(none!.met, undefined, 'measured by no run');
  });

  it('matches goals by key, not by a text that carries a run’s figures, in the order first seen', () => {
    const first: Goal = { key: 'lighthouse performance', goal: 'Lighthouse mobile ≥ 95 (benchmarkIndex ~1800)', measured: '', met: true };
    const second: Goal = { ...first, goal: 'Lighthouse mobile ≥ 95 (benchmarkIndex ~1500)', met: true };
    const judged = judgeAcrossRuns([[first], [goal('only later', false), second]]);
    assert.deepEqual(
      judged.map((g) => [g.key, g.verdicts]),
      [
        ['lighthouse performance', [true, true]],
        ['only later', [undefined, false]],
      ],
    );
  });
});

describe('goalsOfSavedRun', () => {
  it('judges a saved run again from its sections, by the budgets of this code', () => {
    const atRest = (mb: number) => ({ memory: [{ name: 'PGlite server', samples: [], peak: mb, marks: [{ label: REST_MARK, mb }] }] });
    assert.equal(goalsOfSavedRun(atRest(RSS_MAX_MB.PGlite)).find((g) => g.key === 'rss PGlite')?.met, true);
    assert.equal(goalsOfSavedRun(atRest(RSS_MAX_MB.PGlite + 1)).find((g) => g.key === 'rss PGlite')?.met, false);
    // A section the run did not have is not measured, not missed.
    assert.equal(goalsOfSavedRun({}).find((g) => g.key === 'pages')?.met, undefined);
    assert.equal(goalsOfSavedRun({}).find((g) => g.key === 'soak')?.met, undefined);
  });
});
