import type { FullConfig } from '@playwright/test';
import { serveStatic } from './static-server';
import { STORYBOOK_DIR, readStories } from './storybook';

/** Serves the built Storybook on a free loopback port for the whole run. */
export default async function globalSetup(_config: FullConfig) {
  readStories(); // fails early, with a clear message, when Storybook was not built
  const server = await serveStatic(STORYBOOK_DIR);
  process.env.VISUAL_BASE_URL = server.url;
  return server.close;
}
