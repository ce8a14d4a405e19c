import { test } from '@playwright/test';
import { readStories } from './storybook';
import { expectNoAxeViolations, storyViewport, waitForStory } from './story-page';

/**
 * Every story passes axe in the sister site's theme in Korean too, so that a theme or a language
 * that breaks contrast or names fails here (storybook.visual.ts checks the default look).
 */
const stories = readStories();

for (const story of stories) {
  test(`axe care/ko › ${story.title} › ${story.name}`, async ({ page }) => {
    await page.goto(`iframe.html?id=${encodeURIComponent(story.id)}&viewMode=story&globals=theme:care;locale:ko;a11y.manual:!true`);
    await waitForStory(page, story.id);
    const viewport = await storyViewport(page);
    if (viewport) {
      await page.setViewportSize(viewport);
      await page.reload();
      await waitForStory(page, story.id);
    }
    await expectNoAxeViolations(page);
  });
}
