import type { Page, Route } from '@playwright/test';
import { expect, test, waitForHydration } from '../support/fixtures';

/** Holds the app's modules until `release()`: the page is on screen, its scripts not yet run. */
async function holdScripts(page: Page): Promise<() => void> {
  const held: Route[] = [];
  let released = false;
  await page.route(/\/assets\/.+\.js$/, (route) => {
    if (released) return route.continue();
    held.push(route);
    return undefined;
  });
  return () => {
    released = true;
    for (const route of held.splice(0)) void route.continue();
  };
}

test('a button pressed before the scripts ran does its work once they have', async ({ page, consoleLog }) => {
  void consoleLog;
  await page.setViewportSize({ width: 390, height: 844 });
  const release = await holdScripts(page);
  await page.goto('/business?lng=en');
  const menu = page.getByRole('button', { name: 'Open menu' });
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await menu.click();
  // Nothing happened yet, and nothing else will: the press is held, not lost.
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');
  release();
  await waitForHydration(page);
  await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
});

test('the partnership form submitted before the scripts ran is validated and sent by the app, never posted to the page', async ({ page, consoleLog }) => {
  void consoleLog;
  const release = await holdScripts(page);
  const posts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST') posts.push(new URL(r.url()).pathname);
  });
  await page.goto('/cooperate?lng=en');
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.waitForTimeout(300);
  expect(posts).toEqual([]);
  release();
  await waitForHydration(page);
  // The app took the press: its validation speaks (the form was empty), and no page was posted.
  await expect(page.getByText('please fill out required fields.').first()).toBeVisible();
  expect(posts).toEqual([]);
  await expect(page).toHaveURL(/\/cooperate\?lng=en$/);
});

test('what was typed and chosen before the scripts ran is kept, and the form pressed then is sent with it', async ({ page, consoleLog }) => {
  void consoleLog;
  const release = await holdScripts(page);
  await page.goto('/cooperate?lng=en');
  await page.getByLabel('Name').fill('Kim Minji');
  await page.getByLabel('Company / Position').fill('Seoul Clinic / Director');
  await page.getByLabel('Contact').fill('01012345678');
  await page.getByLabel('E-mail ID').fill('minji');
  await page.getByLabel('E-mail domain').selectOption('gmail.com');
  await page.getByRole('textbox', { name: /^Title/ }).fill('Before the scripts');
  await page.getByLabel('Content').fill('Typed while the page was still loading.');
  await page.getByRole('checkbox').check();
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.accept();
  });
  const insert = page.waitForRequest((r) => r.url().includes('/rest/frontend/cooperate/insert'));
  await page.getByRole('button', { name: 'Submit' }).click();
  release();
  const sent = await insert;
  expect(sent.postDataJSON()).toMatchObject({
    name: 'Kim Minji',
    company: 'Seoul Clinic / Director',
    mobile: '01012345678',
    email: 'minji@gmail.com',
    title: 'Before the scripts',
    contents: 'Typed while the page was still loading.',
  });
  await expect(page).toHaveURL(/\/$/);
  expect(dialogs).toEqual(['Your requested has been submitted!']);
});
