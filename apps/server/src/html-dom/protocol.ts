/**
 * The messages between the server and its HTML thread (thread.ts, worker.ts): one request at a
 * time, answered in order. Each carries its number, which the thread writes into the shared word
 * the caller waits on once the answer is posted.
 */
import type { MessagePort } from 'node:worker_threads';
import type { HtmlSanitizers } from '@inphr/api';

/** What a piece of HTML is, and so the policy it is sanitized under. */
export type HtmlKind = keyof HtmlSanitizers;

/** What the thread is asked to do with a piece of HTML (what each means: work.ts). */
export type HtmlTask =
  | { op: 'sanitize'; kind: HtmlKind; html: string }
  | { op: 'text'; html: string }
  | { op: 'imageSources'; html: string; widths: ReadonlyMap<string, readonly number[]> }
  | { op: 'imageAlt'; html: string; key: string; alt: string };

export type HtmlRequest = HtmlTask & { seq: number };

export type HtmlAnswer = { seq: number; ok: true; value: string } | { seq: number; ok: false; message: string };

/** What the thread is started with: its end of the channel, and the word it sets when it has answered. */
export interface HtmlThreadData {
  port: MessagePort;
  /** An Int32Array over a SharedArrayBuffer: [0] is the number of the last answer posted. */
  answered: Int32Array;
}
