import { describe, expect, it } from 'vitest';
import { defaultPublishLanguages, languageState } from './content-languages';
import { formTexts, textsDiffer } from './translations';

const a = { title: 'A', contents: '<p>a</p>' };
const b = { title: 'B', contents: '<p>b</p>' };

describe('languageState', () => {
  it('reads a published article against what visitors read', () => {
    const item = { status: 'published' as const, live: { ko: a, en: a, ja: a }, translations: { ko: a, en: b } };
    expect(languageState(item, 'ko')).toBe('live');
    expect(languageState(item, 'en')).toBe('changed');
    expect(languageState(item, 'ja')).toBe('removed');
    expect(languageState({ ...item, live: {} }, 'ko')).toBe('held');
    expect(languageState({ ...item, live: {}, translations: {} }, 'ko')).toBe('missing');
  });

  it('a draft article, or a new one, has drafts and missing languages only', () => {
    expect(languageState({ status: 'draft', live: { ko: a }, translations: { ko: a } }, 'ko')).toBe('draft');
    expect(languageState({ status: 'draft', live: {}, translations: {} }, 'en')).toBe('missing');
    expect(languageState(undefined, 'ja')).toBe('missing');
  });
});

describe('publishing', () => {
  it('takes the changed languages of a published article, every written one of a draft', () => {
    const item = { status: 'published' as const, live: { ko: a, en: a }, translations: { ko: a, en: a } };
    expect(defaultPublishLanguages(item, { ko: a, en: b, ja: b })).toEqual(['en']);
    expect(defaultPublishLanguages(item, { ko: a })).toEqual(['en']);
    expect(defaultPublishLanguages({ ...item, status: 'draft' }, { ko: a, ja: { title: ' ', contents: '' } })).toEqual(['ko']);
  });

  it('never ticks a language held back from a published article, edited or not', () => {
    // Published with English only: Korean and Japanese are saved, never published.
    const item = { status: 'published' as const, live: { en: a }, translations: { ko: a, en: a, ja: a } };
    expect(defaultPublishLanguages(item, item.translations)).toEqual([]);
    expect(defaultPublishLanguages(item, { ko: b, en: b, ja: a })).toEqual(['en']);
  });
});

describe('the form’s texts', () => {
  it('leave out empty languages and compare by value', () => {
    const texts = formTexts({ ko: { title: 'T', contents: '<p></p>' }, en: { title: '', contents: '<p></p>' }, ja: { title: '', contents: '<p>x</p>' } });
    expect(texts).toEqual({ ko: { title: 'T', contents: '' }, ja: { title: '', contents: '<p>x</p>' } });
    expect(textsDiffer(texts, { ...texts })).toBe(false);
    expect(textsDiffer(texts, { ko: { title: 'T', contents: '' } })).toBe(true);
  });
});
