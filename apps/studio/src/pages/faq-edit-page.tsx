import { useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Checkbox, LoadingIndicator, Select } from '@inphr/ui';
import { FAQ_ALL_SERVICE_SEQ, type Language } from '@inphr/content';
import { faqWriteSchema, type StudioFaqDetail, type StudioTexts } from '@inphr/api';
import { StudioApiError, get, post } from '../api/client';
import { faqPreviewHref, studioPaths, unsavedFaqPreviewHref } from '../app/paths';
import { can, useMe } from '../app/session';
import { Notice, LanguageColumn } from '../ui/page';
import { TranslationTitleField, saveErrorText, textsDiffer } from '../ui/translations';
import { LanguageEditors } from '../ui/language-editors';
import { PreviewAction, openPreviewTab } from '../ui/preview';
import { LazyRichTextEditor } from '../editor/lazy-editor';
import { languageState } from '../ui/content-languages';
import { contentKey } from '../ui/content-changes';
import { ContentForm, useContentForm } from '../ui/content-form';
import { LanguageMarker, PublishPanel } from '../ui/publish-panel';
import { faqCategories } from './faq-categories';
import { faqMissing } from './faq-texts';
import { NotFoundPage } from './not-found-page';
import { NotAllowedPage } from './not-allowed-page';

export function FaqEditPage() {
  const { id: rawId } = useParams();
  const id = rawId === undefined ? undefined : Number(rawId);
  const { t } = useTranslation();
  const me = useMe();
  const detail = useQuery({
    queryKey: contentKey('faq', id),
    queryFn: () => get<StudioFaqDetail>(`faq/${id}`),
    enabled: id !== undefined && Number.isInteger(id),
    staleTime: Infinity,
  });
  if (id === undefined && !can(me.role, 'edit')) return <NotAllowedPage />;
  if (id !== undefined && (!Number.isInteger(id) || (detail.error instanceof StudioApiError && detail.error.status === 404))) return <NotFoundPage />;
  if (id !== undefined && detail.isError) return <Notice kind="alert">{t('errors.unavailable')}</Notice>;
  if (id !== undefined && !detail.data) return <LoadingIndicator word="LOADING" label={t('app.loading')} />;
  return <FaqForm key={id ?? 'new'} item={detail.data} />;
}

/** A question's texts' problems, by field, as the server will find them (an answer without text is none). */
function faqProblems(texts: StudioTexts, serviceSeq: number, t: (key: string) => string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const field of faqMissing(texts)) found[field] = t(field.endsWith('.title') ? 'faq.errors.questionMissing' : 'faq.errors.answerMissing');
  const parsed = faqWriteSchema.safeParse({ serviceSeq, translations: texts });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const [, lang, field] = issue.path.map(String);
      if (field === 'contents' && issue.code === 'too_big') found[`${lang}.contents`] ??= t('faq.errors.answerTooLong');
    }
    if (Object.keys(found).length === 0) found.translations = t('faq.errors.nothing');
  }
  return found;
}

/**
 * A question and its answer in three languages, edited as an article is: a published question's
 * saved changes (its category included) wait for "Publish changes", language by language.
 */
function FaqForm({ item }: { item?: StudioFaqDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [serviceSeq, setServiceSeq] = useState(String(item?.serviceSeq ?? (Number(params.get('category')) || FAQ_ALL_SERVICE_SEQ)));
  const form = useContentForm({
    kind: 'faq',
    item,
    validate: (texts) => faqProblems(texts, Number(serviceSeq), t),
    fields: { values: { serviceSeq: Number(serviceSeq) }, changed: item !== undefined && Number(serviceSeq) !== item.serviceSeq },
    afterDelete: () => void navigate(`${studioPaths.faq}?category=${serviceSeq}`, { replace: true, state: { saved: true } }),
    editPath: studioPaths.faqEdit,
  });
  const { editable, edited, errors, setNotice } = form;
  const { texts, setText, current, savedTexts } = edited;

  /**
   * The public FAQ page with what the form holds now (saved or not), in a new tab, or a phone-sized
   * window. The tab opens at the press (a popup blocker lets it), then goes to the preview once kept.
   */
  function openPreview(lang: Language) {
    const keep = () => post<{ token: string }>('faq/previews', { serviceSeq: Number(serviceSeq), translations: current, ...(item ? { id: item.id } : {}) });
    openPreviewTab(form.phoneWidth, async () => unsavedFaqPreviewHref((await keep()).token, lang)).catch((error: unknown) =>
      setNotice({ kind: 'alert', text: saveErrorText(t, error) }),
    );
  }

  /** One language's question, answer, state and preview. */
  const column = (lang: Language) => (
    <LanguageColumn key={lang} lang={lang}>
      <legend>{t(`languages.${lang}`)}</legend>
      <LanguageMarker state={languageState(item, lang)} unsaved={editable && textsDiffer({ [lang]: current[lang] }, { [lang]: savedTexts[lang] })} />
      <TranslationTitleField
        id={`faq-title-${lang}`}
        label={t('faq.fields.question', { language: t(`languages.${lang}`) })}
        value={texts[lang].title}
        onChange={(v) => setText(lang, 'title', v)}
        error={errors[`${lang}.title`]}
        editable={editable}
      />
      <LazyRichTextEditor
        key={form.generation}
        variant="faq"
        id={`faq-answer-${lang}`}
        lang={lang}
        label={t('faq.fields.answer', { language: t(`languages.${lang}`) })}
        initialHtml={texts[lang].contents}
        onChange={(html) => setText(lang, 'contents', html)}
        readOnly={!editable}
        error={errors[`${lang}.contents`]}
      />
      <PreviewAction
        label={t('faq.preview', { language: t(`languages.${lang}`) })}
        onPreview={editable && current[lang]?.title.trim() ? () => openPreview(lang) : undefined}
        savedHref={!editable && item?.translations[lang] ? faqPreviewHref(item.id, lang) : undefined}
      />
    </LanguageColumn>
  );

  /** A language's word on its tab: unsaved edits, or where it stands. */
  function stateOf(lang: Language): string {
    if (editable && textsDiffer({ [lang]: current[lang] }, { [lang]: savedTexts[lang] })) return t('publish.unsaved');
    return t(`publish.languageState.${languageState(item, lang)}`);
  }

  return (
    <ContentForm form={form} heading={item ? t('faq.editTitle') : t('faq.newTitle')}>
      <Select id="faq-edit-category" label={t('faq.category')} value={serviceSeq} options={faqCategories(t)} onChange={setServiceSeq} disabled={!editable} />
      {editable ? <p>{t('faq.languagesHint')}</p> : null}
      <LanguageEditors
        idPrefix="faq-lang"
        active={form.active}
        onActive={form.setActive}
        stateOf={stateOf}
        column={column}
        compared={(lang) => ({
          title: texts[lang].title || t('faq.noQuestion'),
          label: t('faq.fields.answer', { language: t(`languages.${lang}`) }),
          html: texts[lang].contents,
          variant: 'faq',
        })}
        generation={form.generation}
      />
      <PublishPanel form={form} modes={form.live ? ['now'] : ['draft', 'now']}>
        <Checkbox id="faq-preview-phone" label={t('news.previewPhone')} checked={form.phoneWidth} onChange={form.setPhoneWidth} />
      </PublishPanel>
    </ContentForm>
  );
}
