import { Worker } from 'node:worker_threads';
import { HTML_THREAD } from '../paths';
import type { HtmlAnswer, HtmlRequest, HtmlTask } from './protocol';

export interface HtmlThreadOptions {
  /** How long the thread is kept without a request before it ends (and its memory with it). */
  idleMs: number;
  /** How long a caller waits for an answer before it gives up and the thread is ended. */
  answerTimeoutMs: number;
}

interface Waiting {
  resolve: (value: string) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

/**
 * A worker thread that does the server's work on HTML that needs a DOM (work.ts): the studio's
 * writes, the seed. jsdom and a window cost the thread that holds them about 85 MB resident for as
 * long as it lives, and a module once loaded is never let go; a worker is. It starts on the first
 * request and ends after `idleMs` without one, so a server that only serves pages holds no DOM.
 */
export class HtmlThread {
  private worker: Worker | undefined;
  private seq = 0;
  private readonly waiting = new Map<number, Waiting>();
  private idle: NodeJS.Timeout | undefined;

  constructor(private readonly options: HtmlThreadOptions) {}

  /** Whether the thread is up (tests). */
  get started(): boolean {
    return this.worker !== undefined;
  }

  /** The task's result; rejects with the thread's error for it, or when no answer came in time. */
  run(task: HtmlTask): Promise<string> {
    const worker = this.worker ?? this.start();
    const seq = (this.seq = (this.seq % 0x7fff_ffff) + 1);
    return new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.settle(seq, new Error(`HTML thread: no answer within ${this.options.answerTimeoutMs} ms`));
        this.stop();
      }, this.options.answerTimeoutMs);
      this.waiting.set(seq, { resolve, reject, timer });
      // Kept alive while it owes an answer (a command awaiting it must not exit first).
      worker.ref();
      worker.postMessage({ ...task, seq } satisfies HtmlRequest);
    });
  }

  /** Ends the thread now (its memory is let go); the next request starts another. */
  stop(): void {
    clearTimeout(this.idle);
    this.idle = undefined;
    const worker = this.worker;
    this.worker = undefined;
    for (const seq of [...this.waiting.keys()]) this.settle(seq, new Error('HTML thread: ended before it answered'));
    void worker?.terminate();
  }

  private settle(seq: number, outcome: Error | string): void {
    const waiting = this.waiting.get(seq);
    if (!waiting) return;
    this.waiting.delete(seq);
    clearTimeout(waiting.timer);
    if (this.waiting.size === 0) this.worker?.unref();
    if (outcome instanceof Error) waiting.reject(outcome);
    else waiting.resolve(outcome);
  }

  private start(): Worker {
    const worker = new Worker(HTML_THREAD.entry, { execArgv: HTML_THREAD.execArgv });
    worker.unref();
    worker.on('message', (answer: HtmlAnswer) => {
      this.settle(answer.seq, answer.ok ? answer.value : new Error(`HTML thread: ${answer.message}`));
      if (this.idle) this.idle.refresh();
      else this.idle = setTimeout(() => this.stop(), this.options.idleMs).unref();
    });
    // A thread that ended by itself (it never should): its callers are told, the next request starts another.
    worker.once('exit', () => {
      if (this.worker === worker) this.stop();
    });
    worker.on('error', () => undefined);
    this.worker = worker;
    return worker;
  }
}
