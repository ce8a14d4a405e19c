import { describe, expect, it } from 'vitest';
import { SecretBoxError, keysFrom, open, seal } from '../src/lib/secret-box';

const keys = keysFrom('k'.repeat(32));

/** A sealed value with its authentication tag cut to its first `bytes` bytes. */
function withTagCut(sealed: string, bytes: number): string {
  const parts = sealed.split('.');
  parts[3] = Buffer.from(parts[3]!, 'base64url').subarray(0, bytes).toString('base64url');
  return parts.join('.');
}

describe('the secret box', () => {
  it('opens what it sealed', () => {
    expect(open(seal('JBSWY3DPEHPK3PXP', keys), keys)).toBe('JBSWY3DPEHPK3PXP');
  });

  it('refuses a value whose tag is shorter than 16 bytes: a shorter tag is easier to forge', () => {
    const sealed = seal('JBSWY3DPEHPK3PXP', keys);
    for (const bytes of [12, 8, 4, 15]) expect(() => open(withTagCut(sealed, bytes), keys), `${bytes} bytes`).toThrow(SecretBoxError);
  });

  it('refuses a value with a longer tag, or an altered one', () => {
    const sealed = seal('JBSWY3DPEHPK3PXP', keys);
    const parts = sealed.split('.');
    const longer = [...parts.slice(0, 3), Buffer.concat([Buffer.from(parts[3]!, 'base64url'), Buffer.alloc(1)]).toString('base64url'), parts[4]].join('.');
    expect(() => open(longer, keys)).toThrow(SecretBoxError);
    const altered = [...parts.slice(0, 4), Buffer.from('x').toString('base64url')].join('.');
    expect(() => open(altered, keys)).toThrow(SecretBoxError);
  });
});
