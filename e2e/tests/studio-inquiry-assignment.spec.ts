import type { APIRequestContext } from '@playwright/test';
import { CONSENT_GIVEN, type StudioAuditEntry } from '@inphr/api';
import { expect, test } from '../support/fixtures';
import { STUDIO_ADMIN, STUDIO_EDITOR, ensureStaffAccounts, signInAs, studioSession } from '../support/studio';

/*
 * Who handles an inquiry: an editor assigns one to themself in the studio, the inbox's "Assigned"
 * filter finds it under "Assigned to me" and not under "Unassigned", and the assignment is in the
 * audit log (naming staff, not the sender). The studio is switched to English.
 */

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ baseURL }) => {
  await ensureStaffAccounts(baseURL!);
});

/** An inquiry as the public form sends it (a visitor's client: no session, the site's Origin). */
async function sendInquiry(visitor: APIRequestContext, title: string): Promise<void> {
  const res = await visitor.post('/rest/frontend/cooperate/insert', {
    data: {
      name: 'Kim Minji',
      company: 'Seoul Clinic / Director',
      mobile: '01012345678',
      email: 'minji@gmail.com',
      email1: 'minji',
      email2: 'gmail.com',
      title,
      contents: 'We would like to link our HIS.',
      regId: CONSENT_GIVEN,
    },
  });
  expect(res.status()).toBe(200);
}

/** The audit rows of an action about one inquiry, newest first (the log's first pages). */
async function auditRowsOf(baseURL: string, action: string, inquiryId: string): Promise<StudioAuditEntry[]> {
  const admin = await studioSession(baseURL, STUDIO_ADMIN);
  const found: StudioAuditEntry[] = [];
  for (let page = 1; page <= 10; page += 1) {
    const res = await admin.api.get(`/studio/api/audit?page=${page}`);
    expect(res.status()).toBe(200);
    const { items } = (await res.json()) as { items: StudioAuditEntry[] };
    found.push(...items.filter((row) => row.action === action && row.entityId === inquiryId));
    if (items.length === 0) break;
  }
  await admin.api.dispose();
  return found;
}

test('an editor assigns an inquiry to themself; “Assigned to me” lists it, “Unassigned” does not; the audit log has it', async ({
  page,
  playwright,
  baseURL,
  consoleLog,
}) => {
  consoleLog.allow(/status of 401/);
  const subject = `Assignment ${Date.now()}`;
  const visitor = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { origin: new URL(baseURL!).origin } });
  await sendInquiry(visitor, subject);
  await visitor.dispose();

  await signInAs(page, STUDIO_EDITOR, '/studio/inquiries');
  await page.evaluate(() => localStorage.setItem('language', 'en'));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Inquiries' })).toBeVisible();
  // The count of new inquiries, whatever the filters: this one at least.
  await expect(page.getByText(/^[1-9][0-9]* new$/)).toBeVisible();

  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: subject }) });
  await expect(row).toContainText('Nobody');
  await page.getByRole('link', { name: subject }).click();
  await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
  const inquiryId = /\/studio\/inquiries\/(\d+)/.exec(page.url())?.[1];
  expect(inquiryId).toBeDefined();

  const assignee = page.getByLabel('Assigned to', { exact: true });
  await expect(assignee).toHaveValue('');
  await expect(assignee).toBeEnabled();
  await assignee.selectOption({ label: STUDIO_EDITOR.email });
  await expect(page.getByRole('status').filter({ hasText: `Assigned to ${STUDIO_EDITOR.email}.` })).toBeVisible();
  await expect(assignee).not.toHaveValue('');

  await page.getByRole('link', { name: 'Back to the inbox' }).click();
  const assigned = page.getByLabel('Assigned', { exact: true });
  await assigned.selectOption({ label: 'Assigned to me' });
  await expect(page).toHaveURL(/[?&]assigned=mine\b/);
  await expect(page.getByRole('link', { name: subject })).toBeVisible();
  await expect(row).toContainText(STUDIO_EDITOR.email);

  await assigned.selectOption({ label: 'Unassigned' });
  await expect(page).toHaveURL(/[?&]assigned=unassigned\b/);
  await expect(page.getByRole('link', { name: subject })).toHaveCount(0);
  // The filter is in the address: a reload keeps it.
  await page.reload();
  await expect(page.getByLabel('Assigned', { exact: true })).toHaveValue('unassigned');
  await expect(page.getByRole('link', { name: subject })).toHaveCount(0);

  const rows = await auditRowsOf(baseURL!, 'inquiry.assign', inquiryId!);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({
    actor: STUDIO_EDITOR.email,
    entity: 'inquiry',
    before: { assignedTo: null },
    after: { assignedTo: { email: STUDIO_EDITOR.email } },
  });
  expect(JSON.stringify(rows)).not.toMatch(/minji|Kim Minji|01012345678/);
});
