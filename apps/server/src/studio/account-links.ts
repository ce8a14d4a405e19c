import { createHash, randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { STUDIO_LINK_PATHS, type StaffRole, type StudioAccountLink } from '@inphr/api';
import { LANGUAGES } from '@inphr/content';
import type { Db } from '../db/database';
import { queueMail } from '../db/mail-repo';
import { insertStaffToken, revokeLinksOf, sweepStaffTokens, type StaffTokenPurpose, type StaffTokenRow } from '../db/staff-token-repo';
import { sendError } from '../lib/errors';
import { audit, type Actor } from './audit';
import type { StudioContext } from './context';

const require = createRequire(import.meta.url);

/** How long an invitation works: long enough for a weekend. */
export const INVITATION_LINK_MS = 72 * 60 * 60_000;
/** A reset link an admin made (mailed, or passed on by hand): a working day and a night. */
export const ADMIN_RESET_LINK_MS = 24 * 60 * 60_000;
/** A reset link asked for with "forgot your password": mailed at once, so short-lived. */
export const FORGOT_RESET_LINK_MS = 60 * 60_000;
/** Spent and expired links are kept this long to say why they are refused, then swept. */
const KEEP_REFUSED_MS = 30 * 24 * 60 * 60_000;

/** What is stored of a link's token: its SHA-256 (256 random bits leave nothing for a slow hash to protect). */
export function linkHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A new link's token (32 random bytes, base64url) and its hash. */
export function newLinkToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: linkHash(token) };
}

type MailName = 'invitation' | 'passwordReset' | 'adminPasswordReset';
interface MailTexts {
  subject: string;
  body: string;
}
interface StudioTexts {
  roles: Record<StaffRole, string>;
  mail: Record<MailName, MailTexts>;
}

/** A message in every language of the studio (an account, or an invited address, has no language of its own). */
function mailOf(name: MailName, values: { link: string; expires: string; role?: StaffRole }): MailTexts {
  const texts = LANGUAGES.map((lang) => require(`@inphr/i18n/locales/${lang}/studio.json`) as StudioTexts);
  const fill = (text: string, all: StudioTexts) =>
    text
      .replaceAll('{{link}}', values.link)
      .replaceAll('{{expires}}', values.expires)
      .replaceAll('{{role}}', values.role ? all.roles[values.role] : '');
  return {
    subject: texts.map((all) => all.mail[name].subject).join(' / '),
    body: texts.map((all) => fill(all.mail[name].body, all)).join('\n\n----\n\n'),
  };
}

/** `2026-11-28 10:00 UTC`: a time every reader of a mail in three languages reads alike. */
function utcTime(at: Date): string {
  return `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

export interface LinkRequest {
  purpose: StaffTokenPurpose;
  /** The account a reset link is for. */
  staffId?: number;
  /** Whom the mail goes to (the invited address, or the account's). */
  email: string;
  /** The invited account's role. */
  role?: StaffRole;
  createdBy?: number;
  lifetimeMs: number;
  mail: MailName;
}

/**
 * Stores a new link (its hash) and, when the server can send mail, queues it to `email` in the
 * same transaction; the caller kicks the outbox (`options.mailQueued`) after the commit. The token
 * itself is only in the answer and the mail: never in the database, a log or the audit log.
 */
export async function storeLink(
  { config, options, now }: Pick<StudioContext, 'config' | 'options' | 'now'>,
  tx: Pick<Db, 'insert' | 'delete'>,
  request: LinkRequest,
): Promise<StudioAccountLink> {
  const { token, hash } = newLinkToken();
  const createdAt = now();
  const expiresAt = new Date(createdAt.getTime() + request.lifetimeMs);
  const path = request.purpose === 'invite' ? STUDIO_LINK_PATHS.invitation : STUDIO_LINK_PATHS.passwordReset;
  const link = `${config.PUBLIC_ORIGIN}/studio${path}#${token}`;
  await sweepStaffTokens(tx, new Date(createdAt.getTime() - KEEP_REFUSED_MS));
  await insertStaffToken(tx, {
    tokenHash: hash,
    purpose: request.purpose,
    ...(request.staffId === undefined ? {} : { staffId: request.staffId }),
    ...(request.purpose === 'invite' ? { email: request.email, role: request.role! } : {}),
    ...(request.createdBy === undefined ? {} : { createdBy: request.createdBy }),
    createdAt,
    expiresAt,
  });
  const emailed = Boolean(options.mailQueued);
  if (emailed) {
    await queueMail(tx, { to: request.email, ...mailOf(request.mail, { link, expires: utcTime(expiresAt), ...(request.role ? { role: request.role } : {}) }) });
  }
  return { link, expiresAt: expiresAt.toISOString(), emailed };
}

/** What changed an account, so that its open links were withdrawn (the audit row says which). */
export type CredentialChange = 'password' | 'password_reset' | 'role' | 'disabled' | 'enabled' | 'second_factor';

/**
 * A credential of the account changed (its password, role, standing or second factor): every open
 * reset link of the account and invitation to its address is withdrawn, in the caller's transaction,
 * as it would restore or grant what has just changed. Audited when there was one.
 */
export async function withdrawLinks(
  tx: Pick<Db, 'update' | 'insert'>,
  actor: Actor | undefined,
  account: { id: number; email: string },
  change: CredentialChange,
  now: Date,
): Promise<void> {
  const withdrawn = await revokeLinksOf(tx, account, now);
  if (withdrawn) await audit(tx, actor, 'staff.links_withdrawn', 'staff', account.id, { after: { change, links: withdrawn } });
}

/**
 * A link that cannot be used, answered with why (the token is the proof of having the link, so
 * saying "used" or "expired" tells its holder nothing they should not know). False when it can.
 */
export async function refuseLink(request: FastifyRequest, reply: FastifyReply, link: StaffTokenRow | undefined, now: Date): Promise<boolean> {
  if (!link) {
    await sendError(request, reply, 400, 'This link is not valid. Ask for a new one.', { token: 'invalid' });
    return true;
  }
  if (link.revokedAt) {
    await sendError(request, reply, 410, 'This link was withdrawn: the account changed after it was made. Ask for a new one.', { token: 'revoked' });
    return true;
  }
  if (link.usedAt) {
    await sendError(request, reply, 410, 'This link has been used already. Ask for a new one.', { token: 'used' });
    return true;
  }
  if (link.expiresAt.getTime() <= now.getTime()) {
    await sendError(request, reply, 410, 'This link has expired. Ask for a new one.', { token: 'expired' });
    return true;
  }
  return false;
}

/** A link that could be used a moment ago but could not be spent: another request spent it first (or it expired meanwhile). */
export async function refuseSpentLink(request: FastifyRequest, reply: FastifyReply, link: StaffTokenRow | undefined, now: Date): Promise<FastifyReply> {
  if (!(await refuseLink(request, reply, link, now)))
    await sendError(request, reply, 410, 'This link has been used already. Ask for a new one.', { token: 'used' });
  return reply;
}
