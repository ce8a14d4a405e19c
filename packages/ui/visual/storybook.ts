import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The built Storybook (`pnpm build-storybook` writes it at the repository root). */
export const STORYBOOK_DIR = fileURLToPath(new URL('../../../storybook-static/', import.meta.url));

export interface StoryEntry {
  id: string;
  title: string;
  name: string;
}

/** Every story of storybook-static/index.json (docs entries left out). */
export function readStories(): StoryEntry[] {
  const indexFile = `${STORYBOOK_DIR}/index.json`;
  if (!existsSync(indexFile)) {
    throw new Error(`${indexFile} is missing: build Storybook first (pnpm build-storybook).`);
  }
  const index = JSON.parse(readFileSync(indexFile, 'utf8')) as { entries: Record<string, StoryEntry & { type: string }> };
  const stories = Object.values(index.entries)
    .filter((entry) => entry.type === 'story')
    .map(({ id, title, name }) => ({ id, title, name }));
  if (stories.length === 0) throw new Error(`${indexFile} lists no story.`);
  return stories;
}
