import { lazy, Suspense, useId, useState, type FormEvent } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, LinkButton, LoadingIndicator, TextField, theme } from '@inphr/ui';
import { LANGUAGES } from '@inphr/content';
import { newsWriteSchema, type NewsWrite, type StudioNewsDetail } from '@inphr/api';
import { StudioApiError, del, get, post, put } from '../api/client';
import { previewHref, studioPaths } from '../app/paths';
import { can, useMe } from '../app/session';
import { isEmptyHtml } from '../editor/html';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { formatDateTime, fromLocalInput, toLocalInput } from '../ui/format';
import { Actions, Notice, PageHeading, Panel, PanelTitle, LanguageColumn, LanguageColumns } from '../ui/page';
import { TranslationTitleField, saveErrorText, useTranslationTexts } from '../ui/translations';
import { newsState, NewsStatusBadge } from './news-status';
import { NotFoundPage } from './not-found-page';

// The editor (TipTap and ProseMirror) loads with this screen only.
const RichTextEditor = lazy(() =>
  import('../editor/rich-text-editor').then((m) => ({
    default: m.RichTextEditor,
  })),
);

type Publishing = 'draft' | 'now' | 'schedule';

export function NewsEditPage() {
  const { id: rawId } = useParams();
  const id = rawId === undefined ? undefined : Number(rawId);
  const detail = useQuery({
    queryKey: ['news', 'detail', id],
    queryFn: () => get<StudioNewsDetail>(`news/${id}`),
    enabled: id !== undefined && Number.isInteger(id),
    staleTime: Infinity,
  });
  const { t } = useTranslation();
  if (id !== undefined && (!Number.isInteger(id) || (detail.error instanceof StudioApiError && detail.error.status === 404))) return <NotFoundPage />;
  if (id !== undefined && detail.isError) return <Notice kind="alert">{t('errors.unavailable')}</Notice>;
  if (id !== undefined && !detail.data) return <LoadingIndicator word="LOADING" label={t('app.loading')} />;
  return <NewsForm key={id ?? 'new'} item={detail.data} />;
}

function NewsForm({ item }: { item?: StudioNewsDetail }) {
  const { t, i18n } = useTranslation();
  const me = useMe();
  const editable = can(me.role, 'edit');
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const publishId = useId();
  const { texts, setText } = useTranslationTexts(item?.translations);
  const state = item ? newsState(item.status, item.publishAt) : 'draft';
  const [publishing, setPublishing] = useState<Publishing>(state === 'scheduled' ? 'schedule' : state === 'published' ? 'now' : 'draft');
  const [publishAt, setPublishAt] = useState(state === 'scheduled' ? toLocalInput(item?.publishAt) : '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<{ kind: 'status' | 'alert'; text: string } | undefined>();
  const [confirmDelete, setConfirmDelete] = useState(false);

  function body(mode: Publishing): NewsWrite | undefined {
    const translations: NewsWrite['translations'] = {};
    for (const lang of LANGUAGES) {
      const { title, contents } = texts[lang];
      if (title.trim() || !isEmptyHtml(contents))
        translations[lang] = {
          title,
          contents: isEmptyHtml(contents) ? '' : contents,
        };
    }
    const found: Record<string, string> = {};
    for (const lang of LANGUAGES) {
      const tr = translations[lang];
      if (tr && !tr.title.trim()) found[`${lang}.title`] = t('news.errors.titleMissing');
    }
    const at = mode === 'schedule' ? fromLocalInput(publishAt) : undefined;
    if (mode === 'schedule' && (!at || new Date(at).getTime() <= Date.now())) found.publishAt = t('news.errors.publishAt');
    const candidate = {
      translations,
      status: mode === 'draft' ? 'draft' : 'published',
      publishAt: at ?? null,
    } as const;
    const parsed = newsWriteSchema.safeParse(candidate);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const [, lang, field] = issue.path.map(String);
        if (field === 'contents') found[`${lang}.contents`] = t('news.errors.tooLarge');
        else if (field === 'title') found[`${lang}.title`] = t('news.errors.titleTooLong');
        else if (issue.path[0] === 'translations') found.translations = t('news.errors.noTitle');
      }
    }
    setErrors(found);
    if (Object.keys(found).length) {
      setNotice({ kind: 'alert', text: t('errors.fields') });
      return undefined;
    }
    return parsed.success ? parsed.data : undefined;
  }

  const save = useMutation({
    mutationFn: async (mode: Publishing) => {
      const payload = body(mode);
      if (!payload) return undefined;
      if (item)
        return {
          id: item.id,
          saved: await put<StudioNewsDetail>(`news/${item.id}`, payload),
          mode,
        };
      const created = await post<{ id: number }>('news', payload);
      return { id: created.id, saved: undefined, mode };
    },
    onSuccess: async (result) => {
      if (!result) return;
      await queryClient.invalidateQueries({ queryKey: ['news'] });
      const text = result.mode === 'draft' ? t('news.savedDraft') : result.mode === 'schedule' ? t('news.savedScheduled') : t('news.savedPublished');
      if (!item) {
        void navigate(studioPaths.newsEdit(result.id), {
          replace: true,
          state: { notice: text },
        });
        return;
      }
      if (result.saved) queryClient.setQueryData(['news', 'detail', item.id], result.saved);
      setNotice({ kind: 'status', text });
    },
    onError: (error) => setNotice({ kind: 'alert', text: saveErrorText(t, error) }),
  });

  const remove = useMutation({
    mutationFn: () => del(`news/${item!.id}`),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['news'] });
      void navigate(studioPaths.news, { replace: true });
    },
    onError: (error) => {
      setConfirmDelete(false);
      setNotice({ kind: 'alert', text: saveErrorText(t, error) });
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate(publishing);
  }

  // A new article's first save comes back here with its message (the address changed to its id).
  const carried = (location.state as { notice?: string } | null)?.notice;
  const shown = notice ?? (carried ? { kind: 'status' as const, text: carried } : undefined);
  const heading = item ? t('news.editTitle') : t('news.newTitle');

  return (
    <>
      <PageHeading actions={item ? <NewsStatusBadge status={item.status} publishAt={item.publishAt} /> : null}>{heading}</PageHeading>
      <div aria-live="polite">{shown ? <Notice kind={shown.kind}>{shown.text}</Notice> : null}</div>
      {errors.translations ? <Notice kind="alert">{errors.translations}</Notice> : null}
      <form onSubmit={submit} noValidate>
        <p>{t('news.languagesHint')}</p>
        <LanguageColumns $wideFrom="1280px">
          {LANGUAGES.map((lang) => (
            <LanguageColumn key={lang} lang={lang}>
              <legend>{t(`languages.${lang}`)}</legend>
              <TranslationTitleField
                id={`news-title-${lang}`}
                label={t('news.fields.title', { language: t(`languages.${lang}`) })}
                value={texts[lang].title}
                onChange={(value) => setText(lang, 'title', value)}
                error={errors[`${lang}.title`]}
                editable={editable}
              />
              <Suspense fallback={<LoadingIndicator word="EDITOR" label={t('editor.loading')} />}>
                <RichTextEditor
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
              </Suspense>
              {item?.translations[lang] ? (
                <LinkButton variant="ghost" href={previewHref(item.id, lang)} target="_blank" rel="noopener">
                  {t('news.preview', { language: t(`languages.${lang}`) })}
                </LinkButton>
              ) : null}
            </LanguageColumn>
          ))}
        </LanguageColumns>
        <Panel aria-labelledby={publishId}>
          <PanelTitle id={publishId}>{t('news.publishing')}</PanelTitle>
          {item ? (
            <p>
              {t('news.lastSaved', {
                date: formatDateTime(item.updatedAt, i18n.language),
              })}
              {item.status === 'published' && item.publishAt ? ` · ${t('news.publishAtShown', { date: formatDateTime(item.publishAt, i18n.language) })}` : ''}
            </p>
          ) : null}
          <Radios role="radiogroup" aria-labelledby={publishId}>
            {(['draft', 'now', 'schedule'] as const).map((mode) => (
              <label key={mode}>
                <input type="radio" name="publishing" value={mode} checked={publishing === mode} onChange={() => setPublishing(mode)} disabled={!editable} />
                {t(`news.mode.${mode}`)}
              </label>
            ))}
          </Radios>
          {publishing === 'schedule' ? (
            <TextField
              id="news-publish-at"
              type="datetime-local"
              label={t('news.fields.publishAt')}
              hint={t('news.publishAtHint')}
              value={publishAt}
              onChange={setPublishAt}
              error={errors.publishAt}
              disabled={!editable}
            />
          ) : null}
          {editable ? (
            <Actions>
              <Button type="submit" disabled={save.isPending}>
                {save.isPending ? t('common.saving') : t(`news.save.${publishing}`)}
              </Button>
              {item && state !== 'draft' ? (
                <Button
                  variant="secondary"
                  disabled={save.isPending}
                  onClick={() => {
                    setPublishing('draft');
                    save.mutate('draft');
                  }}
                >
                  {t('news.unpublish')}
                </Button>
              ) : null}
              {item ? (
                <Button variant="ghost" onClick={() => setConfirmDelete(true)}>
                  {t('news.delete')}
                </Button>
              ) : null}
            </Actions>
          ) : (
            <Notice kind="status">{t('common.readOnly')}</Notice>
          )}
        </Panel>
      </form>
      <ConfirmDialog
        open={confirmDelete}
        title={t('news.deleteTitle')}
        message={t('news.deleteMessage')}
        confirmLabel={t('news.delete')}
        busy={remove.isPending}
        onConfirm={() => remove.mutate()}
        onCancel={() => setConfirmDelete(false)}
      />
    </>
  );
}

const Radios = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.md};
  margin-bottom: ${theme.space.md};
  & label {
    display: inline-flex;
    align-items: center;
    gap: ${theme.space.xs};
    min-height: 44px;
  }
  & input {
    width: 20px;
    height: 20px;
  }
`;
