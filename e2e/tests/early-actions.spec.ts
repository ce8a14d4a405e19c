import type { Page, Route } from '@playwright/test';
import { expect, test, waitForHydration } from '../support/fixtures';
import { expectOpen, phoneMenuButton } from '../support/header';
import { streamInTwo } from '../support/stream';

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
  const release = await holdScripts(page);
  await page.goto('/?lng=en');
  // The slideshow's dots are the app's buttons: a press is held until the app runs.
  const carousel = page.getByTestId('landing-app').locator('[aria-roledescription="carousel"]');
  const second = carousel.getByRole('button', { name: /^Show slide 2 of/ });
  await second.click();
  // Nothing happened yet: the press is held, not lost.
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');
  await expect(second).not.toHaveAttribute('aria-current', 'true');
  release();
  await waitForHydration(page);
  await expect(second).toHaveAttribute('aria-current', 'true');
});

test('a policy pressed before the scripts ran opens at once, and the app neither holds nor presses it again', async ({ page, consoleLog }) => {
  void consoleLog;
  const release = await holdScripts(page);
  await page.goto('/business?lng=en');
  const opener = page.getByRole('contentinfo').getByRole('button', { name: 'Privacy Policy' });
  await opener.click();
  // A native dialog the button commands: the browser opened it, with its text, no script involved.
  const dialog = page.getByRole('dialog', { name: 'Privacy Policy' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('policy-body').locator('dt')).toHaveCount(9);
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');
  release();
  await waitForHydration(page);
  // Not replayed (a second press could not reach the button behind the open dialog), still one
  // dialog open, and it closes on Escape, giving focus back.
  await page.waitForTimeout(300);
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test('the phone menu pressed before the scripts ran opens at once, and the app neither holds nor presses it again', async ({ page, consoleLog }) => {
  void consoleLog;
  await page.setViewportSize({ width: 390, height: 844 });
  const release = await holdScripts(page);
  await page.goto('/business?lng=en');
  const menu = phoneMenuButton(page);
  await menu.click();
  // A native disclosure: the browser opened it, no script involved.
  await expectOpen(menu);
  await expect(menu).toHaveAccessibleName('Close menu');
  await expect(page.getByRole('link', { name: 'Contact Us' })).toBeVisible();
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');
  release();
  await waitForHydration(page);
  // Not replayed (a second press would have closed it), and the app knows it is open: Escape closes it.
  await page.waitForTimeout(300);
  await expectOpen(menu);
  await page.keyboard.press('Escape');
  await expectOpen(menu, false);
  await expect(menu).toBeFocused();
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

test('a policy pressed while the rest of the page is still arriving opens at once', async ({ page, baseURL, consoleLog }) => {
  void consoleLog;
  // The document stops right after the footer: its buttons are on screen, nothing after them has come.
  const stream = await streamInTwo(page, baseURL!, '/business?lng=en', '</footer>');
  await page.goto(stream.url, { waitUntil: 'commit' });
  const opener = page.getByRole('contentinfo').getByRole('button', { name: 'Privacy Policy' });
  await opener.click();
  // The dialog the button commands is already in the page: the browser opens it, no script involved.
  const dialog = page.getByRole('dialog', { name: 'Privacy Policy' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('policy-body').locator('dt')).toHaveCount(9);
  stream.release();
  await waitForHydration(page);
  await expect(page.getByRole('dialog')).toHaveCount(1);
});

test('a slideshow dot pressed while the rest of the page is still arriving is held and done once the app runs', async ({ page, baseURL, consoleLog }) => {
  void consoleLog;
  // The document stops after the main content: the slideshow is on screen, the boot script at the
  // end of the body has not come. The early-press script, the body's first element, holds the press.
  const stream = await streamInTwo(page, baseURL!, '/?lng=en', '</main>');
  await page.goto(stream.url, { waitUntil: 'commit' });
  const carousel = page.getByTestId('landing-web').locator('[aria-roledescription="carousel"]');
  const third = carousel.getByRole('button', { name: /^Show slide 3 of/ });
  await third.click();
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');
  stream.release();
  await waitForHydration(page);
  await expect(third).toHaveAttribute('aria-current', 'true', { timeout: 2000 });
});
