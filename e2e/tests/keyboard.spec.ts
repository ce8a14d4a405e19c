import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from '../support/fixtures';
import { activeDot, distinctValuesOver, expectVisibleFocus, inspectFocus, press, tabTo } from '../support/keyboard';
import { expectOpen, headerMenu } from '../support/header';

/**
 * A keyboard-only journey: every step uses page.keyboard (no clicks, no .focus()), and after each
 * key that moves focus the focused element must show a visible focus indicator.
 */
test.use({ viewport: { width: 1366, height: 900 } });

/** The landing carousels' autoplay interval (LANDING_CAROUSEL_MS in apps/web/src/features/home/landing-section.tsx). */
const LANDING_CAROUSEL_MS = 5000;

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

const focusedInside = (page: Page, selector: string) => page.evaluate((s) => !!document.querySelector(s)?.contains(document.activeElement), selector);

test('the skip link is the first stop, shows when focused and moves focus into main', async ({ page, consoleLog }) => {
  void consoleLog;
  await open(page, '/faq?lng=en');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  // hidden above the viewport until focused
  expect((await skip.boundingBox())!.y).toBeLessThan(0);
  await press(page);
  await expect(skip).toBeFocused();
  const box = (await skip.boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.height).toBeGreaterThan(10);
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
  await press(page);
  expect(await focusedInside(page, 'main'), 'the Tab after the skip link lands inside main').toBe(true);
  // the header was skipped: the first thing in main is the FAQ search, not a navigation button
  await expect(page.getByRole('navigation', { name: 'Main menu' }).locator(':focus')).toHaveCount(0);
});

test('the navigation dropdowns work with Enter, Space, Tab, arrows and Escape', async ({ page, consoleLog }) => {
  void consoleLog;
  await open(page, '/?lng=en');
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  // each trigger is a native disclosure's summary (Enter and Space are the browser's)
  const about = headerMenu(nav, 'About Us');
  const business = nav.getByRole('link', { name: 'Business' });
  const history = nav.getByRole('link', { name: 'History' });

  await tabTo(page, about);
  await expectOpen(about, false);
  // Enter opens; Tab walks the items in order
  await page.keyboard.press('Enter');
  await expectOpen(about);
  await press(page);
  await expect(business).toBeFocused();
  await press(page);
  await expect(history).toBeFocused();
  // Escape closes and gives focus back to the disclosure button
  await press(page, 'Escape');
  await expectOpen(about, false);
  await expect(about).toBeFocused();
  await expect(history).toBeHidden();

  // Space opens too; the arrows, Home and End move between the items
  await page.keyboard.press('Space');
  await expectOpen(about);
  await expect(about).toBeFocused();
  await press(page, 'ArrowDown');
  await expect(business).toBeFocused();
  await press(page, 'ArrowDown');
  await expect(history).toBeFocused();
  await press(page, 'ArrowDown');
  await expect(business).toBeFocused();
  await press(page, 'End');
  await expect(history).toBeFocused();
  await press(page, 'Home');
  await expect(business).toBeFocused();
  await press(page, 'End');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/history$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('History');
  await expectOpen(about, false);

  // Support: Tab through its three items; leaving the panel with Tab closes it
  const support = headerMenu(nav, 'Support');
  await tabTo(page, support);
  await page.keyboard.press('Enter');
  await expectOpen(support);
  for (const name of ['FAQ', 'Media', 'Contact Us']) {
    await press(page);
    await expect(nav.getByRole('link', { name })).toBeFocused();
  }
  await press(page);
  await expectOpen(support, false);
  // back into it from behind, then follow Contact Us with Enter
  await press(page, 'Shift+Tab');
  await expect(support).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(nav.getByRole('link', { name: 'Contact Us' })).toBeFocused();
  await expectVisibleFocus(page, 'ArrowUp opens on the last item');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/cooperate$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');
});

test('the language is switched with the keyboard; lang and the texts follow', async ({ page, consoleLog }) => {
  void consoleLog;
  await open(page, '/faq?lng=en');
  const trigger = headerMenu(page, /^Language: English/);
  await tabTo(page, trigger);
  await page.keyboard.press('Enter');
  await expectOpen(trigger);
  await press(page);
  // each language is a link to this page in it; the app switches in place instead of loading it
  const korean = page.getByRole('link', { name: '한국어' });
  await expect(korean).toBeFocused();
  await expect(korean).toHaveAttribute('href', '/faq?lng=ko');
  await page.keyboard.press('Enter');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('자주 묻는 질문');
  await expect(headerMenu(page.getByRole('navigation', { name: '주 메뉴' }), '회사소개')).toBeVisible();
  await expect(page).toHaveURL(/\/faq\?lng=en$/);
  // focus went back to the switcher, now named in Korean
  const koTrigger = headerMenu(page, /^언어: 한국어/);
  await expect(koTrigger).toBeFocused();
  await expectOpen(koTrigger, false);
  await expectVisibleFocus(page, 'focus back on the language button');
  // ...and on to Japanese with Space and the arrow keys (a link follows Enter, not Space)
  await page.keyboard.press('Space');
  await press(page, 'ArrowDown');
  await press(page, 'ArrowDown');
  await press(page, 'ArrowDown');
  await expect(page.getByRole('link', { name: '日本語' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('よくある質問');
});

test('the home carousel is paused from the keyboard and then stays on its slide', async ({ page, consoleLog }) => {
  test.setTimeout(60_000);
  void consoleLog;
  await open(page, '/?lng=en');
  const carousel = page.getByTestId('landing-app').locator('[aria-roledescription="carousel"]');
  const pause = carousel.getByRole('button', { name: 'Pause slideshow' });
  await tabTo(page, pause, { max: 120 });
  // focus inside holds the slides; leave again, so that what stops them afterwards is the button alone
  await press(page, 'Shift+Tab');
  // it does advance by itself while focus and pointer are elsewhere (so the check below means something)
  const start = await activeDot(carousel);
  await expect.poll(() => activeDot(carousel), { timeout: LANDING_CAROUSEL_MS + 1500, intervals: [200] }).not.toBe(start);
  await press(page);
  await expect(pause).toBeFocused();
  await page.keyboard.press('Enter');
  const play = carousel.getByRole('button', { name: 'Play slideshow' });
  await expect(play).toBeFocused();
  await expectVisibleFocus(page, 'the toggle after Enter');
  await press(page, 'Shift+Tab');
  expect(await focusedInside(page, '[data-testid="landing-app"] [aria-roledescription="carousel"]')).toBe(false);
  const seen = await distinctValuesOver(page, LANDING_CAROUSEL_MS + 1500, () => activeDot(carousel));
  expect(seen, 'active slide while paused').toHaveLength(1);
  // Space plays it again
  await press(page);
  await page.keyboard.press('Space');
  await expect(carousel.getByRole('button', { name: 'Pause slideshow' })).toBeFocused();
});

test.describe('the inquiry form by keyboard', () => {
  /** A text field by the start of its name (required fields add their marker after the label). */
  const field = (page: Page, label: string) => page.getByRole('textbox', { name: new RegExp(`^${label.replace(/[/]/g, '\\/')}(\\W|$)`) });

  async function typeInto(page: Page, label: string, text: string) {
    await press(page);
    await expect(field(page, label)).toBeFocused();
    await page.keyboard.type(text);
  }

  test('every field is filled with keys only and Enter on Submit sends it', async ({ page, consoleLog }) => {
    void consoleLog;
    await open(page, '/cooperate?lng=en');
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.accept();
    });
    const name = field(page, 'Name');
    // the skip link goes straight to the page content; the form is the first thing to fill
    await press(page);
    await page.keyboard.press('Enter');
    await tabTo(page, name);
    await page.keyboard.type('Kim Minji');
    await typeInto(page, 'Company / Position', 'Seoul Clinic / Director');
    await typeInto(page, 'Contact', '01012345678');
    await typeInto(page, 'E-mail ID', 'minji');
    // the domain select: arrows change the choice; End picks the last option, direct input
    await press(page);
    const domain = page.getByRole('combobox', { name: 'E-mail domain' });
    await expect(domain).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(domain).toHaveValue('gmail.com');
    await page.keyboard.press('End');
    await expect(domain.locator('option:checked')).toHaveText('Direct input');
    await typeInto(page, 'E-mail domain', 'inphr.co.kr');
    await typeInto(page, 'Title', 'Hospital record linkage');
    await typeInto(page, 'Content', 'We would like to link our HIS.\nTwo lines.');
    const consent = page.getByRole('checkbox', { name: /I agree/ });
    await press(page);
    await expect(consent).toBeFocused();
    await page.keyboard.press('Space');
    await expect(consent).toBeChecked();
    await press(page);
    await expect(page.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await press(page);
    await expect(page.getByRole('button', { name: 'Submit' })).toBeFocused();
    const sent = page.waitForRequest((r) => r.url().includes('/rest/frontend/cooperate/insert'));
    await page.keyboard.press('Enter');
    await sent;
    // success: the completion message, then home (cooperate.spec.ts checks the payload itself)
    await expect.poll(() => dialogs).toEqual(['Your requested has been submitted!']);
    await expect(page).toHaveURL(/\/$/);
  });

  test('an empty submit shows each message and puts focus on the first field to fix', async ({ page, consoleLog }) => {
    void consoleLog;
    await open(page, '/cooperate?lng=en');
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.accept();
    });
    const submit = page.getByRole('button', { name: 'Submit' });
    await tabTo(page, submit, { max: 120 });
    await page.keyboard.press('Enter');
    // consent is unchecked: the alert of the spec, and the inline messages
    await expect.poll(() => dialogs).toEqual(['Please agree to the personal information terms.']);
    const name = field(page, 'Name');
    await expect(name).toBeFocused();
    await expectVisibleFocus(page, 'first invalid field after submit');
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    // the focused field announces its message
    const described = await name.getAttribute('aria-describedby');
    expect(described).toBeTruthy();
    await expect(page.locator(`[id="${described!.split(' ').at(-1)}"]`)).toHaveText('please fill out required fields.');
    await expect(page.getByText('please fill out required fields.', { exact: true })).toHaveCount(3);
    await expect(page.getByText("please fill out required fields(do not include '-').")).toBeVisible();
    await expect(page.getByText('Invalid email')).toBeVisible();

    // fix the name only: the next submit goes to the next field with a message, Contact
    await page.keyboard.type('Kim Minji');
    await tabTo(page, submit, { max: 40 });
    await page.keyboard.press('Enter');
    await expect.poll(() => dialogs).toHaveLength(2);
    await expect(field(page, 'Contact')).toBeFocused();

    // all fields right but consent missing: focus goes to the consent box the alert spoke of
    await page.keyboard.type('01012345678');
    await press(page);
    await page.keyboard.type('minji');
    await tabTo(page, field(page, 'Title'));
    await page.keyboard.type('Hospital record linkage');
    await press(page);
    await page.keyboard.type('Content');
    await tabTo(page, submit);
    await page.keyboard.press('Enter');
    await expect.poll(() => dialogs).toHaveLength(3);
    await expect(page.getByRole('checkbox', { name: /I agree/ })).toBeFocused();
    await expectVisibleFocus(page, 'consent box after the consent alert');
    // with consent but a bad e-mail, no alert: straight to the e-mail ID
    await page.keyboard.press('Space');
    await press(page, 'Shift+Tab');
    await press(page, 'Shift+Tab');
    await press(page, 'Shift+Tab');
    await expect(page.getByRole('combobox', { name: 'E-mail domain' })).toBeFocused();
    await press(page, 'Shift+Tab');
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('not an id');
    await tabTo(page, submit);
    await page.keyboard.press('Enter');
    await expect(field(page, 'E-mail ID')).toBeFocused();
    expect(dialogs).toHaveLength(3);
    await expect(page).toHaveURL(/\/cooperate/);
  });
});

test('a policy dialog opens from the keyboard, traps Tab both ways, and Escape returns focus', async ({ page, consoleLog }) => {
  void consoleLog;
  await open(page, '/history?lng=en');
  const footer = page.getByRole('contentinfo');
  for (const label of ['Privacy Policy', 'Terms of Use']) {
    const opener = footer.getByRole('button', { name: label });
    // from the end of the page backwards: the back-to-top button, then the footer
    await tabTo(page, opener, { backwards: true });
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: label });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId('policy-body')).toBeVisible();
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    await expectVisibleFocus(page, `${label} opened`);

    // Tab: the stops repeat with a period, all inside
    const stops = async (key: string, count: number) => {
      const seen: string[] = [];
      for (let i = 0; i < count; i++) {
        await press(page, key);
        const where = await dialog.evaluate((d) => {
          const el = document.activeElement as HTMLElement;
          return d.contains(el) ? `${el.tagName}:${el.textContent?.slice(0, 20) ?? ''}:${el.getAttribute('role') ?? ''}` : 'OUTSIDE';
        });
        seen.push(where);
      }
      return seen;
    };
    const forward = await stops('Tab', 5);
    expect(forward).not.toContain('OUTSIDE');
    const period = new Set(forward).size;
    expect(period).toBeGreaterThanOrEqual(2);
    expect(forward.slice(period, period * 2)).toEqual(forward.slice(0, Math.min(period, forward.length - period)));
    const backward = await stops('Shift+Tab', 5);
    expect(backward).not.toContain('OUTSIDE');
    expect([...new Set(backward)].sort()).toEqual([...new Set(forward)].sort());

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    await expectVisibleFocus(page, `${label} closed`);
  }
});

test('back to top by keyboard sends focus to the top of the page', async ({ page, consoleLog }) => {
  void consoleLog;
  await open(page, '/history?lng=en');
  const link = page.getByRole('link', { name: 'Back to top' });
  await tabTo(page, link, { backwards: true });
  await page.keyboard.press('End');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  await page.keyboard.press('Enter');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  // the app scrolled: the address has no #top
  await expect(page).toHaveURL(/\/history\?lng=en$/);
  // focus continues from the first stop of the page (the skip link), shown
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  await expectVisibleFocus(page, 'after back to top');
  await press(page);
  await expect(page.getByRole('link', { name: 'inPHR home' })).toBeFocused();
});

test('the focus check itself fails on a hidden or covered indicator', async ({ page, consoleLog }) => {
  void consoleLog;
  await open(page, '/faq?lng=en');
  await press(page);
  await page.keyboard.press('Enter');
  // main is focused by the skip link but draws no ring on purpose: reported as invisible
  expect((await inspectFocus(page)).problems.join()).toMatch(/no focus indicator/);
  await press(page);
  expect((await inspectFocus(page)).problems).toEqual([]);
  // (constructed style sheets and CSSOM styles: the page's CSP refuses inline <style> and style="")
  const addCss = (css: string) =>
    page.evaluate((text) => {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(text);
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    }, css);
  await addCss(':focus-visible, :focus { outline: none !important; box-shadow: none !important; }');
  expect((await inspectFocus(page)).problems.join()).toMatch(/no focus indicator/);
  await addCss('main *:focus { outline: 3px solid red !important; }');
  expect((await inspectFocus(page)).problems).toEqual([]);
  // a sheet over everything: focused but covered
  await page.evaluate(() => {
    const sheet = document.createElement('div');
    Object.assign(sheet.style, { position: 'fixed', inset: '0', zIndex: '99999', background: '#fff' });
    document.body.append(sheet);
  });
  expect((await inspectFocus(page)).problems.join()).toMatch(/is covered by div/);
});
