import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Secrets kept at rest (a second factor's TOTP key), sealed with AES-256-GCM under a key derived
 * from STUDIO_SECRET_KEY. A sealed value names its key (`s1.<key id>.<iv>.<tag>.<data>`), so that
 * after a rotation the previous keys still open what they sealed until it is sealed again.
 */
export interface SecretKeys {
  /** Seals; always opens too. */
  current: Buffer;
  /** Open only (STUDIO_SECRET_KEY_PREVIOUS, during a rotation). */
  previous: Buffer[];
}

const PREFIX = 's1';
/**
 * GCM's full tag, the only length sealed and opened. A decipher told no length takes any tag from 4
 * bytes up (Node warns, DEP0182), and a shorter tag is easier to forge: one cut to 4 bytes is guessed
 * in some 2^32 tries.
 */
const TAG_BYTES = 16;

export class SecretBoxError extends Error {}

/** A 256-bit key from the operator's setting (any length from 32 characters), by HKDF. */
export function deriveKey(setting: string): Buffer {
  return Buffer.from(hkdfSync('sha256', setting, 'inphr-studio', 'studio secrets v1', 32));
}

export function keysFrom(current: string, previous: string[] = []): SecretKeys {
  return { current: deriveKey(current), previous: previous.map(deriveKey) };
}

function keyId(key: Buffer): string {
  return createHash('sha256').update(key).digest('base64url').slice(0, 8);
}

export function seal(plain: string, keys: SecretKeys): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keys.current, iv, { authTagLength: TAG_BYTES });
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [PREFIX, keyId(keys.current), iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), data.toString('base64url')].join('.');
}

/** Whether a stored value is sealed under the current key (false: plain, or an older key's). */
export function isSealedWithCurrent(stored: string, keys: SecretKeys): boolean {
  const [prefix, id] = stored.split('.');
  return prefix === PREFIX && id === keyId(keys.current);
}

/**
 * The plain secret. A value stored before secrets were sealed (no prefix) is returned as it is, to
 * be sealed when next written. A value no configured key opens is an error naming that cause.
 */
export function open(stored: string, keys: SecretKeys): string {
  const parts = stored.split('.');
  if (parts[0] !== PREFIX) return stored;
  if (parts.length !== 5) throw new SecretBoxError('a sealed secret is malformed');
  const [, id, iv, tag, data] = parts as [string, string, string, string, string];
  const key = [keys.current, ...keys.previous].find((k) => keyId(k) === id);
  if (!key) throw new SecretBoxError('a secret is sealed with a key that is not configured (STUDIO_SECRET_KEY or STUDIO_SECRET_KEY_PREVIOUS)');
  const authTag = Buffer.from(tag, 'base64url');
  if (authTag.length !== TAG_BYTES) throw new SecretBoxError('a sealed secret is malformed');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'), { authTagLength: TAG_BYTES });
  decipher.setAuthTag(authTag);
  try {
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    throw new SecretBoxError('a sealed secret does not open: altered, or sealed with another key');
  }
}
