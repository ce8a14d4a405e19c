import type { HtmlSanitizers } from '@inphr/api';

/** What a piece of HTML is, and so the policy it is sanitized under. */
export type HtmlKind = keyof HtmlSanitizers;

/** What the HTML thread (thread.ts) is asked to do with a piece of HTML (what each means: work.ts). */
export type HtmlTask =
  | { op: 'sanitize'; kind: HtmlKind; html: string }
  | { op: 'text'; html: string }
  | { op: 'imageSources'; html: string; widths: ReadonlyMap<string, readonly number[]> }
  | { op: 'imageAlt'; html: string; key: string; alt: string };
