import { createHash, randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { RECOVERY_CODE_COUNT } from '@inphr/api';
import type { Db } from '../db/database';
import { resealTotpSecrets, storedTotpSecrets } from '../db/staff-repo';
import { isSealedWithCurrent, open, seal, type SecretKeys } from '../lib/secret-box';

const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';

/** Ten fresh recovery codes (50 random bits each, `xxxxx-xxxxx`) and the hashes that are stored. */
export function newRecoveryCodes(): { codes: string[]; hashes: string[] } {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const letters = [...randomBytes(10)].map((byte) => BASE32[byte & 31]).join('');
    return `${letters.slice(0, 5)}-${letters.slice(5)}`;
  });
  return { codes, hashes: codes.map(recoveryCodeHash) };
}

/**
 * What is stored of a code: its SHA-256, of the code as typed without case, spaces or hyphens. 50
 * random bits leave nothing to guess offline that a slow hash would protect.
 */
export function recoveryCodeHash(code: string): string {
  return createHash('sha256').update(code.toLowerCase().replace(/[\s-]/g, '')).digest('hex');
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
