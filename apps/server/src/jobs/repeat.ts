/** Runs `tick` `firstAfterMs` after start, then every `everyMs`, without keeping the process alive; `stop` ends it. */
export function repeat(tick: () => void, o: { firstAfterMs: number; everyMs: number }): { stop(): void } {
  const first = setTimeout(tick, o.firstAfterMs);
  const timer = setInterval(tick, o.everyMs);
  first.unref();
  timer.unref();
  return {
    stop() {
      clearTimeout(first);
      clearInterval(timer);
    },
  };
}
