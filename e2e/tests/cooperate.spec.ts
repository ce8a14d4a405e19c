import type { Page, Request } from '@playwright/test';
import { expect, test, waitForHydration } from '../support/fixtures';

const MESSAGES = {
  en: {
    required: 'please fill out required fields.',
    mobile: "please fill out required fields(do not include '-').",
    email: 'Invalid email',
    consent: 'Please agree to the personal information terms.',
    done: 'Your requested has been submitted!',
    submit: 'Submit',
    cancel: 'Cancel',
  },
} as const;

async function open(page: Page, lang = 'en') {
  await page.goto(`/cooperate?lng=${lang}`);
  await waitForHydration(page);
}

async function fill(page: Page) {
  await page.getByLabel('Name').fill('Kim Minji');
  await page.getByLabel('Company / Position').fill('Seoul Clinic / Director');
  await page.getByLabel('Contact').fill('01012345678');
  await page.getByLabel('E-mail ID').fill('minji');
  await page.getByLabel('E-mail domain').selectOption('gmail.com');
  await page.getByRole('textbox', { name: /^Title/ }).fill('Hospital record linkage');
  await page.getByLabel('Content').fill('We would like to link our HIS.');
}

/** Records the bodies the page posts to the insert route (ky sends them as a stream the protocol does not show). */
async function capturePosts(page: Page) {
  await page.addInitScript(() => {
    const original = window.fetch.bind(window);
    const w = window as unknown as { __posted: unknown[] };
    w.__posted = [];
    window.fetch = async (input, init) => {
      const request = new Request(input, init);
      if (request.url.includes('/rest/frontend/cooperate/insert')) w.__posted.push(JSON.parse(await request.clone().text()));
      return original(request);
    };
  });
  return () => page.evaluate(() => (window as unknown as { __posted: unknown[] }).__posted);
}

function watchInserts(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/rest/frontend/cooperate/insert')) seen.push(r);
  });
  return seen;
}

test('messages appear only after a submit attempt, next to their fields', async ({ page, consoleLog }) => {
  void consoleLog;
  await open(page);
  const m = MESSAGES.en;
  await expect(page.getByText(m.required)).toHaveCount(0);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: m.submit }).click();
  await expect(page.getByText(m.required)).toHaveCount(3);
  await expect(page.getByText(m.mobile)).toBeVisible();
  await expect(page.getByText(m.email)).toBeVisible();
  await expect(page.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Contact').fill('010-12');
  await expect(page.getByText(m.mobile)).toBeVisible();
});

test('unchecked consent alerts and sends nothing', async ({ page, consoleLog }) => {
  void consoleLog;
  await open(page);
  await fill(page);
  const inserts = watchInserts(page);
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.accept();
  });
  await page.getByRole('button', { name: MESSAGES.en.submit }).click();
  await expect.poll(() => dialogs).toEqual([MESSAGES.en.consent]);
  expect(inserts).toHaveLength(0);
});

test('a valid form posts the exact payload, alerts and goes home', async ({ page, consoleLog }) => {
  void consoleLog;
  const posted = await capturePosts(page);
  await open(page);
  await fill(page);
  await page.getByRole('checkbox').check();
  const inserts = watchInserts(page);
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.accept();
  });
  const button = page.getByRole('button', { name: MESSAGES.en.submit });
  await button.dblclick();
  await expect(page).toHaveURL(/\/$/);
  // the app navigated without a reload: the page still holds what it posted
  const bodies = await posted();
  expect(dialogs).toEqual([MESSAGES.en.done]);
  expect(inserts).toHaveLength(1);
  expect(bodies).toHaveLength(1);
  expect(bodies[0]).toEqual({
    company: 'Seoul Clinic / Director',
    contents: 'We would like to link our HIS.',
    email: 'minji@gmail.com',
    email1: 'minji',
    email2: 'gmail.com',
    mobile: '01012345678',
    name: 'Kim Minji',
    regId: 0,
    title: 'Hospital record linkage',
  });
});

test('direct domain input builds the address', async ({ page, consoleLog }) => {
  void consoleLog;
  const posted = await capturePosts(page);
  await open(page);
  await fill(page);
  await page.getByLabel('E-mail domain').selectOption({ label: 'Direct input' });
  await page.getByRole('textbox', { name: 'E-mail domain' }).fill('inphr.co.kr');
  await page.getByRole('checkbox').check();
  page.on('dialog', (d) => void d.accept());
  await page.getByRole('button', { name: MESSAGES.en.submit }).click();
  await expect(page).toHaveURL(/\/$/);
  const bodies = await posted();
  expect(bodies[0]).toMatchObject({ email: 'minji@inphr.co.kr', email2: 'inphr.co.kr' });
});

test('a failed send keeps the visitor on the filled form and says so', async ({ page, consoleLog }) => {
  consoleLog.allow(/ERR_FAILED|inquiry not sent/);
  await open(page);
  await fill(page);
  await page.getByRole('checkbox').check();
  await page.route('**/rest/frontend/cooperate/insert', (route) => route.abort());
  await page.getByRole('button', { name: MESSAGES.en.submit }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'could not be sent' })).toBeVisible();
  await expect(page).toHaveURL(/\/cooperate/);
  await expect(page.getByLabel('Name')).toHaveValue('Kim Minji');
});

test('Cancel goes home', async ({ page, consoleLog }) => {
  void consoleLog;
  await open(page);
  await page.getByRole('button', { name: MESSAGES.en.cancel }).click();
  await expect(page).toHaveURL(/\/$/);
});

for (const [lang, required] of [
  ['ko', '필수'],
  ['ja', '必須'],
] as const) {
  test(`messages are translated in ${lang}`, async ({ page, consoleLog }) => {
    void consoleLog;
    await open(page, lang);
    await page.getByRole('checkbox').check();
    await page.locator('button[type=submit]').click();
    await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
    expect(await page.locator('main').innerText()).toContain(required);
  });
}
