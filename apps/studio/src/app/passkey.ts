import { browserSupportsWebAuthn, startAuthentication, type PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { StudioApiError } from '../api/client';

/** The challenge of a sign-in's first step (`errors.passkey: 'required'`), when the account has passkeys and this browser can use them. */
export function passkeyChallenge(error: unknown): PublicKeyCredentialRequestOptionsJSON | undefined {
  if (!(error instanceof StudioApiError) || error.fields.passkey !== 'required' || !browserSupportsWebAuthn()) return undefined;
  return (error.body as { passkeyOptions?: PublicKeyCredentialRequestOptionsJSON } | undefined)?.passkeyOptions;
}

/**
 * The browser's passkey prompt for that challenge: its answer, sent with the e-mail and password.
 * Undefined when the person closed the prompt (or no passkey of theirs was at hand).
 */
export async function answerWithPasskey(options: PublicKeyCredentialRequestOptionsJSON): Promise<unknown> {
  try {
    return await startAuthentication({ optionsJSON: options });
  } catch {
    return undefined;
  }
}
