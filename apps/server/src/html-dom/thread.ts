import { Piscina } from 'piscina';
import { HTML_THREAD } from '../paths';
import type { HtmlTask } from './protocol';

export interface HtmlThreadOptions {
  /** How long the thread is kept without a task before it ends (and its memory with it). */
  idleMs: number;
  /** How long a caller waits for an answer before it gives up and the thread is ended. */
  answerTimeoutMs: number;
}

/**
 * One worker thread (piscina) that does the server's work on HTML that needs a DOM (work.ts): the
 * studio's writes, the seed. jsdom and a window cost the thread that holds them about 85 MB for as
 * long as it lives, and a module once loaded is never let go; a worker is. It starts on the first
 * task and ends after `idleMs` without one, so a server that only serves pages holds no DOM.
 */
export class HtmlThread {
  private readonly pool: Piscina;

  constructor(private readonly options: HtmlThreadOptions) {
    this.pool = new Piscina({ filename: HTML_THREAD.entry, execArgv: HTML_THREAD.execArgv, minThreads: 0, maxThreads: 1, idleTimeout: options.idleMs });
  }

  /** Whether the thread is up (tests). */
  get started(): boolean {
    return this.pool.threads.length > 0;
  }

  /** The task's result; rejects with the thread's error for it, or when no answer came in time (the thread is then ended). */
  async run(task: HtmlTask): Promise<string> {
    try {
      return (await this.pool.run(task, { signal: AbortSignal.timeout(this.options.answerTimeoutMs) })) as string;
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'AbortError';
      throw new Error(timedOut ? `HTML thread: no answer within ${this.options.answerTimeoutMs} ms` : `HTML thread: ${(error as Error).message}`);
    }
  }

  /** Ends the thread for good (tests). */
  stop(): Promise<void> {
    return this.pool.destroy();
  }
}
