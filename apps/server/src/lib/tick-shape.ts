import { executionAsyncResource } from 'node:async_hooks';

let kept: object | undefined;
let keeping: Promise<object> | undefined;

/**
 * Keeps one of `process.nextTick`'s tick objects alive for the life of the process, so that V8
 * never collects the shape (map) that every tick object gets. Node calls `nextTick` several times
 * an answer, and its optimized code builds each tick object inline only while each of the
 * object's keys has been defined on one shape. V8 drops a shape that no live object has had
 * through a few full collections; a server that sits idle between requests, or renders pages for
 * a while with no tick pending (the start's warm-up), then makes its next tick objects with a
 * new shape. From then on `nextTick` defines every key of every tick object through the
 * runtime, a fixed cost of each answer for the rest of the process's life. A held object keeps
 * its shape, and the shapes before it, alive.
 *
 * The object is the resource of a tick of our own (`executionAsyncResource()` inside the
 * callback, Node's public API); it holds a no-op function and nothing else. Idempotent: the
 * first call's object is kept and returned. Why and what it did:
 * docs/decisions/0039-tick-objects-keep-their-shape.md.
 */
export function keepTickShape(): Promise<object> {
  keeping ??= new Promise((resolve) => {
    process.nextTick(() => {
      kept = executionAsyncResource();
      resolve(kept);
    });
  });
  return keeping;
}

/** The tick object kept by keepTickShape(), once its tick has run. */
export function keptTickObject(): object | undefined {
  return kept;
}
