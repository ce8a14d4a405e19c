import { describe, expect, it } from 'vitest';
import { formTexts } from '../ui/translations';
import { faqMissing } from './faq-texts';

describe('a question’s texts', () => {
  it('count the editor’s empty answer as no answer, and send it as nothing', () => {
    const texts = formTexts({
      ko: { title: '질문', contents: '<p></p>' },
      en: { title: ' ', contents: '<p></p><p><br></p>' },
      ja: { title: '', contents: '<p>回答</p>' },
    });
    expect(texts).toEqual({ ko: { title: '질문', contents: '' }, ja: { title: '', contents: '<p>回答</p>' } });
    expect(faqMissing(texts)).toEqual(['ko.contents', 'ja.title']);
  });

  it('find nothing missing when each written language has both halves', () => {
    expect(
      faqMissing(formTexts({ ko: { title: 'Q', contents: '<p>A</p>' }, en: { title: '', contents: '' }, ja: { title: '', contents: '<p></p>' } })),
    ).toEqual([]);
  });
});
