import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, theme } from '@inphr/ui';
import type { Language } from '@inphr/content';
import type { LanguageState } from './content-languages';
import { Actions, Badge, ChoiceRow, choiceRow, Notice, Panel, PanelTitle } from './page';

/** How a form's item is to be published: kept as a draft, at once, or at a time to come. */
export type Publishing = 'draft' | 'now' | 'schedule';

/**
 * The publishing part of an article's or a question's form: how to publish (draft, now, at a time),
 * the languages a publication takes, and the buttons. A published item offers "Save changes" (the
 * form's submit: visitors keep reading the published texts), "Publish changes", "Discard changes"
 * (when it has changes) and "Unpublish"; any other offers one submit by the mode chosen.
 */
export function PublishPanel(p: {
  /** The item's kind, for the texts that name it (`news.delete`, `faq.delete`). */
  kind: 'news' | 'faq';
  exists: boolean;
  live: boolean;
  hasDraft: boolean;
  editable: boolean;
  busy: boolean;
  saving: boolean;
  modes: Publishing[];
  publishing: Publishing;
  onPublishing: (mode: Publishing) => void;
  /** Above the modes: who saved it last, and when it appears. */
  about?: ReactNode;
  /** Below the modes: the time of a scheduled publication. */
  schedule?: ReactNode;
  languages: { offered: Language[]; chosen: Language[]; onChange: (chosen: Language[]) => void; error?: string };
  onPublish: () => void;
  onUnpublish: () => void;
  onDiscard: () => void;
  onDelete: () => void;
  /** After the buttons: hints and options of the preview. */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const languagesId = useId();
  const { languages } = p;
  return (
    <Panel aria-labelledby={titleId}>
      <PanelTitle id={titleId}>{t('publish.publishing')}</PanelTitle>
      {p.about}
      {p.modes.length > 1 ? (
        <Radios role="radiogroup" aria-labelledby={titleId}>
          {p.modes.map((mode) => (
            <label key={mode}>
              <input type="radio" name="publishing" value={mode} checked={p.publishing === mode} onChange={() => p.onPublishing(mode)} disabled={!p.editable} />
              {t(`publish.mode.${mode}`)}
            </label>
          ))}
        </Radios>
      ) : null}
      {p.publishing === 'schedule' ? p.schedule : null}
      {p.editable && p.publishing !== 'draft' ? (
        <Checks aria-describedby={languages.error ? `${languagesId}-error` : undefined}>
          <legend id={languagesId}>{t('publish.publishLanguages')}</legend>
          <p>{t('publish.publishLanguagesHint')}</p>
          {languages.offered.map((lang) => (
            <label key={lang}>
              <input
                type="checkbox"
                checked={languages.chosen.includes(lang)}
                onChange={(event) => languages.onChange(event.target.checked ? [...languages.chosen, lang] : languages.chosen.filter((l) => l !== lang))}
              />
              {t(`languages.${lang}`)}
            </label>
          ))}
          {languages.error ? (
            <ErrorText id={`${languagesId}-error`} role="alert">
              {languages.error}
            </ErrorText>
          ) : null}
        </Checks>
      ) : null}
      {p.editable ? (
        <Actions>
          {p.live ? (
            <>
              <Button type="submit" variant="secondary" disabled={p.busy}>
                {p.saving ? t('common.saving') : t('publish.saveChanges')}
              </Button>
              <Button disabled={p.busy} onClick={p.onPublish}>
                {p.publishing === 'schedule' ? t('publish.scheduleChanges') : t('publish.publishChanges')}
              </Button>
              {p.hasDraft ? (
                <Button variant="ghost" disabled={p.busy} onClick={p.onDiscard}>
                  {t('publish.discard')}
                </Button>
              ) : null}
              <Button variant="ghost" disabled={p.busy} onClick={p.onUnpublish}>
                {t('publish.unpublish')}
              </Button>
            </>
          ) : (
            <Button type="submit" disabled={p.busy}>
              {p.saving ? t('common.saving') : t(`publish.save.${p.publishing}`)}
            </Button>
          )}
          {p.exists ? (
            <Button variant="ghost" disabled={p.busy} onClick={p.onDelete}>
              {t(`${p.kind}.delete`)}
            </Button>
          ) : null}
        </Actions>
      ) : (
        <Notice kind="status">{t('common.readOnly')}</Notice>
      )}
      {p.editable ? <p>{t('publish.saveShortcut')}</p> : null}
      {p.editable ? p.children : null}
    </Panel>
  );
}

/** Where a language stands (on the site, changed, held back, missing), and whether it has unsaved edits. */
export function LanguageMarker({ state, unsaved }: { state: LanguageState; unsaved: boolean }) {
  const { t } = useTranslation();
  const tone = state === 'live' ? 'good' : state === 'missing' || state === 'draft' ? 'muted' : 'warn';
  return (
    <Markers>
      <Badge $tone={tone}>{t(`publish.languageState.${state}`)}</Badge>
      {unsaved ? <Badge $tone="neutral">{t('publish.unsaved')}</Badge> : null}
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
