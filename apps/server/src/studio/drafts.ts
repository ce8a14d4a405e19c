import { LANGUAGES, type Language } from '@inphr/content';
import type { StudioTexts } from '@inphr/api';
import { sameTexts } from '../db/revision-repo';
import { Refused, type ChangeOutcome, type Tx } from './versioned';

/**
 * Content that visitors read as published while its editors' changes wait beside it (articles, FAQ
 * questions). A draft item's texts are stored where the public query reads them (it never shows a
 * draft); once the item is published, a save keeps the changed texts beside it, and visitors read the
 * published ones until a publication makes chosen languages public.
 */
export interface DraftedItem {
  id: number;
  status: 'draft' | 'published';
  /** What the editors have: the changes, or the published texts when there are none. */
  translations: StudioTexts;
  /** What visitors read (a draft item: its texts, never public). */
  live: StudioTexts;
}

/** Where an item's texts are stored: the ones the public query reads, and the changes beside them. */
export interface DraftStore {
  setLive: (tx: Tx, id: number, texts: StudioTexts) => Promise<void>;
  setDraft: (tx: Tx, id: number, texts: StudioTexts | null) => Promise<void>;
}

export function draftedChanges(store: DraftStore) {
  /** What an item's stored texts and changes become when `working` is what the editor has. */
  async function keepWorking(tx: Tx, item: DraftedItem, working: StudioTexts): Promise<void> {
    if (item.status === 'draft') {
      await store.setLive(tx, item.id, working);
      await store.setDraft(tx, item.id, null);
    } else {
      await store.setDraft(tx, item.id, sameTexts(working, item.live) ? null : working);
    }
  }

  /**
   * The chosen languages' saved texts become public (a language without one leaves the site); the
   * others keep what visitors read, or stay unpublished. `setPublished` marks the item published.
   */
  async function publish(tx: Tx, item: DraftedItem, languages: readonly Language[], setPublished: () => Promise<void>): Promise<ChangeOutcome> {
    const working = item.translations;
    const live: StudioTexts = item.status === 'published' ? { ...item.live } : {};
    for (const lang of languages) {
      if (working[lang]) live[lang] = working[lang];
      else delete live[lang];
    }
    if (!LANGUAGES.some((lang) => live[lang])) throw new Refused('Nothing would be public: choose a language that has a title.');
    await store.setLive(tx, item.id, live);
    await setPublished();
    await store.setDraft(tx, item.id, sameTexts(working, live) ? null : working);
    return { texts: live, public: true, published: [...languages] };
  }

  /** A published item's changes are dropped: the editor's texts are the public ones again (a revision keeps the dropped ones). */
  async function discard(tx: Tx, item: DraftedItem & { hasDraft: boolean }, dropExtras?: () => Promise<void>): Promise<ChangeOutcome> {
    if (!item.hasDraft) throw new Refused('There are no unpublished changes to discard.');
    await store.setDraft(tx, item.id, null);
    await dropExtras?.();
    return { texts: item.live, public: false };
  }

  /** Back to a draft: nothing of it is public; its texts are the editor's latest (changes included). */
  async function unpublish(tx: Tx, item: DraftedItem, setDraftStatus: () => Promise<void>): Promise<ChangeOutcome> {
    if (item.status === 'draft') throw new Refused('This item is not published.');
    await setDraftStatus();
    await store.setLive(tx, item.id, item.translations);
    await store.setDraft(tx, item.id, null);
    return { texts: item.translations, public: true };
  }

  return { keepWorking, publish, discard, unpublish };
}
