import * as z from 'zod';
import { hasForbiddenText } from '../text-rules';

export const STAFF_ROLES = ['admin', 'editor', 'viewer'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Shortest accepted password (and it must not be a common one, nor the e-mail address). */
export const STAFF_PASSWORD_MIN_LENGTH = 10;

const email = z.string().trim().toLowerCase().max(254).pipe(z.email('must be an e-mail address'));

/** A recovery code as typed: ten letters or digits of base32, in two groups. */
export const RECOVERY_CODE_PATTERN = /^\s*[a-zA-Z2-7]{5}[\s-]?[a-zA-Z2-7]{5}\s*$/;

export const signInRequestSchema = z
  .object({
    email: z.string().max(254),
    password: z.string().max(1024),
    totp: z
      .string()
      .regex(/^[0-9]{6}$/, 'must be the 6-digit code')
      .optional(),
    /** Instead of the code, one of the account's recovery codes (`xxxxx-xxxxx`; case, spaces and hyphens do not matter). */
    recoveryCode: z.string().regex(RECOVERY_CODE_PATTERN, 'must be a recovery code').optional(),
    /** Instead of the code, a passkey's answer to the challenge the first step gave (WebAuthn's JSON). */
    passkey: z.looseObject({ id: z.string().max(1024), type: z.literal('public-key') }).optional(),
  })
  .strict();
export type SignInRequest = z.infer<typeof signInRequestSchema>;

/** How many recovery codes an account gets at a time. */
export const RECOVERY_CODE_COUNT = 10;

export const passwordChangeSchema = z.object({ current: z.string().max(1024), next: z.string().max(1024) }).strict();

export const totpConfirmSchema = z.object({ code: z.string().regex(/^[0-9]{6}$/, 'must be the 6-digit code') }).strict();

/** A change of one's second factor (set up, move to a new device, turn off, new recovery codes) asks for the password. */
export const ownPasswordSchema = z.object({ password: z.string().min(1, 'enter your password').max(1024) }).strict();

/**
 * The password given again for an admin's power (a session older than minutes), or instead a
 * passkey's answer to the challenge of `POST /session/reauth/options`.
 */
export const reauthSchema = z
  .object({
    password: z.string().min(1, 'enter your password').max(1024).optional(),
    passkey: z.looseObject({ id: z.string().max(1024), type: z.literal('public-key') }).optional(),
  })
  .strict()
  .refine((v) => (v.password === undefined) !== (v.passkey === undefined), { message: 'give the password or a passkey', path: ['password'] });

/** What the owner calls a passkey ("work laptop"): what they see in the list of their passkeys. */
export const PASSKEY_NAME_MAX = 60;
export const passkeyNameSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, 'name it')
      .max(PASSKEY_NAME_MAX, `at most ${PASSKEY_NAME_MAX} characters`)
      .refine((v) => !hasForbiddenText(v), 'has characters that are not allowed'),
  })
  .strict();

/** A new passkey: its name and the browser's answer to the registration challenge (WebAuthn's JSON). */
export const passkeyRegisterSchema = passkeyNameSchema.extend({
  response: z.looseObject({ id: z.string().max(1024), type: z.literal('public-key') }),
});

/** One of one's passkeys, as the account page lists them. */
export interface StudioPasskey {
  id: number;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

/** A new device's key, shown once while it is set up. */
export interface StudioTotpSetup {
  secret: string;
  uri: string;
}

/** Recovery codes, shown once. */
export interface StudioRecoveryCodes {
  recoveryCodes: string[];
}

export const staffCreateSchema = z.object({ email, role: z.enum(STAFF_ROLES), password: z.string().max(1024) }).strict();
export const staffPatchSchema = z
  .object({
    role: z.enum(STAFF_ROLES).optional(),
    disabled: z.boolean().optional(),
    /** The account may do nothing but choose a new password once signed in (cleared when it does). */
    mustChangePassword: z.boolean().optional(),
  })
  .strict();

/**
 * Where the single-use links the studio mails lead, under the studio's `/studio`: the page reads
 * the token from the address's fragment (never sent to a server, nor in a Referer) and posts it.
 */
export const STUDIO_LINK_PATHS = { invitation: '/welcome', passwordReset: '/reset' } as const;

/** A link's token as the page posts it: 32 random bytes in base64url. */
const linkToken = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'must be the code of a link');

/** An admin invites someone by e-mail, with the role their account will have. */
export const staffInviteSchema = z.object({ email, role: z.enum(STAFF_ROLES) }).strict();
/** Accepting an invitation: the link's token and the new account's password (not signed in). */
export const invitationAcceptSchema = z.object({ token: linkToken, password: z.string().max(1024) }).strict();
/** Asking for a password-reset link (not signed in): the answer is the same whether the address has an account or not. */
export const passwordForgotSchema = z.object({ email }).strict();
/** A new password through a reset link: the account's sessions end; it signs in afresh (with its second factor). */
export const passwordResetSchema = z.object({ token: linkToken, password: z.string().max(1024) }).strict();

/** A single-use link made for someone (an invitation, a password reset), shown to the admin who made it. */
export interface StudioAccountLink {
  link: string;
  expiresAt: string;
  /** Whether the server e-mailed it too (it can send mail); otherwise the admin passes it on. */
  emailed: boolean;
}

/** Told once signed in: someone failed to sign in to this account since its last sign-in. */
export interface StudioSignInNote {
  failedSignIns: number;
  lastFailedAt: string;
}

export interface StudioMe {
  email: string;
  role: StaffRole;
  csrfToken: string;
  totpEnabled: boolean;
  /** Unused recovery codes (0 when two-factor sign-in is off). */
  recoveryCodesLeft: number;
  signInNote: StudioSignInNote | null;
  /** An admin asked for a new password: until it is chosen, the studio allows nothing else. */
  mustChangePassword: boolean;
  /**
   * This account must set up a second factor (an authenticator app or a passkey) before anything
   * else in the studio (STUDIO_REQUIRE_2FA: every account that reads inquirers' details, or all).
   */
  secondFactorRequired: boolean;
  /** How many passkeys the account has. */
  passkeys: number;
}

export interface StudioStaffMember {
  id: number;
  email: string;
  role: StaffRole;
  /** Has a second factor (an authenticator app or a passkey). */
  totpEnabled: boolean;
  mustChangePassword: boolean;
  disabledAt: string | null;
  createdAt: string;
}
