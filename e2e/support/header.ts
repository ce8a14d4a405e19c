import { expect, type Locator, type Page } from '@playwright/test';

/*
 * The header's menus and the phone menu button are native disclosures: a <summary> in a <details>
 * (decision 0015). Playwright's role queries give a summary no role, so they are found by their
 * text; what assistive technology gets from Chromium (a button with its expanded state) is checked
 * through Chromium's own accessibility tree in a11y.spec.ts.
 */

/** A dropdown's trigger in the header bar (or in `scope`), by its text (e.g. 'About Us', /^Language: English/). */
export function headerMenu(scope: Page | Locator, text: string | RegExp): Locator {
  const root = 'goto' in scope ? scope.getByRole('banner') : scope;
  return root.locator('details > summary').filter({ hasText: text });
}

/** The phone menu's button (the only disclosure straight in the navigation). */
export function phoneMenuButton(page: Page): Locator {
  return page.locator('header nav > details > summary');
}

/** Waits until the disclosure whose summary this is is open (or closed). */
export async function expectOpen(summary: Locator, open = true): Promise<void> {
  await expect(summary.locator('xpath=..')).toHaveJSProperty('open', open);
}

/** What Chromium's accessibility tree (the source of what screen readers get) says of an element. */
export interface AxNode {
  role: string;
  name: string;
  expanded: boolean | undefined;
  focusable: boolean;
}

/** Reads an element's node in Chromium's accessibility tree (through the DevTools protocol). */
export async function chromiumAxNode(page: Page, locator: Locator): Promise<AxNode> {
  const cdp = await page.context().newCDPSession(page);
  try {
    // The element as a remote object of this session, through a global set for the moment.
    await locator.evaluate((element) => ((window as unknown as { __axTarget?: Element }).__axTarget = element));
    const target = await cdp.send('Runtime.evaluate', { expression: 'window.__axTarget' });
    await page.evaluate(() => delete (window as unknown as { __axTarget?: Element }).__axTarget);
    const { nodes } = await cdp.send('Accessibility.getPartialAXTree', { objectId: target.result.objectId, fetchRelatives: false });
    const node = nodes[0]!;
    const property = (name: string) => node.properties?.find((p) => p.name === name)?.value.value as unknown;
    return {
      role: String(node.role?.value ?? ''),
      name: String(node.name?.value ?? ''),
      expanded: property('expanded') as boolean | undefined,
      focusable: property('focusable') === true,
    };
  } finally {
    await cdp.detach();
  }
}
