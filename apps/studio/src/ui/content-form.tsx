import { useState, type FormEvent, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@inphr/content';
import type { StudioConflict, StudioTexts } from '@inphr/api';
import { StudioApiError, del } from '../api/client';
import { can, useMe } from '../app/session';
import { ConflictPanel } from '../revisions/conflict-panel';
import { RevisionHistory } from '../revisions/revision-history';
import { ConfirmDialog } from './confirm-dialog';
import { defaultPublishLanguages } from './content-languages';
import { useContentChanges, type ContentItem, type ContentStep } from './content-changes';
import { ContentStatusBadge, contentState } from './content-status';
import { useEditedTexts } from './edited-texts';
import { isFuture, fromLocalInput, toLocalInput } from './format';
import { KeptText } from './kept-text';
import { clearLocalDraft } from './local-draft';
import { Badge, Notice, PageHeading } from './page';
import { PresenceNotice, usePresence } from './presence';
import type { Publishing } from './publish-panel';
import { saveErrorText } from './translations';
import { LeaveGuard, useSaveShortcut } from './unsaved';

/** An article or a question in its form: a published one may have a time it appears at. */
export type FormItem = ContentItem & { publishAt?: string | null; updatedAt: string; updatedBy: string | null };

/**
 * The state and changes of an article's or a question's form, shared by both editors: the texts,
 * the publishing choices, the notices, the conflict, and the one mutation every button goes through.
 */
export function useContentForm<T extends FormItem>(o: {
  kind: 'news' | 'faq';
  item: T | undefined;
  /** The form's texts' problems, by field (`en.title`; `translations` for the whole), as the server will find them. */
  validate: (texts: StudioTexts) => Record<string, string>;
  /** What every save sends beside the texts (a question's category), and whether it differs from the saved item. */
  fields?: { values: Record<string, unknown>; changed: boolean };
  /** Where the editor goes once the item is deleted. */
  afterDelete: () => void;
  editPath: (id: number) => string;
}) {
  const { kind, item } = o;
  const { t, i18n } = useTranslation();
  const me = useMe();
  const editable = can(me.role, 'edit');
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const edited = useEditedTexts({ kind, item, account: me.email, editable });
  const { current } = edited;
  // Bumped when the server's texts replace the form's (a restore, a discard): the editors start again from them.
  const [generation, setGeneration] = useState(0);
  const state = item ? contentState(item.status, item.publishAt ?? null) : 'draft';
  const live = item?.status === 'published';
  const [publishing, setPublishing] = useState<Publishing>(state === 'scheduled' ? 'schedule' : state === 'published' ? 'now' : 'draft');
  const [publishAt, setPublishAt] = useState(state === 'scheduled' ? toLocalInput(item?.publishAt ?? undefined) : '');
  const [chosen, setChosen] = useState<Language[] | undefined>();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<{ kind: 'status' | 'alert'; text: string } | undefined>();
  const [conflict, setConflict] = useState<StudioConflict<T> | undefined>();
  const [confirm, setConfirm] = useState<'delete' | 'discard' | undefined>();
  const [active, setActive] = useState<Language>(() => ((LANGUAGES as readonly string[]).includes(i18n.language) ? (i18n.language as Language) : 'ko'));
  const [phoneWidth, setPhoneWidth] = useState(false);
  const publishLanguages = chosen ?? defaultPublishLanguages(item, current);
  const dirty = edited.dirty || Boolean(editable && o.fields?.changed);

  function marked(found: Record<string, string>) {
    setErrors((prev) => ({ ...prev, ...found }));
    if (!Object.keys(found).length) return false;
    setNotice({ kind: 'alert', text: found.translations ?? t('errors.fields') });
    // A language with a problem is shown, not left behind a tab.
    const first = LANGUAGES.find((lang) => found[`${lang}.title`] || found[`${lang}.contents`]);
    if (first) setActive(first);
    return true;
  }

  const run = useContentChanges<T>({
    base: kind,
    item,
    edited,
    fields: o.fields,
    checkedTexts: () => {
      setErrors({});
      return marked(o.validate(current)) ? undefined : current;
    },
    checkedPublication: () => {
      const found: Record<string, string> = {};
      const at = publishing === 'schedule' ? fromLocalInput(publishAt) : undefined;
      if (publishing === 'schedule' && !isFuture(at)) found.publishAt = t('news.errors.publishAt');
      if (publishLanguages.length === 0) found.languages = t('publish.noLanguage');
      if (marked(found)) return undefined;
      return { languages: publishLanguages, ...(kind === 'news' ? { publishAt: at ?? null } : {}) };
    },
    onReplaced: () => setGeneration((n) => n + 1),
    onDone: (step, saved, created) => {
      setConflict(undefined);
      setChosen(undefined);
      const text = doneText(step, saved);
      if (created) {
        clearLocalDraft(me.email, edited.draftItem);
        void navigate(o.editPath(saved.id), { replace: true, state: { notice: text } });
      } else setNotice({ kind: 'status', text });
    },
    onConflict: (body) => {
      setConflict(body);
      setNotice(undefined);
    },
    onFailed: (error) => setNotice({ kind: 'alert', text: saveErrorText(t, error) }),
  });

  function doneText(step: ContentStep<T>, saved: T): string {
    const nowLive = saved.status === 'published';
    switch (step.kind) {
      case 'publish':
        return contentState(saved.status, saved.publishAt ?? null) === 'scheduled' ? t('publish.savedScheduled') : t('publish.savedPublished');
      case 'discard':
        return t('publish.discarded');
      case 'unpublish':
        return t(`${kind}.unpublished`);
      case 'restore':
        return t(nowLive ? 'revisions.restoredLive' : 'revisions.restored', { number: step.revision.number });
      default:
        return nowLive ? t('publish.savedChanges') : t('publish.savedDraft');
    }
  }

  const remove = useMutation({
    mutationFn: () => del(`${kind}/${item!.id}?version=${item!.version}`),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: [kind] });
      o.afterDelete();
    },
    onError: (error) => {
      setConfirm(undefined);
      if (error instanceof StudioApiError && error.status === 409) {
        const body = error.body as StudioConflict;
        setNotice({ kind: 'alert', text: t('conflict.deleteRefused', { who: body.changedBy ?? t('conflict.someone') }) });
      } else setNotice({ kind: 'alert', text: saveErrorText(t, error) });
    },
  });

  const busy = run.isPending || remove.isPending;
  useSaveShortcut(() => {
    if (editable && !busy && (dirty || !item)) run.mutate({ kind: 'save' });
  });
  // A new item's first save comes back here with its message (the address changed to its id).
  const carried = (location.state as { notice?: string } | null)?.notice;
  const shown = notice ?? (carried ? { kind: 'status' as const, text: carried } : undefined);

  return {
    kind,
    item,
    editable,
    live,
    edited,
    dirty,
    generation,
    setGeneration,
    publishing,
    setPublishing,
    publishAt,
    setPublishAt,
    publishLanguages,
    setChosen,
    publishable: LANGUAGES.filter((lang) => current[lang] || item?.live[lang]),
    errors,
    shown,
    setNotice,
    conflict,
    confirm,
    setConfirm,
    active,
    setActive,
    phoneWidth,
    setPhoneWidth,
    run,
    remove,
    busy,
    submit: (event: FormEvent) => {
      event.preventDefault();
      run.mutate({ kind: !live && publishing !== 'draft' ? 'publish' : 'save' });
    },
  };
}

export type ContentFormState<T extends FormItem> = ReturnType<typeof useContentForm<T>>;

/**
 * The frame of an article's or a question's form: its heading and state, what needs the editor's
 * attention (notices, someone else here, text kept in this browser, a conflict), the form itself,
 * the history, and the questions asked before a deletion or a discard.
 */
export function ContentForm<T extends FormItem>({ form, heading, children }: { form: ContentFormState<T>; heading: string; children: ReactNode }) {
  const { t } = useTranslation();
  const { kind, item, edited, run } = form;
  const others = usePresence(kind, item?.id);
  return (
    <>
      <LeaveGuard dirty={form.dirty && !form.busy} />
      <PageHeading
        actions={
          item ? (
            <>
              <ContentStatusBadge status={item.status} publishAt={item.publishAt ?? null} />
              {item.hasDraft ? <Badge $tone="warn">{t('publish.status.changes')}</Badge> : null}
            </>
          ) : null
        }
      >
        {heading}
      </PageHeading>
      <div aria-live="polite">{form.shown ? <Notice kind={form.shown.kind}>{form.shown.text}</Notice> : null}</div>
      <PresenceNotice others={others} />
      {item?.hasDraft ? <Notice kind="status">{t(`${kind}.draftNotice`)}</Notice> : null}
      {edited.local.offer ? (
        <KeptText
          savedAt={edited.local.offer.savedAt}
          onRestore={() => {
            edited.takeKept();
            form.setGeneration((n) => n + 1);
          }}
          onDiscard={edited.local.settle}
        />
      ) : null}
      {form.conflict ? (
        <ConflictPanel
          kind={kind}
          conflict={form.conflict}
          mine={edited.current}
          busy={form.busy}
          onResolve={(resolved, latest) => run.mutate({ kind: 'resolve', texts: resolved, current: latest })}
        />
      ) : null}
      <form onSubmit={form.submit} noValidate>
        {children}
      </form>
      {item ? (
        <RevisionHistory
          path={`${kind}/${item.id}`}
          current={edited.current}
          canRestore={form.editable}
          dirty={form.dirty}
          busy={form.busy}
          onRestore={(revision) => run.mutate({ kind: 'restore', revision })}
        />
      ) : null}
      <ConfirmDialog
        open={form.confirm === 'delete'}
        title={t(`${kind}.deleteTitle`)}
        message={t(`${kind}.deleteMessage`)}
        confirmLabel={t(`${kind}.delete`)}
        busy={form.remove.isPending}
        onConfirm={() => form.remove.mutate()}
        onCancel={() => form.setConfirm(undefined)}
      />
      <ConfirmDialog
        open={form.confirm === 'discard'}
        title={t('publish.discardTitle')}
        message={t('publish.discardMessage')}
        confirmLabel={t('publish.discard')}
        busy={run.isPending}
        onConfirm={() => {
          form.setConfirm(undefined);
          run.mutate({ kind: 'discard' });
        }}
        onCancel={() => form.setConfirm(undefined)}
      />
    </>
  );
}
