import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { LANGUAGES, type Language } from '@inphr/content';
import { loadNamespace, persistLanguage } from '@inphr/i18n';
import { theme, VisuallyHidden } from '@inphr/ui';

/** The studio's language (its own texts, and the cookie the public site reads too). */
export function LanguageSelect({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  async function choose(lang: Language) {
    if (!i18n.hasResourceBundle(lang, 'studio')) i18n.addResourceBundle(lang, 'studio', await loadNamespace(lang, 'studio'));
    persistLanguage(lang);
    document.documentElement.lang = lang;
    await i18n.changeLanguage(lang);
  }
  return (
    <span>
      <VisuallyHidden as="label" htmlFor={id}>
        {t('app.language')}
      </VisuallyHidden>
      <Select id={id} $tone={tone} value={i18n.language} onChange={(event) => void choose(event.target.value as Language)}>
        {LANGUAGES.map((lang) => (
          <option key={lang} value={lang} lang={lang}>
            {t(`languages.${lang}`)}
          </option>
        ))}
      </Select>
    </span>
  );
}

const Select = styled.select<{ $tone: 'dark' | 'light' }>`
  min-height: 44px;
  padding: 0 ${theme.space.xs};
  border: 1px solid ${({ $tone }) => ($tone === 'dark' ? theme.colors.textInverse : theme.colors.borderStrong)};
  border-radius: ${theme.radii.sm};
  background: ${({ $tone }) => ($tone === 'dark' ? theme.colors.surfaceDark : theme.colors.background)};
  color: ${({ $tone }) => ($tone === 'dark' ? theme.colors.textInverse : theme.colors.text)};
  font: inherit;
`;
