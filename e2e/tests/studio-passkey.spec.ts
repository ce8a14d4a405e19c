import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '@inphr/server/launch';
import { expect, test, type Page } from '@playwright/test';
import { STUDIO_ADMIN, STUDIO_EDITOR, ensureStaffAccounts } from '../support/studio';

/*
 * A second factor for everyone who reads personal data (issue 77, item 1), in the browser: an editor
 * without one gets only the set-up screen; a passkey registers and signs in, in Chromium's virtual
 * authenticator. The server is this file's own: STUDIO_REQUIRE_2FA=personal-data (production's
 * default), and a PUBLIC_ORIGIN on `localhost`, since a passkey's relying party is a domain, never
 * an IP address.
 */

const ko = JSON.parse(readFileSync(new URL('../../packages/i18n/src/locales/ko/studio.json', import.meta.url), 'utf8')) as {
  signIn: Record<string, string>;
  passkeys: Record<string, string>;
  secondFactorRequired: Record<string, string>;
  account: Record<string, string>;
  nav: Record<string, string>;
};

let server: Awaited<ReturnType<typeof startServer>>;
let origin: string;

const dataDir = mkdtempSync(join(tmpdir(), 'inphr-passkey-'));

test.beforeAll(async () => {
  test.setTimeout(360_000);
  const env = { DATA_DIR: dataDir, STAFF_BOOTSTRAP_EMAIL: STUDIO_ADMIN.email, STAFF_BOOTSTRAP_PASSWORD: STUDIO_ADMIN.password, GLOBAL_RATE_LIMIT: '100000' };
  // The accounts are made first (the admin, too, would have to set up a second factor), then the
  // same data is served as production serves it.
  const making = await startServer({ ...env, STUDIO_REQUIRE_2FA: 'off' });
  await ensureStaffAccounts(making.base);
  await making.stop();
  server = await startServer({ ...env, STUDIO_REQUIRE_2FA: 'personal-data' }, { originHost: 'localhost' });
  origin = server.base.replace('127.0.0.1', 'localhost');
});
test.afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Chromium's virtual authenticator on this page: a platform authenticator that verifies its user. */
async function virtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}

async function signIn(page: Page, account: { email: string; password: string }) {
  await page.goto(`${origin}/studio/sign-in`);
  await page.locator('#sign-in-email').fill(account.email);
  await page.locator('#sign-in-password').fill(account.password);
  await page.getByRole('button', { name: ko.signIn.submit!, exact: true }).click();
}

test('an editor without a second factor gets only the set-up, registers a passkey, and signs in with it', async ({ page }) => {
  const { cdp, authenticatorId } = await virtualAuthenticator(page);

  await signIn(page, STUDIO_EDITOR);
  await expect(page.getByRole('heading', { level: 1, name: ko.secondFactorRequired.title! })).toBeVisible();
  // Nothing else of the studio: no navigation, and its API refuses the inbox.
  await expect(page.getByRole('navigation')).toHaveCount(0);
  const inbox = await page.evaluate(async () => (await fetch('/studio/api/inquiries')).status);
  expect(inbox).toBe(403);

  await page.getByRole('button', { name: ko.passkeys.add!, exact: true }).click();
  await page.locator('#passkey-name').fill('Test laptop');
  await page.locator('#passkey-password').fill(STUDIO_EDITOR.password);
  await page.getByRole('button', { name: ko.passkeys.create!, exact: true }).click();
  await expect(page.getByText(ko.passkeys.added!.replace('{{name}}', 'Test laptop'))).toBeVisible();
  // The first second factor comes with recovery codes, then the studio opens.
  await expect(page.getByRole('heading', { name: ko.account.recoveryTitle! })).toBeVisible();
  expect((await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials).toHaveLength(1);
  await page.getByRole('button', { name: ko.secondFactorRequired.continue!, exact: true }).click();
  await expect(page.getByRole('navigation', { name: ko.nav.label! })).toBeVisible();

  // Signed out, the password alone is not enough: the passkey finishes the sign-in.
  await page.getByRole('button', { name: ko.nav.signOut!, exact: true }).click();
  await expect(page).toHaveURL(/sign-in/);
  await signIn(page, STUDIO_EDITOR);
  const usePasskey = page.getByRole('button', { name: ko.signIn.usePasskey!, exact: true });
  await expect(usePasskey).toBeVisible();
  await usePasskey.click();
  await expect(page).not.toHaveURL(/sign-in/);
  await expect(page.getByRole('navigation', { name: ko.nav.label! })).toBeVisible();
  const signCount = (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials[0]!.signCount;
  expect(signCount).toBeGreaterThan(0);

  // Named on the account page, and renamed there.
  await page.goto(`${origin}/studio/account`);
  await page.getByRole('button', { name: ko.passkeys.renameOf!.replace('{{name}}', 'Test laptop'), exact: true }).click();
  await page.locator('#passkey-rename').fill('Desk laptop');
  await page.getByRole('button', { name: ko.passkeys.rename!, exact: true }).click();
  await expect(page.getByText(ko.passkeys.renamed!.replace('{{name}}', 'Desk laptop'))).toBeVisible();
  await expect(page.getByRole('list', { name: ko.passkeys.listLabel! })).toContainText('Desk laptop');

  // The passkey also confirms it is you for a power (step-up), as the password does.
  const reauth = await page.evaluate(async () => {
    const b64 = (buffer: ArrayBuffer) =>
      btoa(String.fromCharCode(...new Uint8Array(buffer)))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '');
    const bytes = (text: string) => Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));
    const { csrfToken } = (await (await fetch('/studio/api/me')).json()) as { csrfToken: string };
    const headers = { 'content-type': 'application/json', 'x-csrf-token': csrfToken };
    const options = (await (await fetch('/studio/api/session/reauth/options', { method: 'POST', headers, body: '{}' })).json()) as {
      challenge: string;
      rpId: string;
      allowCredentials: { id: string; type: 'public-key' }[];
    };
    const credential = (await navigator.credentials.get({
      publicKey: {
        challenge: bytes(options.challenge),
        rpId: options.rpId,
        allowCredentials: options.allowCredentials.map((c) => ({ type: c.type, id: bytes(c.id) })),
        userVerification: 'preferred',
      },
    })) as PublicKeyCredential;
    const response = credential.response as AuthenticatorAssertionResponse;
    const passkey = {
      id: credential.id,
      rawId: b64(credential.rawId),
      type: credential.type,
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64(response.clientDataJSON),
        authenticatorData: b64(response.authenticatorData),
        signature: b64(response.signature),
        ...(response.userHandle ? { userHandle: b64(response.userHandle) } : {}),
      },
    };
    const send = async () => {
      // Each confirmation starts a new session: its CSRF token first.
      const { csrfToken: token } = (await (await fetch('/studio/api/me')).json()) as { csrfToken: string };
      return fetch('/studio/api/session/reauth', { method: 'POST', headers: { ...headers, 'x-csrf-token': token }, body: JSON.stringify({ passkey }) });
    };
    // The same answer twice: its challenge was taken by the first.
    return [(await send()).status, (await send()).status];
  });
  expect(reauth).toEqual([204, 400]);
});
