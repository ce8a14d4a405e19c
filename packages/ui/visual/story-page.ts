import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import { MINIMAL_VIEWPORTS } from 'storybook/viewport';

interface ViewportOption {
  styles?: { width?: string; height?: string } | null;
}

/** What the test reads of Storybook's preview (window.__STORYBOOK_PREVIEW__). */
interface PreviewWindow {
  __STORYBOOK_PREVIEW__?: {
    currentRender?: {
      id: string;
      phase?: string;
      story?: {
        storyGlobals?: { viewport?: { value?: string; isRotated?: boolean } };
        parameters?: { viewport?: { options?: Record<string, ViewportOption> } };
      };
    };
  };
}

/** Waits until Storybook has rendered the story, run its play function and its afterEach hooks. */
export async function waitForStory(page: Page, id: string) {
  const phase = await page.waitForFunction(
    (storyId) => {
      const render = (window as unknown as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender;
      return render?.id === storyId && ['finished', 'aborted', 'errored'].includes(render.phase ?? '') ? render.phase : false;
    },
    id,
    { timeout: 20_000 },
  );
  expect(await phase.jsonValue(), `story ${id} did not render`).toBe('finished');
  const failed = await page.evaluate(() => document.body.classList.contains('sb-show-errordisplay'));
  expect(failed, `story ${id} shows Storybook's error display`).toBe(false);
}

/** The viewport a story asks for with `globals: { viewport: … }`, in CSS pixels. */
export async function storyViewport(page: Page) {
  const requested = await page.evaluate(() => {
    const story = (window as unknown as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender?.story;
    const viewport = story?.storyGlobals?.viewport;
    return viewport?.value ? { ...viewport, options: story?.parameters?.viewport?.options } : null;
  });
  if (!requested?.value) return null;
  const options: Record<string, ViewportOption> = requested.options ?? MINIMAL_VIEWPORTS;
  const styles = options[requested.value]?.styles;
  const width = parseInt(styles?.width ?? '', 10);
  const height = parseInt(styles?.height ?? '', 10);
  if (!width || !height) throw new Error(`unknown Storybook viewport '${requested.value}'`);
  return requested.isRotated ? { width: height, height: width } : { width, height };
}

const axeScript = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

interface AxeWindow {
  axe: { run: (context: Element, options: object) => Promise<{ violations: Array<{ id: string; help: string; nodes: Array<{ target: string[] }> }> }> };
}

/**
 * axe on the rendered story in a real browser (contrast and target size included, which jsdom
 * cannot check): what the a11y addon's `test: 'error'` asks of every story.
 */
export async function expectNoAxeViolations(page: Page) {
  await page.addScriptTag({ path: axeScript });
  const violations = await page.evaluate(async () => {
    const { axe } = window as unknown as AxeWindow;
    // A story is a fragment of a page: landmarks ('region') belong to the page around it.
    const result = await axe.run(document.body, { rules: { region: { enabled: false } } });
    return result.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  });
  expect(violations, 'axe violations').toEqual([]);
}
