import { useState, type FormEvent } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button, Checkbox, LoadingIndicator, Select } from '@inphr/ui';
import { FAQ_ALL_SERVICE_SEQ, LANGUAGES, type Language } from '@inphr/content';
import { faqWriteSchema, type FaqWrite, type StudioConflict, type StudioFaqDetail, type StudioRevision, type StudioTexts } from '@inphr/api';
import { StudioApiError, del, get, post, put } from '../api/client';
import { faqPreviewHref, studioPaths, unsavedFaqPreviewHref } from '../app/paths';
import { can, useMe } from '../app/session';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { Actions, Notice, PageHeading, LanguageColumn } from '../ui/page';
import { TranslationTitleField, saveErrorText, textsDiffer } from '../ui/translations';
import { LanguageEditors } from '../ui/language-editors';
import { PreviewAction, openPreviewTab } from '../ui/preview';
import { LazyRichTextEditor } from '../editor/lazy-editor';
import { faqCategories } from './faq-categories';
import { faqMissing } from './faq-texts';
import { ConflictPanel } from '../revisions/conflict-panel';
import { RevisionHistory } from '../revisions/revision-history';
import { KeptText } from '../ui/kept-text';
import { clearLocalDraft } from '../ui/local-draft';
import { useEditedTexts } from '../ui/edited-texts';
import { PresenceNotice, usePresence } from '../ui/presence';
import { LeaveGuard, useSaveShortcut } from '../ui/unsaved';
import { NotFoundPage } from './not-found-page';
import { NotAllowedPage } from './not-allowed-page';

export function FaqEditPage() {
  const { id: rawId } = useParams();
  const id = rawId === undefined ? undefined : Number(rawId);
  const { t } = useTranslation();
  const me = useMe();
  const detail = useQuery({
    queryKey: ['faq', 'detail', id],
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

function FaqForm({ item }: { item?: StudioFaqDetail }) {
  const { t, i18n } = useTranslation();
  const me = useMe();
  const editable = can(me.role, 'edit');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const [serviceSeq, setServiceSeq] = useState(String(item?.serviceSeq ?? (Number(params.get('category')) || FAQ_ALL_SERVICE_SEQ)));
  const { texts, setText, replaceTexts, current, savedTexts, setSavedTexts, base, setBase, dirty, draftItem, local, takeKept } = useEditedTexts({
    kind: 'faq',
    item,
    account: me.email,
    editable,
  });
  const [conflict, setConflict] = useState<StudioConflict<StudioFaqDetail> | undefined>();
  const others = usePresence('faq', item?.id);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<{ kind: 'status' | 'alert'; text: string } | undefined>();
  const [confirmDelete, setConfirmDelete] = useState(false);
  // Bumped when other texts replace the form's (kept text taken back, a restore): the editors start again from them.
  const [editorGeneration, setEditorGeneration] = useState(0);
  const [active, setActive] = useState<Language>(() => ((LANGUAGES as readonly string[]).includes(i18n.language) ? (i18n.language as Language) : 'ko'));
  const [phoneWidth, setPhoneWidth] = useState(false);

  /** The form's texts checked as the server will check them (an answer without text is none); undefined, and the fields marked, when they need attention. */
  function payload(): FaqWrite | undefined {
    const found: Record<string, string> = {};
    for (const field of faqMissing(current)) found[field] = t(field.endsWith('.title') ? 'faq.errors.questionMissing' : 'faq.errors.answerMissing');
    const parsed = faqWriteSchema.safeParse({
      serviceSeq: Number(serviceSeq),
      translations: current,
    });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const [, lang, field] = issue.path.map(String);
        if (field === 'contents' && issue.code === 'too_big') found[`${lang}.contents`] ??= t('faq.errors.answerTooLong');
      }
      if (Object.keys(found).length === 0) found.translations = t('faq.errors.nothing');
    }
    setErrors(found);
    if (Object.keys(found).length || !parsed.success) {
      setNotice({
        kind: 'alert',
        text: found.translations ?? t('errors.fields'),
      });
      // A language with a problem is shown, not left behind a tab.
      const first = LANGUAGES.find((lang) => found[`${lang}.title`] || found[`${lang}.contents`]);
      if (first) setActive(first);
      return undefined;
    }
    return parsed.data;
  }

  const save = useMutation({
    mutationFn: async (resolved?: { texts: StudioTexts; current: StudioFaqDetail }) => {
      const body = resolved ? { serviceSeq: Number(serviceSeq), translations: resolved.texts } : payload();
      if (!body) return undefined;
      if (item) {
        const baseVersion = resolved ? resolved.current.version : (base ?? item.version);
        await put(`faq/${item.id}`, { ...body, baseVersion });
      } else {
        await post<{ id: number }>('faq', body);
      }
      return body.translations;
    },
    onSuccess: async (sent) => {
      if (sent === undefined) return;
      clearLocalDraft(me.email, draftItem);
      setSavedTexts(sent);
      await queryClient.invalidateQueries({ queryKey: ['faq'] });
      await queryClient.invalidateQueries({ queryKey: ['revisions'] });
      void navigate(`${studioPaths.faq}?category=${serviceSeq}`, {
        state: { notice: t('faq.saved'), saved: true },
      });
    },
    onError: (error) => {
      if (error instanceof StudioApiError && error.status === 409) {
        // Nothing was saved: the form keeps its text, and the panel compares it with theirs.
        setConflict(error.body as StudioConflict<StudioFaqDetail>);
        setNotice(undefined);
        return;
      }
      setNotice({ kind: 'alert', text: saveErrorText(t, error) });
    },
  });

  const restore = useMutation({
    mutationFn: (revision: StudioRevision) => post<StudioFaqDetail>(`faq/${item!.id}/revisions/${revision.number}/restore`, { baseVersion: item!.version }),
    onSuccess: async (saved, revision) => {
      queryClient.setQueryData(['faq', 'detail', saved.id], saved);
      replaceTexts(saved.translations);
      setSavedTexts(saved.translations);
      setBase(undefined);
      setEditorGeneration((n) => n + 1);
      await queryClient.invalidateQueries({ queryKey: ['revisions', `faq/${saved.id}`] });
      setNotice({ kind: 'status', text: t('revisions.restored', { number: revision.number }) });
    },
    onError: (error) => setNotice({ kind: 'alert', text: saveErrorText(t, error) }),
  });

  useSaveShortcut(() => {
    if (editable && !save.isPending && (dirty || !item)) save.mutate(undefined);
  });

  const remove = useMutation({
    mutationFn: () => del(`faq/${item!.id}?version=${item!.version}`),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['faq'] });
      void navigate(`${studioPaths.faq}?category=${serviceSeq}`, {
        replace: true,
        state: { saved: true },
      });
    },
    onError: (error) => {
      setConfirmDelete(false);
      if (error instanceof StudioApiError && error.status === 409) {
        const body = error.body as StudioConflict<StudioFaqDetail>;
        setNotice({ kind: 'alert', text: t('conflict.deleteRefused', { who: body.changedBy ?? t('conflict.someone') }) });
        return;
      }
      setNotice({ kind: 'alert', text: saveErrorText(t, error) });
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate(undefined);
  }

  /**
   * The public FAQ page with what the form holds now (saved or not), in a new tab, or a phone-sized
   * window. The tab opens at the press (a popup blocker lets it), then goes to the preview once kept.
   */
  function openPreview(lang: Language) {
    const keep = () => post<{ token: string }>('faq/previews', { serviceSeq: Number(serviceSeq), translations: current, ...(item ? { id: item.id } : {}) });
    openPreviewTab(phoneWidth, async () => unsavedFaqPreviewHref((await keep()).token, lang)).catch((error: unknown) =>
      setNotice({ kind: 'alert', text: saveErrorText(t, error) }),
    );
  }

  /** A language's word on its tab: unsaved edits, saved, or nothing yet. */
  function languageState(lang: Language): string {
    if (editable && textsDiffer({ [lang]: current[lang] }, { [lang]: savedTexts[lang] })) return t('faq.languageState.unsaved');
    return savedTexts[lang] ? t('faq.languageState.written') : t('faq.languageState.missing');
  }

  /** One language's question, answer and preview. */
  const column = (lang: Language) => (
    <LanguageColumn key={lang} lang={lang}>
      <legend>{t(`languages.${lang}`)}</legend>
      <TranslationTitleField
        id={`faq-title-${lang}`}
        label={t('faq.fields.question', { language: t(`languages.${lang}`) })}
        value={texts[lang].title}
        onChange={(v) => setText(lang, 'title', v)}
        error={errors[`${lang}.title`]}
        editable={editable}
      />
      <LazyRichTextEditor
        key={editorGeneration}
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

  return (
    <>
      <LeaveGuard dirty={dirty && !save.isPending} />
      <PageHeading>{item ? t('faq.editTitle') : t('faq.newTitle')}</PageHeading>
      <div aria-live="polite">{notice ? <Notice kind={notice.kind}>{notice.text}</Notice> : null}</div>
      <PresenceNotice others={others} />
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
          kind="faq"
          conflict={conflict}
          mine={current}
          busy={save.isPending}
          onResolve={(resolved, latest) => {
            setConflict(undefined);
            save.mutate({ texts: resolved, current: latest });
          }}
        />
      ) : null}
      <form onSubmit={submit} noValidate>
        <Select id="faq-edit-category" label={t('faq.category')} value={serviceSeq} options={faqCategories(t)} onChange={setServiceSeq} disabled={!editable} />
        {editable ? <p>{t('faq.languagesHint')}</p> : null}
        <LanguageEditors
          idPrefix="faq-lang"
          active={active}
          onActive={setActive}
          stateOf={languageState}
          column={column}
          compared={(lang) => ({
            title: texts[lang].title || t('faq.noQuestion'),
            label: t('faq.fields.answer', { language: t(`languages.${lang}`) }),
            html: texts[lang].contents,
            variant: 'faq',
          })}
          generation={editorGeneration}
        />
        {editable ? (
          <Actions>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? t('common.saving') : t('common.save')}
            </Button>
            {item ? (
              <Button variant="ghost" onClick={() => setConfirmDelete(true)}>
                {t('faq.delete')}
              </Button>
            ) : null}
          </Actions>
        ) : (
          <Notice kind="status">{t('common.readOnly')}</Notice>
        )}
        {editable ? <p>{t('faq.saveShortcut')}</p> : null}
        {editable ? <Checkbox id="faq-preview-phone" label={t('news.previewPhone')} checked={phoneWidth} onChange={setPhoneWidth} /> : null}
      </form>
      {item ? (
        <RevisionHistory
          path={`faq/${item.id}`}
          current={current}
          canRestore={editable}
          dirty={dirty}
          busy={save.isPending || restore.isPending}
          onRestore={(revision) => restore.mutate(revision)}
        />
      ) : null}
      <ConfirmDialog
        open={confirmDelete}
        title={t('faq.deleteTitle')}
        message={t('faq.deleteMessage')}
        confirmLabel={t('faq.delete')}
        busy={remove.isPending}
        onConfirm={() => remove.mutate()}
        onCancel={() => setConfirmDelete(false)}
      />
    </>
  );
}
