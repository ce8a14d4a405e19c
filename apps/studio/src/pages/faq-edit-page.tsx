import { useState, type FormEvent } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button, LoadingIndicator, Select, TextField } from '@inphr/ui';
import { FAQ_ALL_SERVICE_SEQ, LANGUAGES } from '@inphr/content';
import { faqWriteSchema, type FaqWrite, type StudioConflict, type StudioFaqDetail, type StudioRevision, type StudioTexts } from '@inphr/api';
import { StudioApiError, del, get, post, put } from '../api/client';
import { studioPaths } from '../app/paths';
import { can, useMe } from '../app/session';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { Actions, Notice, PageHeading, LanguageColumn, LanguageColumns } from '../ui/page';
import { TranslationTitleField, saveErrorText } from '../ui/translations';
import { faqCategories } from './faq-categories';
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
  const { t } = useTranslation();
  const me = useMe();
  const editable = can(me.role, 'edit');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const [serviceSeq, setServiceSeq] = useState(String(item?.serviceSeq ?? (Number(params.get('category')) || FAQ_ALL_SERVICE_SEQ)));
  const { texts, setText, replaceTexts, current, setSavedTexts, base, setBase, dirty, draftItem, local, takeKept } = useEditedTexts({
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

  function payload(): FaqWrite | undefined {
    const translations: FaqWrite['translations'] = {};
    const found: Record<string, string> = {};
    for (const lang of LANGUAGES) {
      const { title, contents } = texts[lang];
      if (!title.trim() && !contents.trim()) continue;
      if (!title.trim()) found[`${lang}.title`] = t('faq.errors.questionMissing');
      if (!contents.trim()) found[`${lang}.contents`] = t('faq.errors.answerMissing');
      translations[lang] = { title, contents };
    }
    const parsed = faqWriteSchema.safeParse({
      serviceSeq: Number(serviceSeq),
      translations,
    });
    if (!parsed.success && Object.keys(found).length === 0) found.translations = t('faq.errors.nothing');
    setErrors(found);
    if (Object.keys(found).length || !parsed.success) {
      setNotice({
        kind: 'alert',
        text: found.translations ?? t('errors.fields'),
      });
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

  return (
    <>
      <LeaveGuard dirty={dirty && !save.isPending} />
      <PageHeading>{item ? t('faq.editTitle') : t('faq.newTitle')}</PageHeading>
      <div aria-live="polite">{notice ? <Notice kind={notice.kind}>{notice.text}</Notice> : null}</div>
      <PresenceNotice others={others} />
      {local.offer ? <KeptText savedAt={local.offer.savedAt} onRestore={takeKept} onDiscard={local.settle} /> : null}
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
        <LanguageColumns $wideFrom="1024px">
          {LANGUAGES.map((lang) => (
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
              <TextField
                id={`faq-answer-${lang}`}
                multiline
                rows={8}
                label={t('faq.fields.answer', {
                  language: t(`languages.${lang}`),
                })}
                value={texts[lang].contents}
                onChange={(v) => setText(lang, 'contents', v)}
                error={errors[`${lang}.contents`]}
                maxLength={10_000}
                disabled={!editable}
              />
            </LanguageColumn>
          ))}
        </LanguageColumns>
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
        {editable ? <p>{t('news.saveShortcut')}</p> : null}
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
