/**
 * PGlite runs inside this process, and its lock hands over to the next waiter in a microtask: a
 * queue of writes ran back to back in one turn of the event loop, which held the loop while new
 * connections waited in the kernel's accept queue, although each request, once read, was answered
 * quickly.
 *
 * Calls through `oneCallPerTurn` run one at a time, in the order asked, each in an event-loop turn
 * of its own (after a setImmediate): between two of them the server accepts connections, reads
 * requests and writes answers. The figures: docs/measurements/server-process-and-turns.md.
 */
export function oneCallPerTurn(): <T>(call: () => Promise<T>) => Promise<T> {
  let last: Promise<unknown> = Promise.resolve();
  return <T>(call: () => Promise<T>): Promise<T> => {
    const run = last.then(() => new Promise<void>((resolve) => setImmediate(resolve))).then(call);
    // The next call waits for this one to settle, fulfilled or not.
    last = run.catch(() => undefined);
    return run;
  };
}

/**
 * Makes the named methods of a client take turns (above), one after another across all of them
 * and whatever else is given the same `turn`.
 */
export function takeTurns<C extends object>(client: C, methods: readonly (keyof C & string)[], turn = oneCallPerTurn()): C {
  for (const name of methods) {
    const original = client[name] as (...args: unknown[]) => Promise<unknown>;
    Object.defineProperty(client, name, { configurable: true, writable: true, value: (...args: unknown[]) => turn(() => original.apply(client, args)) });
  }
  return client;
}
