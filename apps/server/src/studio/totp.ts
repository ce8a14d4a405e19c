import { generateSecret, generateURI, verify } from 'otplib';

/** RFC 6238 codes (30 s, 6 digits, SHA-1: what every authenticator app reads) through otplib. */
const ISSUER = 'inPHR studio';

export function newTotpSecret(): string {
  return generateSecret();
}

export function totpUri(email: string, secret: string): string {
  return generateURI({ issuer: ISSUER, label: email, secret });
}

/** A code of this step, or of the step before or after (clocks drift by some seconds). */
export async function checkTotp(secret: string, code: string): Promise<boolean> {
  try {
    return (await verify({ secret, token: code, epochTolerance: 30 })).valid;
  } catch {
    return false;
  }
}
