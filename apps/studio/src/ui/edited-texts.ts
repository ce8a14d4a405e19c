import { useState } from 'react';
import type { StudioTexts } from '@inphr/api';
import { useLocalDraft } from './local-draft';
import { formTexts, textsDiffer, useTranslationTexts } from './translations';

/**
 * The texts of an item's form, as the article and FAQ editors keep them: what is typed, what was last
 * loaded or sent (the form is `dirty` when it holds anything else), a version to save on other than
 * the item's (`base`: a text kept in this browser since an older one), and the browser's copy of
 * unsaved text (`local`, offered back on the next visit).
 */
export function useEditedTexts(o: {
  kind: 'news' | 'faq';
  item: { id: number; version: number; translations: StudioTexts } | undefined;
  account: string;
  editable: boolean;
}) {
  const { item, editable } = o;
  const { texts, setText, replaceTexts } = useTranslationTexts(item?.translations);
  const [savedTexts, setSavedTexts] = useState<StudioTexts>(() => item?.translations ?? {});
  const [base, setBase] = useState<number | undefined>();
  const current = formTexts(texts);
  const dirty = editable && textsDiffer(current, savedTexts);
  const draftItem = `${o.kind}:${item?.id ?? 'new'}`;
  const local = useLocalDraft({
    account: o.account,
    item: draftItem,
    texts: current,
    dirty,
    baseVersion: base ?? item?.version ?? null,
    differs: (kept) => editable && textsDiffer(kept, item?.translations ?? {}),
  });

  /** Takes the text this browser kept: on an older version, the next save leads to the compare instead of overwriting. */
  function takeKept() {
    const kept = local.offer;
    if (!kept) return;
    replaceTexts(kept.texts);
    if (item && kept.baseVersion !== null && kept.baseVersion !== item.version) setBase(kept.baseVersion);
    local.settle();
  }

  return { texts, setText, replaceTexts, current, savedTexts, setSavedTexts, base, setBase, dirty, draftItem, local, takeKept };
}
