import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, theme } from '@inphr/ui';
import type { LanguageState } from './content-languages';
import type { ContentFormState, FormItem } from './content-form';
import { Actions, Badge, ChoiceRow, choiceRow, Notice, Panel, PanelTitle } from './page';

/** How a form's item is to be published: kept as a draft, at once, or at a time to come. */
export type Publishing = 'draft' | 'now' | 'schedule';

/**
 * The publishing part of an article's or a question's form: how to publish (draft, now, at a time),
 * the languages a publication takes, and the buttons. A published item offers "Save changes" (the
 * form's submit: visitors keep reading the published texts), "Publish changes", "Discard changes"
 * (when it has changes) and "Unpublish"; any other offers one submit by the mode chosen.
 */
export function PublishPanel<T extends FormItem>({
  form,
  modes,
  about,
  schedule,
  children,
}: {
  /** The form's state and changes (content-form.tsx): its item, mode, languages and mutations. */
  form: ContentFormState<T>;
  modes: Publishing[];
  /** Above the modes: who saved it last, and when it appears. */
  about?: ReactNode;
  /** Below the modes: the time of a scheduled publication. */
  schedule?: ReactNode;
  /** After the buttons: hints and options of the preview. */
  children?: ReactNode;
}) {
  const { item, editable, busy, live, publishing } = form;
  const pending = form.run.isPending;

  const { t } = useTranslation();
  const titleId = useId();
  const languagesId = useId();
  return (
    <Panel aria-labelledby={titleId}>
      <PanelTitle id={titleId}>{t('publish.publishing')}</PanelTitle>
      {about}
      {modes.length > 1 ? (
        <Radios role="radiogroup" aria-labelledby={titleId}>
          {modes.map((mode) => (
            <label key={mode}>
              <input type="radio" name="publishing" value={mode} checked={publishing === mode} onChange={() => form.setPublishing(mode)} disabled={!editable} />
              {t(`publish.mode.${mode}`)}
            </label>
          ))}
        </Radios>
      ) : null}
      {publishing === 'schedule' ? schedule : null}
      {editable && publishing !== 'draft' ? (
        <Checks aria-describedby={form.errors.languages ? `${languagesId}-error` : undefined}>
          <legend id={languagesId}>{t('publish.publishLanguages')}</legend>
          <p>{t('publish.publishLanguagesHint')}</p>
          {form.publishable.map((lang) => (
            <label key={lang}>
              <input
                type="checkbox"
                checked={form.publishLanguages.includes(lang)}
                onChange={(event) => form.setChosen(event.target.checked ? [...form.publishLanguages, lang] : form.publishLanguages.filter((l) => l !== lang))}
              />
              {t(`languages.${lang}`)}
            </label>
          ))}
          {form.errors.languages ? (
            <ErrorText id={`${languagesId}-error`} role="alert">
              {form.errors.languages}
            </ErrorText>
          ) : null}
        </Checks>
      ) : null}
      {editable ? (
        <Actions>
          {live ? (
            <>
              <Button type="submit" variant="secondary" disabled={busy}>
                {pending ? t('common.saving') : t('publish.saveChanges')}
              </Button>
              <Button disabled={busy} onClick={() => form.run.mutate({ kind: 'publish' })}>
                {publishing === 'schedule' ? t('publish.scheduleChanges') : t('publish.publishChanges')}
              </Button>
              {item?.hasDraft ? (
                <Button variant="ghost" disabled={busy} onClick={() => form.setConfirm('discard')}>
                  {t('publish.discard')}
                </Button>
              ) : null}
              <Button variant="ghost" disabled={busy} onClick={() => form.run.mutate({ kind: 'unpublish' })}>
                {t('publish.unpublish')}
              </Button>
            </>
          ) : (
            <Button type="submit" disabled={busy}>
              {pending ? t('common.saving') : t(`publish.save.${publishing}`)}
            </Button>
          )}
          {item ? (
            <Button variant="ghost" disabled={busy} onClick={() => form.setConfirm('delete')}>
              {t(`${form.kind}.delete`)}
            </Button>
          ) : null}
        </Actions>
      ) : (
        <Notice kind="status">{t('common.readOnly')}</Notice>
      )}
      {editable ? <p>{t('publish.saveShortcut')}</p> : null}
      {editable ? children : null}
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
