import { createHash } from 'node:crypto';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { insertPasskey, passkeysOf, storeChallenge, takeChallenge, notePasskeyUse, type ChallengePurpose } from '../db/passkey-repo';
import type { StudioContext } from './context';

/*
 * Passkeys (WebAuthn, through SimpleWebAuthn) as a second factor: after the password, instead of
 * an authenticator app's code. Phishing-resistant (the browser signs for this origin only), and
 * nothing to type. Recovery codes stay, as for codes.
 */

/** How long a challenge may wait for its answer: the browser's own prompt times out sooner. */
const CHALLENGE_MS = 5 * 60_000;

/** Who the passkeys are for: the site's host (its RP ID) and origin, from PUBLIC_ORIGIN alone. */
function relyingParty({ config }: Pick<StudioContext, 'config'>) {
  const url = new URL(config.PUBLIC_ORIGIN);
  return { id: url.hostname, origin: url.origin, name: 'inPHR Studio' };
}

/** An opaque, stable id of the account for authenticators (never the address). */
function userHandle(staffId: number): Uint8Array<ArrayBuffer> {
  return new Uint8Array(createHash('sha256').update(`inphr-studio-staff:${staffId}`).digest());
}

async function remember({ db, now }: Pick<StudioContext, 'db' | 'now'>, staffId: number, purpose: ChallengePurpose, challenge: string) {
  await storeChallenge(db, { challenge, staffId, purpose, expiresAt: new Date(now().getTime() + CHALLENGE_MS), now: now() });
}

/** What the browser needs to make a new passkey for this account (its existing ones excluded). */
export async function registrationOptions(
  context: Pick<StudioContext, 'db' | 'now' | 'config'>,
  who: { id: number; email: string },
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const rp = relyingParty(context);
  const existing = await passkeysOf(context.db, who.id);
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: who.email,
    userID: userHandle(who.id),
    attestationType: 'none',
    excludeCredentials: existing.map((p) => ({ id: p.credentialId, transports: p.transports })),
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
  });
  await remember(context, who.id, 'register', options.challenge);
  return options;
}

/** Stores the new passkey when the browser's answer is to a challenge of ours for this account: its id, or undefined. */
export async function registerPasskey(
  context: Pick<StudioContext, 'db' | 'now' | 'config'>,
  staffId: number,
  name: string,
  response: RegistrationResponseJSON,
): Promise<number | undefined> {
  const rp = relyingParty(context);
  const { db, now } = context;
  const verified = await verifyRegistrationResponse({
    response,
    expectedChallenge: (challenge) => takeChallenge(db, { challenge, staffId, purpose: 'register', now: now() }),
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    requireUserVerification: false,
  }).catch(() => undefined);
  if (!verified?.verified) return undefined;
  const { credential } = verified.registrationInfo;
  return insertPasskey(db, {
    staffId,
    credentialId: credential.id,
    publicKey: Buffer.from(credential.publicKey).toString('base64url'),
    counter: credential.counter,
    transports: credential.transports ?? [],
    name,
    createdAt: now(),
  });
}

/** The challenge a sign-in answers with one of the account's passkeys; undefined when it has none. */
export async function signInOptions(
  context: Pick<StudioContext, 'db' | 'now' | 'config'>,
  staffId: number,
): Promise<PublicKeyCredentialRequestOptionsJSON | undefined> {
  const passkeys = await passkeysOf(context.db, staffId);
  if (passkeys.length === 0) return undefined;
  const options = await generateAuthenticationOptions({
    rpID: relyingParty(context).id,
    allowCredentials: passkeys.map((p) => ({ id: p.credentialId, transports: p.transports })),
    userVerification: 'preferred',
  });
  await remember(context, staffId, 'sign_in', options.challenge);
  return options;
}

/** True when the answer is signed by one of the account's passkeys, to a challenge of ours, once. */
export async function passkeySignsIn(
  context: Pick<StudioContext, 'db' | 'now' | 'config'>,
  staffId: number,
  response: AuthenticationResponseJSON,
): Promise<boolean> {
  const { db, now } = context;
  const rp = relyingParty(context);
  const passkey = (await passkeysOf(db, staffId)).find((p) => p.credentialId === response.id);
  if (!passkey) return false;
  const verified = await verifyAuthenticationResponse({
    response,
    expectedChallenge: (challenge) => takeChallenge(db, { challenge, staffId, purpose: 'sign_in', now: now() }),
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    credential: {
      id: passkey.credentialId,
      publicKey: new Uint8Array(Buffer.from(passkey.publicKey, 'base64url')),
      counter: passkey.counter,
      transports: passkey.transports,
    },
    requireUserVerification: false,
  }).catch(() => undefined);
  if (!verified?.verified) return false;
  await notePasskeyUse(db, passkey.id, verified.authenticationInfo.newCounter, now());
  return true;
}
