import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, theme } from '@inphr/ui';
import { LANGUAGES, type Language } from '@inphr/content';
import type { StudioConflict, StudioTexts } from '@inphr/api';
import { formatDateTime } from '../ui/format';
import { Actions, ChoiceRow, Notice, Panel, PanelTitle } from '../ui/page';
import { TextsDiff, changedLanguages } from './texts-diff';

export interface ConflictPanelProps<T extends { translations: StudioTexts }> {
  conflict: StudioConflict<T>;
  /** The editor's texts, which the refused save carried (kept: nothing was saved). */
  mine: StudioTexts;
  busy: boolean;
  /** What was saved meanwhile: an article or a question. */
  kind: 'news' | 'faq';
  /** Save these texts, based on the version that refused the save. */
  onResolve: (texts: StudioTexts, current: T) => void;
}

/**
 * A save refused because someone else saved first (409): who and when, and for each language the two
 * texts compared, with a choice of which to keep. The editor's own text stays until the choice is saved.
 */
export function ConflictPanel<T extends { translations: StudioTexts }>({ conflict, mine, kind, busy, onResolve }: ConflictPanelProps<T>) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const theirs = conflict.current.translations;
  const differing = changedLanguages(theirs, mine);
  const [choice, setChoice] = useState<Partial<Record<Language, 'mine' | 'theirs'>>>({});
  const who = conflict.changedBy ?? t('conflict.someone');
  // The refused save moves the focus here, so that a screen reader reads what happened first.
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => title.current?.focus(), [conflict]);

  function resolve() {
    const texts: StudioTexts = {};
    for (const lang of LANGUAGES) {
      const source = differing.includes(lang) && choice[lang] === 'theirs' ? theirs : mine;
      if (source[lang]) texts[lang] = source[lang];
    }
    onResolve(texts, conflict.current);
  }

  return (
    <Panel aria-labelledby={titleId}>
      <PanelTitle id={titleId} ref={title} tabIndex={-1}>
        {t(kind === 'faq' ? 'conflict.titleQuestion' : 'conflict.title')}
      </PanelTitle>
      <p>{t(kind === 'faq' ? 'conflict.messageQuestion' : 'conflict.message', { who, date: formatDateTime(conflict.changedAt, i18n.language) })}</p>
      {differing.length === 0 ? <Notice kind="status">{t('conflict.noDifference')}</Notice> : null}
      {differing.map((lang) => (
        <Language key={lang}>
          <TextsDiff before={theirs} after={mine} only={[lang]} beforeLabel={t('conflict.theirs', { who })} afterLabel={t('conflict.mine')} />
          <Choices role="radiogroup" aria-label={t('conflict.choose', { language: t(`languages.${lang}`) })}>
            {(['mine', 'theirs'] as const).map((value) => (
              <label key={value}>
                <input
                  type="radio"
                  name={`conflict-${lang}`}
                  value={value}
                  checked={(choice[lang] ?? 'mine') === value}
                  onChange={() => setChoice((prev) => ({ ...prev, [lang]: value }))}
                />
                {value === 'mine' ? t('conflict.keepMine') : t('conflict.takeTheirs')}
              </label>
            ))}
          </Choices>
        </Language>
      ))}
      <Actions>
        <Button onClick={resolve} disabled={busy}>
          {t('conflict.apply')}
        </Button>
      </Actions>
    </Panel>
  );
}

const Language = styled.div`
  border-bottom: 1px solid ${theme.colors.border};
  padding-bottom: ${theme.space.sm};
  margin-bottom: ${theme.space.sm};
`;

const Choices = styled(ChoiceRow)`
  margin-top: ${theme.space.xs};
`;
