import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

const moduleUrl = new URL('../src/lib/tick-shape.ts', import.meta.url).href;

/**
 * Runs, in a node of its own (the one running these tests), ticks until `nextTick` is optimized,
 * then full collections with no tick pending, then ticks again, and returns the states V8 gives
 * the sites of `nextTick` that define the tick object's keys (`%DebugPrint` of the function, with
 * V8's natives syntax allowed in that process only).
 */
function tickSitesAfterIdleCollections(keep: boolean): string[] {
  const script = `
    import { keepTickShape, keptTickObject } from ${JSON.stringify(moduleUrl)};
    if (process.env.KEEP === '1') {
      const kept = await keepTickShape();
      if (kept !== keptTickObject() || kept !== (await keepTickShape())) throw new Error('not the same object kept');
    }
    const ticks = (n) => new Promise((resolve) => { let i = 0; const next = () => (++i < n ? process.nextTick(next) : resolve()); next(); });
    await ticks(100000);
    await new Promise((resolve) => setTimeout(resolve, 20));
    for (let i = 0; i < 5; i++) gc();
    await ticks(100000);
    %DebugPrint(process.nextTick);
  `;
  const out = execFileSync(process.execPath, ['--allow-natives-syntax', '--expose-gc', '--input-type=module', '-e', script], {
    env: { ...process.env, KEEP: keep ? '1' : '0', NODE_OPTIONS: '' },
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  });
  return [...out.matchAll(/DefineKeyedOwnPropertyInLiteral (\w+)/g)].map((m) => m[1]!);
}

describe("the tick object's shape (lib/tick-shape.ts)", () => {
  it('is lost after full collections with no tick pending: later tick objects are built through the runtime', () => {
    // What keepTickShape exists for. If a later V8 keeps the shape by itself, this fails: the
    // kept object, and decision 0039, can then go.
    const states = tickSitesAfterIdleCollections(false);
    expect(states.length).toBeGreaterThanOrEqual(2);
    expect(states).toContain('MEGAMORPHIC');
  });

  it('is kept while one tick object is held: every key is still defined on one shape', () => {
    const states = tickSitesAfterIdleCollections(true);
    expect(states.length).toBeGreaterThanOrEqual(2);
    expect(new Set(states)).toEqual(new Set(['MONOMORPHIC']));
  });
});
