import { describe, expect, it } from 'vitest';
import { loopStayedQuiet } from '../src/lib/quiet-loop';

/** Holds the event loop for `ms` in one stretch, as a render or a burst of requests does. */
function hold(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // busy
  }
}

describe('whether the event loop stayed quiet', () => {
  it('is yes while nothing runs', async () => {
    expect(await loopStayedQuiet(100)).toBe(true);
  });

  it('is no while work keeps the loop busy, turn after turn', async () => {
    let busy = true;
    const work = () => {
      hold(15);
      if (busy) setImmediate(work);
    };
    setImmediate(work);
    try {
      expect(await loopStayedQuiet(100)).toBe(false);
    } finally {
      busy = false;
    }
  });

  it('is yes with a little work now and then', async () => {
    const timer = setInterval(() => hold(2), 40);
    try {
      expect(await loopStayedQuiet(200)).toBe(true);
    } finally {
      clearInterval(timer);
    }
  });
});
