import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StudioConflict, StudioRevision, StudioTexts } from '@inphr/api';
import { StudioApiError, get, post, put } from '../api/client';
import type { PublishedTexts } from './content-languages';
import type { useEditedTexts } from './edited-texts';
import { textsDiffer } from './translations';

/** An article or a question as its editor changes it. */
export interface ContentItem extends PublishedTexts {
  id: number;
  version: number;
  hasDraft: boolean;
}

/** What a press of a button asks of the server. */
export type ContentStep<T> =
  | { kind: 'save' }
  | { kind: 'publish' }
  | { kind: 'discard' }
  | { kind: 'unpublish' }
  | { kind: 'restore'; revision: StudioRevision }
  | { kind: 'resolve'; texts: StudioTexts; current: T };

/** The detail query's key of an item (news or faq). */
export const contentKey = (base: 'news' | 'faq', id: number | undefined) => [base, 'detail', id];

/**
 * The changes of an article's or a question's form, as one mutation: a save (a draft's texts, or a
 * published item's changes beside what visitors read), a publication of chosen languages, a discard,
 * an unpublish, a restored revision, or a conflict resolved. A new item is created as a draft first.
 * Every change names the version it was based on; a 409 hands the conflict to the page.
 */
export function useContentChanges<T extends ContentItem>(o: {
  base: 'news' | 'faq';
  item: T | undefined;
  edited: ReturnType<typeof useEditedTexts>;
  /** The form's texts checked as the server will check them; undefined (and the fields marked) when they need attention. */
  checkedTexts: () => StudioTexts | undefined;
  /** The publication's body (languages, time), checked; undefined (and marked) when it needs attention. */
  checkedPublication: () => Record<string, unknown> | undefined;
  /** What every create and save sends beside the texts (a question's category), and whether it differs from the saved item. */
  fields?: { values: Record<string, unknown>; changed: boolean };
  /** The item's texts replaced the form's (a restore, a discard, a conflict resolved): the editors start again. */
  onReplaced: () => void;
  onDone: (step: ContentStep<T>, saved: T, created: boolean) => void;
  onConflict: (conflict: StudioConflict<T>) => void;
  onFailed: (error: unknown) => void;
}) {
  const queryClient = useQueryClient();
  const { base, item, edited } = o;
  const fields = o.fields?.values ?? {};
  return useMutation({
    mutationFn: async (step: ContentStep<T>): Promise<{ saved: T; step: ContentStep<T>; created: boolean } | undefined> => {
      if (step.kind === 'restore')
        return { saved: await post<T>(`${base}/${item!.id}/revisions/${step.revision.number}/restore`, { baseVersion: item!.version }), step, created: false };
      if (step.kind === 'discard' || step.kind === 'unpublish')
        return { saved: await post<T>(`${base}/${item!.id}/${step.kind}`, { baseVersion: item!.version }), step, created: false };
      const sending = step.kind === 'resolve' ? step.texts : o.checkedTexts();
      if (!sending) return undefined;
      const publication = step.kind === 'publish' ? o.checkedPublication() : undefined;
      if (step.kind === 'publish' && !publication) return undefined;
      // Save what the form holds (unless it is what the server has), then publish it.
      let saved = step.kind === 'resolve' ? step.current : item;
      let created = false;
      if (!saved) {
        const { id } = await post<{ id: number }>(base, { ...fields, translations: sending, status: 'draft' });
        saved = await get<T>(`${base}/${id}`);
        created = true;
      } else if (step.kind === 'resolve' || edited.base !== undefined || o.fields?.changed || textsDiffer(sending, edited.savedTexts)) {
        const baseVersion = step.kind === 'resolve' ? saved.version : (edited.base ?? saved.version);
        saved = await put<T>(`${base}/${saved.id}`, { ...fields, translations: sending, baseVersion });
      }
      edited.setBase(undefined);
      // Saved: a publication refused next starts from this version and these texts.
      queryClient.setQueryData(contentKey(base, saved.id), saved);
      edited.setSavedTexts(sending);
      if (publication) saved = await post<T>(`${base}/${saved.id}/publish`, { ...publication, baseVersion: saved.version });
      return { saved, step, created };
    },
    onSuccess: async (result) => {
      if (!result) return;
      const { saved, step } = result;
      queryClient.setQueryData(contentKey(base, saved.id), saved);
      await queryClient.invalidateQueries({ queryKey: [base], predicate: (q) => q.queryKey[1] !== 'detail' });
      await queryClient.invalidateQueries({ queryKey: ['revisions', `${base}/${saved.id}`] });
      if (step.kind === 'restore' || step.kind === 'discard' || step.kind === 'resolve') {
        edited.replaceTexts(saved.translations);
        edited.setSavedTexts(saved.translations);
        o.onReplaced();
      }
      o.onDone(step, saved, result.created);
    },
    onError: (error) => {
      // Nothing was saved: the form keeps its text, and the panel compares it with theirs.
      if (error instanceof StudioApiError && error.status === 409) o.onConflict(error.body as StudioConflict<T>);
      else o.onFailed(error);
    },
  });
}
