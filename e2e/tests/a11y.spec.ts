import AxeBuilder from '@axe-core/playwright';
import { WCAG_TAGS, expect, test, waitForHydration } from '../support/fixtures';

// Every route's axe sweep is in routes.spec.ts, with the other checks that hold on every page.
import { chromiumAxNode, expectOpen, headerMenu, phoneMenuButton } from '../support/header';

/**
 * The header's triggers are <summary> elements (decision 0015). What a screen reader gets comes from
 * the browser's accessibility tree: Chromium exposes a summary as a disclosure triangle (a button to
 * Windows, macOS and Linux screen readers) named by its content, with the expanded state of its
 * details element, the same as the former button with aria-expanded. Checked before the app runs
 * (the modules refused) and after hydration; axe treats a summary as a button too.
 */
for (const withApp of [false, true]) {
  test(`the header's menus are buttons with their expanded state to assistive technology (${withApp ? 'hydrated' : 'before the app'})`, async ({
    page,
    consoleLog,
  }) => {
    if (!withApp) {
      consoleLog.allow(/Failed to load resource: net::ERR_FAILED/);
      await page.route('**/assets/*.js', (route) => route.abort());
    }
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/faq?lng=en');
    if (withApp) await waitForHydration(page);
    const disclosure = ['DisclosureTriangle', 'DisclosureTriangleGrouped'];

    const about = headerMenu(page, 'About Us');
    let node = await chromiumAxNode(page, about);
    expect(disclosure).toContain(node.role);
    expect(node).toMatchObject({ name: 'About Us', expanded: false, focusable: true });
    await about.click();
    await expectOpen(about);
    expect(await chromiumAxNode(page, about)).toMatchObject({ name: 'About Us', expanded: true });
    expect((await new AxeBuilder({ page }).include('header').withTags(WCAG_TAGS).analyze()).violations).toEqual([]);

    const language = headerMenu(page, /^Language/);
    expect(await chromiumAxNode(page, language)).toMatchObject({ name: 'Language: English English', expanded: false });

    await page.setViewportSize({ width: 390, height: 844 });
    const menu = phoneMenuButton(page);
    node = await chromiumAxNode(page, menu);
    expect(disclosure).toContain(node.role);
    expect(node).toMatchObject({ name: 'Open menu', expanded: false, focusable: true });
    await menu.click();
    await expectOpen(menu);
    expect(await chromiumAxNode(page, menu)).toMatchObject({ name: 'Close menu', expanded: true });
    expect((await new AxeBuilder({ page }).include('header').withTags(WCAG_TAGS).analyze()).violations).toEqual([]);
    if (!withApp) await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');
  });
}
