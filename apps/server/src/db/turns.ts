/**
 * PGlite runs inside this process, and its lock hands over to the next waiter in a microtask: a
 * queue of writes ran back to back in one turn of the event loop. Under 200 connections of
 * inquiries the loop was held 100–300 ms at a time, new connections waited in the kernel's accept
 * queue for seconds (p99 about 2 s, and 55–71 timeouts of 10 s in the bench's 10 s load) while each
 * request, once read, was answered in 15 ms or less.
 *
 * Calls through `oneCallPerTurn` run one at a time, in the order asked, each in an event-loop turn
 * of its own (after a setImmediate): between two of them the server accepts connections, reads
 * requests and writes answers. The same bare server (2 ms of work per request, 200 connections):
 * p99 2.6 s → 0.7 s, the longest 6.0 → 0.8 s, at the same rate.
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
