import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@inphr/content';
import { LazyRichTextEditor } from '../editor/lazy-editor';
import { LanguageColumn, LanguageColumns } from './page';
import { LanguagePanel, LanguageTabs, SIDE_BY_SIDE_FROM, TabbedColumns, useMediaQuery } from './language-tabs';

/**
 * A form's languages: side by side from SIDE_BY_SIDE_FROM; below it one at a time (a tab per
 * language with its state), another language shown read-only beside it when asked.
 */
export function LanguageEditors(p: {
  idPrefix: string;
  active: Language;
  onActive: (lang: Language) => void;
  stateOf: (lang: Language) => string;
  /** One language's fields (a `LanguageColumn`). */
  column: (lang: Language) => ReactNode;
  /** The read-only comparison of a language: its title, its body's label, HTML and editor variant. */
  compared: (lang: Language) => { title: string; label: string; html: string; variant: 'news' | 'faq' };
  /** Bumped when the form's texts were replaced: the compared editor starts again from them. */
  generation: number;
}) {
  const { t } = useTranslation();
  const sideBySide = useMediaQuery(`(min-width: ${SIDE_BY_SIDE_FROM})`);
  const [compare, setCompare] = useState<Language | ''>('');
  if (sideBySide)
    return (
      <LanguageColumns $wideFrom={SIDE_BY_SIDE_FROM} data-side-by-side>
        {LANGUAGES.map(p.column)}
      </LanguageColumns>
    );
  const shown = compare ? p.compared(compare) : undefined;
  return (
    <>
      <LanguageTabs
        idPrefix={p.idPrefix}
        active={p.active}
        onActive={(lang) => {
          p.onActive(lang);
          if (compare === lang) setCompare('');
        }}
        compare={compare}
        onCompare={setCompare}
        stateOf={p.stateOf}
      />
      <TabbedColumns $comparing={compare !== ''}>
        <div>
          {LANGUAGES.map((lang) => (
            <LanguagePanel key={lang} idPrefix={p.idPrefix} lang={lang} shown={lang === p.active}>
              {p.column(lang)}
            </LanguagePanel>
          ))}
        </div>
        {compare && shown ? (
          <LanguageColumn lang={compare}>
            <legend>{t('languageTabs.readOnly', { language: t(`languages.${compare}`) })}</legend>
            <p>
              <strong>{shown.title}</strong>
            </p>
            <LazyRichTextEditor
              key={`${compare}-${p.active}-${p.generation}`}
              variant={shown.variant}
              id={`${p.idPrefix}-compare-${compare}`}
              lang={compare}
              label={shown.label}
              initialHtml={shown.html}
              onChange={() => undefined}
              readOnly
            />
          </LanguageColumn>
        ) : null}
      </TabbedColumns>
    </>
  );
}
