import { useState } from 'react';
import type { TFunction } from 'i18next';
import { TextField } from '@inphr/ui';
import { LANGUAGES, type Language } from '@inphr/content';
import type { StudioTexts } from '@inphr/api';
import { StudioApiError } from '../api/client';
import { isEmptyHtml } from '../editor/html';

/** An article's or a question's title and body, per language, as the form holds them. */
export type TranslationTexts = Record<Language, { title: string; contents: string }>;

function formOf(saved: Partial<Record<Language, { title: string; contents: string }>> | undefined): TranslationTexts {
  return Object.fromEntries(
    LANGUAGES.map((lang) => [lang, { title: saved?.[lang]?.title ?? '', contents: saved?.[lang]?.contents ?? '' }]),
  ) as TranslationTexts;
}

/** The form's texts, from what was saved (a language not saved starts empty), and how to change one. */
export function useTranslationTexts(saved: Partial<Record<Language, { title: string; contents: string }>> | undefined) {
  const [texts, setTexts] = useState<TranslationTexts>(() => formOf(saved));
  const setText = (lang: Language, field: 'title' | 'contents', value: string) => setTexts((prev) => ({ ...prev, [lang]: { ...prev[lang], [field]: value } }));
  /** Every language at once (a restored revision, the server's texts after a conflict). */
  const replaceTexts = (next: Partial<Record<Language, { title: string; contents: string }>>) => setTexts(formOf(next));
  return { texts, setText, replaceTexts };
}

/** One language's title field of a translations form (its label names the language). */
export function TranslationTitleField(p: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  editable: boolean;
}) {
  return <TextField id={p.id} label={p.label} value={p.value} onChange={p.onChange} error={p.error} maxLength={300} disabled={!p.editable} />;
}

/** What the studio says when a save or a deletion fails: not allowed, refused input, or unavailable. */
export function saveErrorText(t: TFunction, error: unknown): string {
  if (error instanceof StudioApiError && error.status === 403) return t('errors.forbidden');
  if (error instanceof StudioApiError && error.status === 400) return t('errors.fields');
  return t('errors.unavailable');
}

/** The form's texts as the API takes them: a language with neither title nor body left out, an empty body as ''. */
export function formTexts(texts: TranslationTexts): StudioTexts {
  const out: StudioTexts = {};
  for (const lang of LANGUAGES) {
    const { title, contents } = texts[lang];
    if (title.trim() || !isEmptyHtml(contents)) out[lang] = { title, contents: isEmptyHtml(contents) ? '' : contents };
  }
  return out;
}

/** Whether the form holds something other than `saved` (the texts as last sent or loaded). */
export function textsDiffer(a: StudioTexts, b: StudioTexts): boolean {
  return LANGUAGES.some((lang) => (a[lang]?.title ?? '') !== (b[lang]?.title ?? '') || (a[lang]?.contents ?? '') !== (b[lang]?.contents ?? ''));
}
