import { readdirSync, unlinkSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { MINIMAL_VIEWPORTS } from 'storybook/viewport';
import { readStories } from './storybook';

const stories = readStories();
const BASELINE_DIR = fileURLToPath(new URL('./__screenshots__/', import.meta.url));

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
async function waitForStory(page: Page, id: string) {
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
async function storyViewport(page: Page) {
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

/** Fonts loaded, every image loaded (lazy ones too) and decoded. */
async function waitForAssets(page: Page) {
  const broken = await page.evaluate(async () => {
    await document.fonts.ready;
    const images = Array.from(document.images);
    for (const image of images) image.loading = 'eager';
    await Promise.all(
      images.map((image) =>
        image.complete
          ? Promise.resolve()
          : new Promise((resolve) => {
              image.addEventListener('load', resolve, { once: true });
              image.addEventListener('error', resolve, { once: true });
            }),
      ),
    );
    await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
    return images.filter((image) => image.naturalWidth === 0).map((image) => image.currentSrc || image.src);
  });
  expect(broken, 'images that failed to load').toEqual([]);
}

for (const story of stories) {
  test(`${story.title} › ${story.name}`, async ({ page }) => {
    // The a11y addon's automatic axe run changes nothing on screen: leave it to the unit tests.
    await page.goto(`iframe.html?id=${encodeURIComponent(story.id)}&viewMode=story&globals=a11y.manual:!true`);
    await waitForStory(page, story.id);

    // Stories with a viewport global (e.g. 'mobile1') are rendered again at that size, so their
    // media queries and play functions see it from the start.
    const viewport = await storyViewport(page);
    if (viewport) {
      await page.setViewportSize(viewport);
      await page.reload();
      await waitForStory(page, story.id);
    }

    await waitForAssets(page);
    await expect(page).toHaveScreenshot(`${story.id}.png`, { fullPage: true });
  });
}

test('every baseline belongs to a story', async () => {
  const testInfo = test.info();
  const ids = new Set(stories.map((story) => story.id));
  let files: string[] = [];
  try {
    files = readdirSync(BASELINE_DIR).filter((file) => file.endsWith('.png'));
  } catch {
    // no baseline yet: the story tests report them missing
  }
  const orphans = files.filter((file) => !ids.has(file.slice(0, -'.png'.length)));
  const updating = testInfo.config.updateSnapshots === 'all' || testInfo.config.updateSnapshots === 'changed';
  if (updating) {
    for (const file of orphans) unlinkSync(`${BASELINE_DIR}${file}`);
    return;
  }
  expect(orphans, 'baselines of stories that no longer exist (pnpm visual:update removes them)').toEqual([]);
});
