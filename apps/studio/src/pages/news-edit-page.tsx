import { useNavigate, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Checkbox, LoadingIndicator, TextField } from '@inphr/ui';
import { LANGUAGES, type Language } from '@inphr/content';
import { newsSaveSchema, type StudioNewsDetail, type StudioTexts } from '@inphr/api';
import { StudioApiError, get, post } from '../api/client';
import { previewHref, studioPaths, unsavedPreviewHref } from '../app/paths';
import { can, useMe } from '../app/session';
import { formatDateTime } from '../ui/format';
import { Notice, LanguageColumn } from '../ui/page';
import { TranslationTitleField, saveErrorText, textsDiffer } from '../ui/translations';
import { LanguageEditors } from '../ui/language-editors';
import { PreviewAction, openPreviewTab } from '../ui/preview';
import { LazyRichTextEditor } from '../editor/lazy-editor';
import { languageState } from '../ui/content-languages';
import { contentKey } from '../ui/content-changes';
import { ContentForm, useContentForm } from '../ui/content-form';
import { LanguageMarker, PublishPanel } from '../ui/publish-panel';
import { NotFoundPage } from './not-found-page';
import { NotAllowedPage } from './not-allowed-page';

export function NewsEditPage() {
  const { id: rawId } = useParams();
  const id = rawId === undefined ? undefined : Number(rawId);
  const detail = useQuery({
    queryKey: contentKey('news', id),
    queryFn: () => get<StudioNewsDetail>(`news/${id}`),
    enabled: id !== undefined && Number.isInteger(id),
    staleTime: Infinity,
  });
  const { t } = useTranslation();
  const me = useMe();
  // A role that cannot write gets no empty, disabled form for a new article.
  if (id === undefined && !can(me.role, 'edit')) return <NotAllowedPage />;
  if (id !== undefined && (!Number.isInteger(id) || (detail.error instanceof StudioApiError && detail.error.status === 404))) return <NotFoundPage />;
  if (id !== undefined && detail.isError) return <Notice kind="alert">{t('errors.unavailable')}</Notice>;
  if (id !== undefined && !detail.data) return <LoadingIndicator word="LOADING" label={t('app.loading')} />;
  return <NewsForm key={id ?? 'new'} item={detail.data} />;
}

/** An article's texts' problems, by field, as the server will find them. */
function newsProblems(texts: StudioTexts, t: (key: string) => string, version: number): Record<string, string> {
  const found: Record<string, string> = {};
  for (const lang of LANGUAGES) {
    const tr = texts[lang];
    if (tr && !tr.title.trim()) found[`${lang}.title`] = t('news.errors.titleMissing');
  }
  const parsed = newsSaveSchema.safeParse({ translations: texts, baseVersion: version });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const [, lang, field] = issue.path.map(String);
      if (field === 'contents') found[`${lang}.contents`] = t('news.errors.tooLarge');
      else if (field === 'title') found[`${lang}.title`] = t('news.errors.titleTooLong');
      else if (issue.path[0] === 'translations') found.translations = t('news.errors.noTitle');
    }
  }
  return found;
}

function NewsForm({ item }: { item?: StudioNewsDetail }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const form = useContentForm({
    kind: 'news',
    item,
    validate: (texts) => newsProblems(texts, t, item?.version ?? 1),
    afterDelete: () => void navigate(studioPaths.news, { replace: true }),
    editPath: studioPaths.newsEdit,
  });
  const { editable, edited, errors, setNotice } = form;
  const { texts, setText, current, savedTexts } = edited;
  const modes = form.live ? (['now', 'schedule'] as const) : (['draft', 'now', 'schedule'] as const);

  /**
   * The public page with what the editor holds now (saved or not), in a new tab, or a phone-sized
   * window. The tab opens at the press (a popup blocker lets it), then goes to the preview once kept.
   */
  function openPreview(lang: Language) {
    const keep = () => post<{ token: string }>('news/previews', { translations: current, ...(item ? { id: item.id } : {}) });
    openPreviewTab(form.phoneWidth, async () => unsavedPreviewHref((await keep()).token, lang)).catch((error: unknown) =>
      setNotice({ kind: 'alert', text: saveErrorText(t, error) }),
    );
  }

  /** One language's title, body, state and preview link. */
  const column = (lang: Language) => (
    <LanguageColumn key={lang} lang={lang}>
      <legend>{t(`languages.${lang}`)}</legend>
      <LanguageMarker state={languageState(item, lang)} unsaved={editable && textsDiffer({ [lang]: current[lang] }, { [lang]: savedTexts[lang] })} />
      <TranslationTitleField
        id={`news-title-${lang}`}
        label={t('news.fields.title', { language: t(`languages.${lang}`) })}
        value={texts[lang].title}
        onChange={(value) => setText(lang, 'title', value)}
        error={errors[`${lang}.title`]}
        editable={editable}
      />
      <LazyRichTextEditor
        key={form.generation}
        id={`news-body-${lang}`}
        lang={lang}
        label={t('news.fields.body', {
          language: t(`languages.${lang}`),
        })}
        initialHtml={texts[lang].contents}
        onChange={(html) => setText(lang, 'contents', html)}
        readOnly={!editable}
        error={errors[`${lang}.contents`]}
      />
      <PreviewAction
        label={t('news.preview', { language: t(`languages.${lang}`) })}
        onPreview={editable && current[lang]?.title.trim() ? () => openPreview(lang) : undefined}
        savedHref={!editable && item?.translations[lang] ? previewHref(item.id, lang) : undefined}
      />
    </LanguageColumn>
  );

  return (
    <ContentForm form={form} heading={item ? t('news.editTitle') : t('news.newTitle')}>
      {editable ? <p>{t('news.languagesHint')}</p> : null}
      <LanguageEditors
        idPrefix="news-lang"
        active={form.active}
        onActive={form.setActive}
        stateOf={(lang) => t(`publish.languageState.${languageState(item, lang)}`)}
        column={column}
        compared={(lang) => ({
          title: texts[lang].title || t('news.untitled'),
          label: t('news.fields.body', { language: t(`languages.${lang}`) }),
          html: texts[lang].contents,
          variant: 'news',
        })}
        generation={form.generation}
      />
      <PublishPanel
        form={form}
        modes={[...modes]}
        about={
          item ? (
            <p>
              {t('publish.lastSavedBy', { date: formatDateTime(item.updatedAt, i18n.language), who: item.updatedBy ?? t('revisions.formerAccount') })}
              {item.status === 'published' && item.publishAt ? ` · ${t('news.publishAtShown', { date: formatDateTime(item.publishAt, i18n.language) })}` : ''}
            </p>
          ) : null
        }
        schedule={
          <TextField
            id="news-publish-at"
            type="datetime-local"
            label={t('news.fields.publishAt')}
            hint={t('news.publishAtHint')}
            value={form.publishAt}
            onChange={form.setPublishAt}
            error={errors.publishAt}
            disabled={!editable}
          />
        }
      >
        <Checkbox id="news-preview-phone" label={t('news.previewPhone')} checked={form.phoneWidth} onChange={form.setPhoneWidth} />
      </PublishPanel>
    </ContentForm>
  );
}
