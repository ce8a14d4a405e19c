import { createRequire } from 'node:module';
import { hash, verify } from '@node-rs/argon2';
import { STAFF_PASSWORD_MIN_LENGTH } from '@inphr/api';
import type * as ZxcvbnCommon from '@zxcvbn-ts/language-common';

const require = createRequire(import.meta.url);

/** argon2id (the library's default algorithm) with OWASP's minimum memory and time costs. */
const ARGON2 = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/**
 * About 49,000 passwords people choose most (zxcvbn's list), lower-cased; read when a password is
 * first checked (about 8 MB a server that never sets a password does not need).
 */
let common: Set<string> | undefined;
function commonPasswords(): Set<string> {
  if (!common) {
    const { dictionary } = require('@zxcvbn-ts/language-common') as typeof ZxcvbnCommon;
    common = new Set((dictionary['passwords-common'] as string[]).map((p) => p.toLowerCase()));
  }
  return common;
}

/** Why a password may not be used, or undefined when it may. */
export function passwordProblem(password: string, email: string): string | undefined {
  if (password.length < STAFF_PASSWORD_MIN_LENGTH) return `must be at least ${STAFF_PASSWORD_MIN_LENGTH} characters`;
  const lower = password.toLowerCase();
  if (commonPasswords().has(lower)) return 'is one of the most common passwords; choose another';
  const address = email.toLowerCase();
  if (lower === address || lower === address.split('@')[0]) return 'must not be the e-mail address';
  return undefined;
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2);
}

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

/** Verified against when the account does not exist, so that both answers take as long. */
let decoy: Promise<string> | undefined;
export async function verifyDecoy(password: string): Promise<void> {
  decoy ??= hashPassword('decoy password that no account has');
  await verifyPassword(await decoy, password);
}
