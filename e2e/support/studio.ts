import { expect, request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';

/** The admin each e2e server creates at start (fixtures.ts `workerServer`), and the accounts the tests make. */
export const STUDIO_ADMIN = { email: 'admin@inphr.test', password: 'Admin-e2e-pass-4417!' } as const;
export const STUDIO_EDITOR = { email: 'editor@inphr.test', password: 'Editor-e2e-pass-8823!' } as const;
export const STUDIO_VIEWER = { email: 'viewer@inphr.test', password: 'Viewer-e2e-pass-1290!' } as const;

export interface StudioSession {
  api: APIRequestContext;
  csrf: string;
  origin: string;
}

/** A signed-in API client (its own cookie jar), as the studio's pages use the API. */
export async function studioSession(baseURL: string, account: { email: string; password: string }): Promise<StudioSession> {
  const origin = new URL(baseURL).origin;
  const api = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { origin } });
  const signIn = await api.post('/studio/api/session', { data: account });
  expect(signIn.status(), `sign-in of ${account.email}`).toBe(204);
  const me = await api.get('/studio/api/me');
  return { api, csrf: ((await me.json()) as { csrfToken: string }).csrfToken, origin };
}

/** The editor and viewer accounts, made by the admin through the API (once; a retry finds them). */
export async function ensureStaffAccounts(baseURL: string): Promise<void> {
  const admin = await studioSession(baseURL, STUDIO_ADMIN);
  for (const [account, role] of [
    [STUDIO_EDITOR, 'editor'],
    [STUDIO_VIEWER, 'viewer'],
  ] as const) {
    const res = await admin.api.post('/studio/api/staff', { data: { ...account, role }, headers: { 'x-csrf-token': admin.csrf } });
    expect([201, 409]).toContain(res.status());
  }
  await admin.api.dispose();
}

/** Signs in through the studio's form (Korean, the studio's first language). */
export async function signInAs(page: Page, account: { email: string; password: string }, next = '/studio'): Promise<void> {
  await page.goto(next);
  await expect(page).toHaveURL(/\/studio\/sign-in/);
  await page.getByLabel('이메일 주소').fill(account.email);
  await page.getByLabel('비밀번호').fill(account.password);
  await page.getByRole('button', { name: '로그인' }).click();
  await expect(page).not.toHaveURL(/sign-in/);
}

/** Shows one language of an article form: below 1600 px the editor has a tab per language (its name first). */
export async function showLanguage(page: Page, name: string): Promise<void> {
  const tab = page.getByRole('tab', { name: new RegExp(`^${name}`) });
  // The form first: its tabs, or (wide) the language's column.
  await expect(tab.or(page.getByRole('group', { name, exact: true })).first()).toBeVisible();
  if (await tab.count()) await tab.click();
}
