import { describe, expect, it } from 'vitest';
import { LANGUAGES, SERVICE_SLUGS } from '@inphr/content';
import { loadNamespace } from '@inphr/i18n';

const isText = (value: unknown) => typeof value === 'string' && value.trim() !== '';
const isCard = (value: unknown) => Boolean(value) && isText((value as { title?: unknown }).title) && isText((value as { text?: unknown }).text);

// A service with a module in sections/ has its texts typed by it; every service's texts must at
// least hold what the common page reads (ServicePageTexts), which this checks for all of them.
describe('service texts', () => {
  it.each(SERVICE_SLUGS.flatMap((slug) => LANGUAGES.map((lang) => [slug, lang] as const)))(
    'svc-%s (%s) holds what every service page shows',
    async (slug, lang) => {
      const texts = (await loadNamespace(lang, `svc-${slug}`)) as Record<string, unknown>;
      const service = texts.service as { heading?: unknown; text?: unknown };
      const list = texts.list as { heading?: unknown; items?: unknown };
      expect(isText(texts.headline) && isText(texts.tagline) && isText(texts.heroAlt)).toBe(true);
      expect(Array.isArray(texts.intro) && texts.intro.every(isText)).toBe(true);
      expect(isText(service.heading) && isText(service.text)).toBe(true);
      expect(isText(list.heading) && Array.isArray(list.items) && list.items.length > 0 && list.items.every(isCard)).toBe(true);
    },
  );
});
