import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { RECOVERY_CODE_COUNT } from '@inphr/api';
import type { Db } from '../db/database';
import { resealTotpSecrets, spendRecoveryCode, storedTotpSecrets, unusedRecoveryCodes } from '../db/staff-repo';
import { hashPassword, verifyPassword } from './passwords';
import { isSealedWithCurrent, open, seal, type SecretKeys } from '../lib/secret-box';

const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';

/**
 * Ten fresh recovery codes (50 random bits each, `xxxxx-xxxxx`) and the hashes that are stored:
 * argon2id, salted, as passwords are. A code has fewer than the 112 bits that would make a plain
 * hash enough (ASVS 5.0, 6.5.2): a stolen table must not give them up to a fast search.
 */
export async function newRecoveryCodes(): Promise<{ codes: string[]; hashes: string[] }> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const letters = [...randomBytes(10)].map((byte) => BASE32[byte & 31]).join('');
    return `${letters.slice(0, 5)}-${letters.slice(5)}`;
  });
  return { codes, hashes: await Promise.all(codes.map((code) => hashPassword(typedCode(code)))) };
}

/** A code as typed, without case, spaces or hyphens: what is hashed. */
function typedCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]/g, '');
}

/** Whether a stored hash is this code's: argon2id since 0019, the SHA-256 hex of codes made before. */
async function isCode(stored: string, code: string): Promise<boolean> {
  if (stored.startsWith('$argon2')) return verifyPassword(stored, typedCode(code));
  const legacy = Buffer.from(createHash('sha256').update(typedCode(code)).digest('hex'));
  return legacy.length === stored.length && timingSafeEqual(legacy, Buffer.from(stored));
}

/**
 * Uses one of the account's recovery codes: false when the code is none of its unused ones, or
 * another request used it first. Each unused code's hash is checked in turn (ten at most).
 */
export async function claimRecoveryCode(db: Db, staffId: number, code: string, at: Date): Promise<boolean> {
  for (const stored of await unusedRecoveryCodes(db, staffId)) {
    if (await isCode(stored.codeHash, code)) return spendRecoveryCode(db, stored.id, at);
  }
  return false;
}

/** The keys of second factors: sealed when written, opened when a code is checked. */
export class TotpSecrets {
  constructor(private readonly keys: SecretKeys) {}

  seal(secret: string): string {
    return seal(secret, this.keys);
  }

  open(stored: string): string {
    return open(stored, this.keys);
  }

  /**
   * Seals again every key stored plain (before 0007) or under a previous STUDIO_SECRET_KEY, so
   * that after a rotation the previous key can be removed once every instance has started. Rows
   * changed meanwhile are left to their writer.
   */
  async resealAll(db: Db, log: FastifyBaseLogger): Promise<void> {
    let resealed = 0;
    for (const row of await storedTotpSecrets(db)) {
      const again = (value: string | null) => (value === null || isSealedWithCurrent(value, this.keys) ? value : this.seal(this.open(value)));
      const next = { secret: again(row.secret), pendingSecret: again(row.pendingSecret) };
      if (next.secret === row.secret && next.pendingSecret === row.pendingSecret) continue;
      await resealTotpSecrets(db, row.id, row, next);
      resealed++;
    }
    if (resealed) log.info({ accounts: resealed }, 'sealed second-factor keys under the current STUDIO_SECRET_KEY');
  }
}
