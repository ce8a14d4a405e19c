import { MessageChannel, type MessagePort, Worker, receiveMessageOnPort } from 'node:worker_threads';
import { HTML_THREAD } from '../paths';
import type { HtmlAnswer, HtmlRequest, HtmlTask, HtmlThreadData } from './protocol';

export interface HtmlThreadOptions {
  /** How long the thread is kept without a request before it ends (and its memory with it). */
  idleMs: number;
  /** How long a caller waits for an answer before it gives up and the thread is ended. */
  answerTimeoutMs: number;
}

interface Running {
  worker: Worker;
  port: MessagePort;
  answered: Int32Array;
}

/**
 * A worker thread that does the server's work on HTML that needs a DOM (work.ts), asked and
 * answered synchronously: the caller (a page's render, a studio route) blocks until the answer
 * comes, as it did when the DOM was in this thread. jsdom and a window cost the thread that holds
 * them about 85 MB resident for as long as it lives, and a module once loaded is never let go;
 * a worker is. It starts on the first request (the first one waits for jsdom to load) and ends
 * after `idleMs` without one, so a server that answers from kept pages holds no DOM at all.
 */
export class HtmlThread {
  private running: Running | undefined;
  private seq = 0;
  private idle: NodeJS.Timeout | undefined;

  constructor(private readonly options: HtmlThreadOptions) {}

  /** Whether the thread is up (tests). */
  get started(): boolean {
    return this.running !== undefined;
  }

  /** The task's result; throws the thread's error for it, or when no answer came in time. */
  run(task: HtmlTask): string {
    const running = this.running ?? this.start();
    this.seq = (this.seq % 0x7fff_ffff) + 1;
    const seq = this.seq;
    running.port.postMessage({ ...task, seq } satisfies HtmlRequest);
    const deadline = performance.now() + this.options.answerTimeoutMs;
    for (;;) {
      // Read before the queue: an answer posted after this read changes the word, and the wait
      // below returns at once.
      const last = Atomics.load(running.answered, 0);
      for (let message = receiveMessageOnPort(running.port); message; message = receiveMessageOnPort(running.port)) {
        const answer = message.message as HtmlAnswer;
        // Only this caller's answer can be queued (a caller that gives up ends the thread and its port).
        if (answer.seq !== seq) continue;
        this.keepFor(this.options.idleMs);
        if (!answer.ok) throw new Error(`HTML thread: ${answer.message}`);
        return answer.value;
      }
      const left = deadline - performance.now();
      if (left <= 0) {
        this.stop();
        throw new Error(`HTML thread: no answer within ${this.options.answerTimeoutMs} ms`);
      }
      Atomics.wait(running.answered, 0, last, left);
    }
  }

  /** Ends the thread now (its memory is let go); the next request starts another. */
  stop(): void {
    clearTimeout(this.idle);
    this.idle = undefined;
    const running = this.running;
    this.running = undefined;
    if (!running) return;
    running.port.close();
    void running.worker.terminate();
  }

  private keepFor(ms: number): void {
    if (this.idle) this.idle.refresh();
    else this.idle = setTimeout(() => this.stop(), ms).unref();
  }

  private start(): Running {
    const { port1, port2 } = new MessageChannel();
    const answered = new Int32Array(new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT));
    const workerData: HtmlThreadData = { port: port2, answered };
    const worker = new Worker(HTML_THREAD.entry, { workerData, transferList: [port2], execArgv: HTML_THREAD.execArgv });
    // Neither keeps the process alive: a server that closes does not wait for its thread.
    worker.unref();
    port1.unref();
    const running: Running = { worker, port: port1, answered };
    // A thread that ended by itself (it never should) is started again by the next request.
    worker.once('exit', () => {
      if (this.running === running) this.stop();
    });
    // Its caller learns of a failure by its timeout; the exit above lets the next request start another.
    worker.on('error', () => undefined);
    this.running = running;
    return running;
  }
}
