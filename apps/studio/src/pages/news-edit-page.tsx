import { useId, useState, type FormEvent } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, Checkbox, LoadingIndicator, TextField, theme } from '@inphr/ui';
import { LANGUAGES, type Language } from '@inphr/content';
import { newsSaveSchema, type NewsPublish, type StudioConflict, type StudioNewsDetail, type StudioRevision, type StudioTexts } from '@inphr/api';
import { StudioApiError, del, get, post, put } from '../api/client';
import { previewHref, studioPaths, unsavedPreviewHref } from '../app/paths';
import { can, useMe } from '../app/session';
import { ConflictPanel } from '../revisions/conflict-panel';
import { RevisionHistory } from '../revisions/revision-history';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { formatDateTime, fromLocalInput, isFuture, toLocalInput } from '../ui/format';
import { Actions, Badge, ChoiceRow, choiceRow, Notice, PageHeading, Panel, PanelTitle, LanguageColumn } from '../ui/page';
import { TranslationTitleField, saveErrorText, textsDiffer } from '../ui/translations';
import { LeaveGuard, useSaveShortcut } from '../ui/unsaved';
import { LanguageEditors } from '../ui/language-editors';
import { PreviewAction, openPreviewTab } from '../ui/preview';
import { LazyRichTextEditor } from '../editor/lazy-editor';
import { clearLocalDraft } from '../ui/local-draft';
import { useEditedTexts } from '../ui/edited-texts';
import { KeptText } from '../ui/kept-text';
import { PresenceNotice, usePresence } from '../ui/presence';
import { defaultPublishLanguages, languageState, type LanguageState } from './news-languages';
import { newsState, NewsStatusBadge } from './news-status';
import { NotFoundPage } from './not-found-page';
import { NotAllowedPage } from './not-allowed-page';

type Publishing = 'draft' | 'now' | 'schedule';

/** What a press of a button asks of the server. */
type Step =
  | { kind: 'save' }
  | { kind: 'publish' }
  | { kind: 'discard' }
  | { kind: 'unpublish' }
  | { kind: 'restore'; revision: StudioRevision }
  | { kind: 'resolve'; texts: StudioTexts; current: StudioNewsDetail };

const detailKey = (id: number | undefined) => ['news', 'detail', id];

export function NewsEditPage() {
  const { id: rawId } = useParams();
  const id = rawId === undefined ? undefined : Number(rawId);
  const detail = useQuery({
    queryKey: detailKey(id),
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

function NewsForm({ item }: { item?: StudioNewsDetail }) {
  const { t, i18n } = useTranslation();
  const me = useMe();
  const editable = can(me.role, 'edit');
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const publishId = useId();
  const languagesId = useId();
  const { texts, setText, replaceTexts, current, savedTexts, setSavedTexts, base, setBase, dirty, draftItem, local, takeKept } = useEditedTexts({
    kind: 'news',
    item,
    account: me.email,
    editable,
  });
  // Bumped when the server's texts replace the form's (a restore, a discard): the editors start again from them.
  const [editorGeneration, setEditorGeneration] = useState(0);
  const state = item ? newsState(item.status, item.publishAt) : 'draft';
  const live = item?.status === 'published';
  const [publishing, setPublishing] = useState<Publishing>(state === 'scheduled' ? 'schedule' : state === 'published' ? 'now' : 'draft');
  const [publishAt, setPublishAt] = useState(state === 'scheduled' ? toLocalInput(item?.publishAt) : '');
  const [chosen, setChosen] = useState<Language[] | undefined>();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<{ kind: 'status' | 'alert'; text: string } | undefined>();
  const [conflict, setConflict] = useState<StudioConflict | undefined>();
  const [confirm, setConfirm] = useState<'delete' | 'discard' | undefined>();
  const [active, setActive] = useState<Language>(() => ((LANGUAGES as readonly string[]).includes(i18n.language) ? (i18n.language as Language) : 'ko'));
  const [phoneWidth, setPhoneWidth] = useState(false);

  const publishLanguages = chosen ?? defaultPublishLanguages(item, current);
  const publishable = LANGUAGES.filter((lang) => current[lang] || item?.live[lang]);

  /** The form's texts checked as the server will check them; undefined (and the fields marked) when they need attention. */
  function checkedTexts(): StudioTexts | undefined {
    const found: Record<string, string> = {};
    for (const lang of LANGUAGES) {
      const tr = current[lang];
      if (tr && !tr.title.trim()) found[`${lang}.title`] = t('news.errors.titleMissing');
    }
    const parsed = newsSaveSchema.safeParse({ translations: current, baseVersion: item?.version ?? 1 });
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
      // A language with a problem is shown, not left behind a tab.
      const first = LANGUAGES.find((lang) => found[`${lang}.title`] || found[`${lang}.contents`]);
      if (first) setActive(first);
      return undefined;
    }
    return current;
  }

  /** The publication's languages and time, checked; undefined (and marked) when they need attention. */
  function checkedPublication(): Omit<NewsPublish, 'baseVersion'> | undefined {
    const found: Record<string, string> = {};
    const at = publishing === 'schedule' ? fromLocalInput(publishAt) : undefined;
    if (publishing === 'schedule' && !isFuture(at)) found.publishAt = t('news.errors.publishAt');
    if (publishLanguages.length === 0) found.languages = t('news.errors.noLanguage');
    setErrors((prev) => ({ ...prev, ...found }));
    if (Object.keys(found).length) {
      setNotice({ kind: 'alert', text: t('errors.fields') });
      return undefined;
    }
    return { languages: publishLanguages, publishAt: at ?? null };
  }

  const run = useMutation({
    mutationFn: async (step: Step): Promise<{ saved: StudioNewsDetail; step: Step; created: boolean } | undefined> => {
      if (step.kind === 'restore')
        return {
          saved: await post<StudioNewsDetail>(`news/${item!.id}/revisions/${step.revision.number}/restore`, { baseVersion: item!.version }),
          step,
          created: false,
        };
      if (step.kind === 'discard' || step.kind === 'unpublish')
        return { saved: await post<StudioNewsDetail>(`news/${item!.id}/${step.kind}`, { baseVersion: item!.version }), step, created: false };
      const sending = step.kind === 'resolve' ? step.texts : checkedTexts();
      if (!sending) return undefined;
      const publication = step.kind === 'publish' ? checkedPublication() : undefined;
      if (step.kind === 'publish' && !publication) return undefined;
      // Save what the form holds (unless it is what the server has), then publish it.
      let saved = step.kind === 'resolve' ? step.current : item;
      let created = false;
      if (!saved) {
        const { id } = await post<{ id: number }>('news', { translations: sending, status: 'draft' });
        saved = await get<StudioNewsDetail>(`news/${id}`);
        created = true;
      } else if (step.kind === 'resolve' || base !== undefined || textsDiffer(sending, savedTexts)) {
        saved = await put<StudioNewsDetail>(`news/${saved.id}`, {
          translations: sending,
          baseVersion: step.kind === 'resolve' ? saved.version : (base ?? saved.version),
        });
      }
      setBase(undefined);
      // Saved: a publication refused next starts from this version and these texts.
      queryClient.setQueryData(detailKey(saved.id), saved);
      setSavedTexts(sending);
      if (publication) saved = await post<StudioNewsDetail>(`news/${saved.id}/publish`, { ...publication, baseVersion: saved.version });
      return { saved, step, created };
    },
    onSuccess: async (result) => {
      if (!result) return;
      const { saved, step } = result;
      setConflict(undefined);
      setChosen(undefined);
      queryClient.setQueryData(detailKey(saved.id), saved);
      await queryClient.invalidateQueries({ queryKey: ['news'], predicate: (q) => q.queryKey[1] !== 'detail' });
      await queryClient.invalidateQueries({ queryKey: ['revisions', `news/${saved.id}`] });
      if (step.kind === 'restore' || step.kind === 'discard' || step.kind === 'resolve') {
        replaceTexts(saved.translations);
        setSavedTexts(saved.translations);
        setEditorGeneration((n) => n + 1);
      }
      const text = doneText(step, saved);
      if (result.created) {
        clearLocalDraft(me.email, draftItem);
        void navigate(studioPaths.newsEdit(saved.id), { replace: true, state: { notice: text } });
        return;
      }
      setNotice({ kind: 'status', text });
    },
    onError: (error) => {
      if (error instanceof StudioApiError && error.status === 409) {
        // Nothing was saved: the form keeps its text, and the panel compares it with theirs.
        setConflict(error.body as StudioConflict);
        setNotice(undefined);
        return;
      }
      setNotice({ kind: 'alert', text: saveErrorText(t, error) });
    },
  });

  function doneText(step: Step, saved: StudioNewsDetail): string {
    const nowLive = saved.status === 'published';
    switch (step.kind) {
      case 'publish':
        return newsState(saved.status, saved.publishAt) === 'scheduled' ? t('news.savedScheduled') : t('news.savedPublished');
      case 'discard':
        return t('news.discarded');
      case 'unpublish':
        return t('news.unpublished');
      case 'restore':
        return nowLive ? t('revisions.restoredLive', { number: step.revision.number }) : t('revisions.restored', { number: step.revision.number });
      default:
        return nowLive ? t('news.savedChanges') : t('news.savedDraft');
    }
  }

  const remove = useMutation({
    mutationFn: () => del(`news/${item!.id}?version=${item!.version}`),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['news'] });
      void navigate(studioPaths.news, { replace: true });
    },
    onError: (error) => {
      setConfirm(undefined);
      if (error instanceof StudioApiError && error.status === 409) {
        const body = error.body as StudioConflict;
        setNotice({ kind: 'alert', text: t('conflict.deleteRefused', { who: body.changedBy ?? t('conflict.someone') }) });
        return;
      }
      setNotice({ kind: 'alert', text: saveErrorText(t, error) });
    },
  });

  const busy = run.isPending || remove.isPending;
  const save = () => {
    if (editable && !busy && (dirty || !item)) run.mutate({ kind: 'save' });
  };
  useSaveShortcut(save);
  const others = usePresence('news', item?.id);

  function submit(event: FormEvent) {
    event.preventDefault();
    run.mutate({ kind: !live && publishing !== 'draft' ? 'publish' : 'save' });
  }

  // A new article's first save comes back here with its message (the address changed to its id).
  const carried = (location.state as { notice?: string } | null)?.notice;
  const shown = notice ?? (carried ? { kind: 'status' as const, text: carried } : undefined);
  const heading = item ? t('news.editTitle') : t('news.newTitle');
  const modes: Publishing[] = live ? ['now', 'schedule'] : ['draft', 'now', 'schedule'];

  /**
   * The public page with what the editor holds now (saved or not), in a new tab, or a phone-sized
   * window. The tab opens at the press (a popup blocker lets it), then goes to the preview once kept.
   */
  function openPreview(lang: Language) {
    const keep = () => post<{ token: string }>('news/previews', { translations: current, ...(item ? { id: item.id } : {}) });
    openPreviewTab(phoneWidth, async () => unsavedPreviewHref((await keep()).token, lang)).catch((error: unknown) =>
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
        key={editorGeneration}
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
    <>
      <LeaveGuard dirty={dirty && !busy} />
      <PageHeading
        actions={
          item ? (
            <>
              <NewsStatusBadge status={item.status} publishAt={item.publishAt} />
              {item.hasDraft ? <Badge $tone="warn">{t('news.status.changes')}</Badge> : null}
            </>
          ) : null
        }
      >
        {heading}
      </PageHeading>
      <div aria-live="polite">{shown ? <Notice kind={shown.kind}>{shown.text}</Notice> : null}</div>
      <PresenceNotice others={others} />
      {item?.hasDraft ? <Notice kind="status">{t('news.draftNotice')}</Notice> : null}
      {errors.translations ? <Notice kind="alert">{errors.translations}</Notice> : null}
      {local.offer ? (
        <KeptText
          savedAt={local.offer.savedAt}
          onRestore={() => {
            takeKept();
            setEditorGeneration((n) => n + 1);
          }}
          onDiscard={local.settle}
        />
      ) : null}
      {conflict ? (
        <ConflictPanel
          kind="news"
          conflict={conflict}
          mine={current}
          busy={busy}
          onResolve={(resolved, latest) => run.mutate({ kind: 'resolve', texts: resolved, current: latest })}
        />
      ) : null}
      <form onSubmit={submit} noValidate>
        {editable ? <p>{t('news.languagesHint')}</p> : null}
        <LanguageEditors
          idPrefix="news-lang"
          active={active}
          onActive={setActive}
          stateOf={(lang) => t(`news.languageState.${languageState(item, lang)}`)}
          column={column}
          compared={(lang) => ({
            title: texts[lang].title || t('news.untitled'),
            label: t('news.fields.body', { language: t(`languages.${lang}`) }),
            html: texts[lang].contents,
            variant: 'news',
          })}
          generation={editorGeneration}
        />
        <Panel aria-labelledby={publishId}>
          <PanelTitle id={publishId}>{t('news.publishing')}</PanelTitle>
          {item ? (
            <p>
              {t('news.lastSavedBy', {
                date: formatDateTime(item.updatedAt, i18n.language),
                who: item.updatedBy ?? t('revisions.formerAccount'),
              })}
              {item.status === 'published' && item.publishAt ? ` · ${t('news.publishAtShown', { date: formatDateTime(item.publishAt, i18n.language) })}` : ''}
            </p>
          ) : null}
          <Radios role="radiogroup" aria-labelledby={publishId}>
            {modes.map((mode) => (
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
          {editable && publishing !== 'draft' ? (
            <Checks aria-describedby={errors.languages ? `${languagesId}-error` : undefined}>
              <legend id={languagesId}>{t('news.publishLanguages')}</legend>
              <p>{t('news.publishLanguagesHint')}</p>
              {publishable.map((lang) => (
                <label key={lang}>
                  <input
                    type="checkbox"
                    checked={publishLanguages.includes(lang)}
                    onChange={(event) => setChosen(event.target.checked ? [...publishLanguages, lang] : publishLanguages.filter((l) => l !== lang))}
                  />
                  {t(`languages.${lang}`)}
                </label>
              ))}
              {errors.languages ? (
                <ErrorText id={`${languagesId}-error`} role="alert">
                  {errors.languages}
                </ErrorText>
              ) : null}
            </Checks>
          ) : null}
          {editable ? (
            <Actions>
              {live ? (
                <>
                  <Button type="submit" variant="secondary" disabled={busy}>
                    {run.isPending ? t('common.saving') : t('news.saveChanges')}
                  </Button>
                  <Button disabled={busy} onClick={() => run.mutate({ kind: 'publish' })}>
                    {publishing === 'schedule' ? t('news.scheduleChanges') : t('news.publishChanges')}
                  </Button>
                  {item?.hasDraft ? (
                    <Button variant="ghost" disabled={busy} onClick={() => setConfirm('discard')}>
                      {t('news.discard')}
                    </Button>
                  ) : null}
                  <Button variant="ghost" disabled={busy} onClick={() => run.mutate({ kind: 'unpublish' })}>
                    {t('news.unpublish')}
                  </Button>
                </>
              ) : (
                <Button type="submit" disabled={busy}>
                  {run.isPending ? t('common.saving') : t(`news.save.${publishing}`)}
                </Button>
              )}
              {item ? (
                <Button variant="ghost" disabled={busy} onClick={() => setConfirm('delete')}>
                  {t('news.delete')}
                </Button>
              ) : null}
            </Actions>
          ) : (
            <Notice kind="status">{t('common.readOnly')}</Notice>
          )}
          {editable ? <p>{t('news.saveShortcut')}</p> : null}
          {editable ? <Checkbox id="news-preview-phone" label={t('news.previewPhone')} checked={phoneWidth} onChange={setPhoneWidth} /> : null}
        </Panel>
      </form>
      {item ? (
        <RevisionHistory
          path={`news/${item.id}`}
          current={current}
          canRestore={editable}
          dirty={dirty}
          busy={busy}
          onRestore={(revision) => run.mutate({ kind: 'restore', revision })}
        />
      ) : null}
      <ConfirmDialog
        open={confirm === 'delete'}
        title={t('news.deleteTitle')}
        message={t('news.deleteMessage')}
        confirmLabel={t('news.delete')}
        busy={remove.isPending}
        onConfirm={() => remove.mutate()}
        onCancel={() => setConfirm(undefined)}
      />
      <ConfirmDialog
        open={confirm === 'discard'}
        title={t('news.discardTitle')}
        message={t('news.discardMessage')}
        confirmLabel={t('news.discard')}
        busy={run.isPending}
        onConfirm={() => {
          setConfirm(undefined);
          run.mutate({ kind: 'discard' });
        }}
        onCancel={() => setConfirm(undefined)}
      />
    </>
  );
}

/** Where a language stands (on the site, changed, held back, missing), and whether it has unsaved edits. */
function LanguageMarker({ state, unsaved }: { state: LanguageState; unsaved: boolean }) {
  const { t } = useTranslation();
  const tone = state === 'live' ? 'good' : state === 'missing' || state === 'draft' ? 'muted' : 'warn';
  return (
    <Markers>
      <Badge $tone={tone}>{t(`news.languageState.${state}`)}</Badge>
      {unsaved ? <Badge $tone="neutral">{t('news.unsaved')}</Badge> : null}
    </Markers>
  );
}

const Markers = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xs};
  margin: 0;
`;

const Radios = styled(ChoiceRow)`
  margin-bottom: ${theme.space.md};
`;

const Checks = styled.fieldset`
  ${choiceRow}
  margin: 0 0 ${theme.space.md};
  padding: 0;
  border: 0;
  & > legend {
    padding: 0;
    font-weight: ${theme.fontWeights.bold};
  }
  & > p {
    flex-basis: 100%;
    margin: ${theme.space.xs} 0;
  }
`;

const ErrorText = styled.p`
  color: ${theme.colors.danger};
`;
