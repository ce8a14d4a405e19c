import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PRESENCE_BEAT_MS, type StudioPresence } from '@inphr/api';
import { del, put } from '../api/client';
import { formatTime } from './format';
import { Notice } from './page';

/**
 * Says every PRESENCE_BEAT_MS that this editor has the item open (while the tab is shown), and
 * answers who else has; says it is closed when it goes. These calls never ask for a sign-in.
 */
export function usePresence(kind: 'news' | 'faq', id: number | undefined): StudioPresence['others'] {
  const [others, setOthers] = useState<StudioPresence['others']>([]);
  useEffect(() => {
    if (id === undefined) return;
    const path = `presence/${kind}/${id}`;
    let stopped = false;
    const beat = () => {
      if (document.visibilityState !== 'visible') return;
      put<StudioPresence>(path, undefined, { background: true })
        .then((answer) => {
          if (!stopped) setOthers(answer.others);
        })
        .catch(() => {
          // Unknown for now: the next beat tells.
        });
    };
    beat();
    const timer = setInterval(beat, PRESENCE_BEAT_MS);
    document.addEventListener('visibilitychange', beat);
    return () => {
      stopped = true;
      clearInterval(timer);
      document.removeEventListener('visibilitychange', beat);
      void del(path, { background: true }).catch(() => undefined);
    };
  }, [kind, id]);
  return others;
}

/** "Someone else has this open": who, since when, and what happens if both save. */
export function PresenceNotice({ others }: { others: StudioPresence['others'] }) {
  const { t, i18n } = useTranslation();
  return (
    <div aria-live="polite">
      {others.length ? (
        <Notice kind="status">
          {t('presence.others', {
            who: others.map((o) => t('presence.since', { who: o.email, time: formatTime(new Date(o.openedAt), i18n.language) })).join(', '),
            count: others.length,
          })}
        </Notice>
      ) : null}
    </div>
  );
}
