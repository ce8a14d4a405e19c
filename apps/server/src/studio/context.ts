import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type * as z from 'zod';
import { STAFF_TEXT_REFUSED, hasForbiddenText, type StudioTexts } from '@inphr/api';
import { LANGUAGES } from '@inphr/content';
import type { ServerConfig } from '../config';
import type { Db } from '../db/database';
import type { PreviewRenderer } from '../site/site';
import { sendError } from '../lib/errors';
import type { Actor } from './audit';
import type { SessionPolicy } from './sessions';
import type { TotpSecrets } from './second-factor';

/** What the studio's API is made with (server.ts gives it). */
export interface StudioOptions {
  db: Db;
  config: ServerConfig;
  /** The site's renderer of a page with unpublished content (absent when the web app is not built). */
  preview?: () => PreviewRenderer | undefined;
  /** A news change every instance must show (the page caches). */
  newsChanged: () => void;
  /** A scheduled article became due on this instance. */
  newsDue: () => void;
  /** An FAQ change every instance must show. */
  faqChanged: () => void;
  /** A message to staff was queued (absent without SMTP_URL: nothing is sent, so nothing is queued). */
  mailQueued?: () => void;
  now?: () => Date;
}

/**
 * A route's guard: signed in, in one of the roles it names (401 / 403 otherwise). Routes run it as
 * their `onRequest` hook, after the studio's own (the session, Origin and CSRF): a request that may
 * not do what it asks is answered before its body is read (an upload without a session reads no
 * more than its headers).
 */
export type Guard = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/** What every area of the studio's API (routes/*.ts) registers its routes with. */
export interface StudioContext {
  app: FastifyInstance;
  db: Db;
  config: ServerConfig;
  options: StudioOptions;
  now: () => Date;
  policy: SessionPolicy;
  /** The session cookie's name and attributes. */
  cookie: { name: string; options: { httpOnly: true; sameSite: 'strict'; secure: boolean; path: '/' } };
  /** Seals and opens second factors' keys. */
  totp: TotpSecrets;
  anyone: Guard;
  editors: Guard;
  admins: Guard;
  /** A news change: every instance's pages, and this instance's publishing timer. */
  newsChanged: () => void;
}

function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.code === 'unrecognized_keys' ? issue.keys.join(', ') : issue.path.join('.') || 'body';
    out[key] ??= issue.code === 'unrecognized_keys' ? 'unknown field' : issue.message;
  }
  return out;
}

/** The request's body through its schema, or undefined once a 400 naming the fields is sent. */
export function parse<T extends z.ZodType>(schema: T, request: FastifyRequest, reply: FastifyReply): z.infer<T> | undefined {
  const result = schema.safeParse(request.body);
  if (result.success) return result.data;
  void sendError(request, reply, 400, 'Some fields need your attention.', fieldErrors(result.error));
  return undefined;
}

/**
 * The text rule on rich text as sanitized: a 400 naming each language's `contents`, as the rule on
 * the HTML as sent does, once one breaks it; true when sent. The rule on the HTML as sent misses a
 * character written as a reference (`&#x202E;`); the sanitizer's output holds it as the character
 * itself, in text and attribute values alike, and that is what the page and its description show.
 */
export function refuseForbiddenHtml(texts: StudioTexts, request: FastifyRequest, reply: FastifyReply): boolean {
  const errors: Record<string, string> = {};
  for (const lang of LANGUAGES) {
    const html = texts[lang]?.contents;
    if (html !== undefined && hasForbiddenText(html)) errors[`translations.${lang}.contents`] = STAFF_TEXT_REFUSED;
  }
  if (Object.keys(errors).length === 0) return false;
  void sendError(request, reply, 400, 'Some fields need your attention.', errors);
  return true;
}

/** The `:id` of the address as a row id, or undefined (not a positive 32-bit whole number). */
export function idParam(request: FastifyRequest): number | undefined {
  const raw = (request.params as { id?: string }).id ?? '';
  return /^[1-9][0-9]{0,9}$/.test(raw) && Number(raw) <= 2_147_483_647 ? Number(raw) : undefined;
}

export function pageParam(request: FastifyRequest): number {
  const raw = (request.query as { page?: string }).page ?? '1';
  return /^[1-9][0-9]{0,5}$/.test(raw) ? Number(raw) : 1;
}

export function searchParam(request: FastifyRequest): string | undefined {
  const q = ((request.query as { q?: string }).q ?? '').trim();
  return q && !hasForbiddenText(q) ? q.slice(0, 200) : undefined;
}

/** Who is acting, for the audit log (a guarded route: signed in). */
export function actorOf(request: FastifyRequest): Actor {
  return { id: request.studio!.staff.id, email: request.studio!.staff.email };
}
