import { useEffect, useState } from 'react';
import type { StudioTexts } from '@inphr/api';

/**
 * Unsaved text kept in this browser, per account and item, until it is saved: a crash, a reload, a
 * closed tab or a sign-out does not lose it, and the editor offers it back. Never sent anywhere.
 */
export interface LocalDraft {
  texts: StudioTexts;
  /** The item's version the text was written on (null: a new item): restoring it on a newer one leads to the compare. */
  baseVersion: number | null;
  savedAt: string;
}

const PREFIX = 'inphr-studio:unsaved:';
/** How long after the last keystroke the text is written down. */
const WRITE_DELAY_MS = 400;

const keyOf = (account: string, item: string) => `${PREFIX}${account}:${item}`;

export function readLocalDraft(account: string, item: string): LocalDraft | undefined {
  try {
    const raw = localStorage.getItem(keyOf(account, item));
    const parsed = raw ? (JSON.parse(raw) as Partial<LocalDraft>) : undefined;
    return parsed && typeof parsed.texts === 'object' && parsed.texts !== null && typeof parsed.savedAt === 'string'
      ? { texts: parsed.texts, baseVersion: typeof parsed.baseVersion === 'number' ? parsed.baseVersion : null, savedAt: parsed.savedAt }
      : undefined;
  } catch {
    return undefined;
  }
}

export function writeLocalDraft(account: string, item: string, draft: LocalDraft): void {
  try {
    localStorage.setItem(keyOf(account, item), JSON.stringify(draft));
  } catch {
    // Storage full or off (a private window): the server's copy is all there is.
  }
}

export function clearLocalDraft(account: string, item: string): void {
  try {
    localStorage.removeItem(keyOf(account, item));
  } catch {
    // as above
  }
}

/**
 * Keeps the form's text in this browser while it differs from the saved one, and finds what an
 * earlier visit left: `offer` is that text when it differs from the saved one, until it is
 * restored or dismissed (meanwhile nothing overwrites it).
 */
export function useLocalDraft(o: {
  account: string;
  item: string;
  texts: StudioTexts;
  dirty: boolean;
  baseVersion: number | null;
  differs: (texts: StudioTexts) => boolean;
}) {
  const { account, item, texts, dirty, baseVersion, differs } = o;
  const [offer, setOffer] = useState<LocalDraft | undefined>(() => {
    const found = readLocalDraft(account, item);
    return found && differs(found.texts) ? found : undefined;
  });
  // The texts by value: a render that changed nothing must not put the write off.
  const serialized = JSON.stringify(texts);
  useEffect(() => {
    if (offer) return;
    if (!dirty) {
      clearLocalDraft(account, item);
      return;
    }
    const write = () => writeLocalDraft(account, item, { texts: JSON.parse(serialized) as StudioTexts, baseVersion, savedAt: new Date().toISOString() });
    const timer = setTimeout(write, WRITE_DELAY_MS);
    // A reload or a closed tab before the delay is up: written at once.
    window.addEventListener('pagehide', write);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('pagehide', write);
    };
  }, [offer, dirty, account, item, serialized, baseVersion]);
  return {
    offer,
    /** The offer was taken or turned down: from now on the form's text is what is kept. */
    settle: () => setOffer(undefined),
  };
}
