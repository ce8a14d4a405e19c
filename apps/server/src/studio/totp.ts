import { generateSecret, generateURI, verify } from 'otplib';

/** RFC 6238 codes (30 s, 6 digits, SHA-1: what every authenticator app reads) through otplib. */
const ISSUER = 'inPHR studio';

export function newTotpSecret(): string {
  return generateSecret();
}

export function totpUri(email: string, secret: string): string {
  return generateURI({ issuer: ISSUER, label: email, secret });
}

/**
 * The time step of a code of this step, or of the step before or after (clocks drift by some
 * seconds), later than `afterStep` (the last accepted: a code is good once, RFC 6238 section 5.2);
 * undefined when the code is not right, or was used already. `at` is the server's clock.
 */
export async function checkTotp(secret: string, code: string, afterStep: number | null, at: Date): Promise<number | undefined> {
  try {
    const epoch = Math.floor(at.getTime() / 1000);
    const result = await verify({ secret, token: code, epoch, epochTolerance: 30, ...(afterStep === null ? {} : { afterTimeStep: afterStep }) });
    // The TOTP strategy's result names the step it matched (otplib's own replay protection reads it).
    return result.valid && 'timeStep' in result && typeof result.timeStep === 'number' ? result.timeStep : undefined;
  } catch {
    return undefined;
  }
}
