import { readdirSync, unlinkSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { readStories } from './storybook';
import { expectNoAxeViolations, storyViewport, waitForStory } from './story-page';

const stories = readStories();
const BASELINE_DIR = fileURLToPath(new URL('./__screenshots__/', import.meta.url));

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
    // The a11y addon's own axe run is switched off: the test runs axe itself after the screenshot.
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
    // After the screenshot, so that axe's script cannot change what is compared.
    await expectNoAxeViolations(page);
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
