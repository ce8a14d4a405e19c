import { useRef, useSyncExternalStore, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Select, focusRing, theme } from '@inphr/ui';
import { LANGUAGES, type Language } from '@inphr/content';

/** From this width the three languages are edited side by side (each toolbar on one row, the tools that do not fit under "More"). */
export const SIDE_BY_SIDE_FROM = '1600px';

/** Whether a media query matches now, following it as the window changes. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (notify) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', notify);
      return () => list.removeEventListener('change', notify);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/**
 * Below SIDE_BY_SIDE_FROM, one language at a time: a tab per language (its state beside its name),
 * and another language shown read-only beside it for comparison when asked. Every language's panel
 * stays mounted (hidden), so nothing typed, nor its undo history, is lost by switching.
 */
export function LanguageTabs(p: {
  idPrefix: string;
  active: Language;
  onActive: (lang: Language) => void;
  compare: Language | '';
  onCompare: (lang: Language | '') => void;
  /** A short word on each language's state (on the site, changed, not written). */
  stateOf: (lang: Language) => string;
}) {
  const { t } = useTranslation();
  const refs = useRef<Partial<Record<Language, HTMLButtonElement | null>>>({});
  function onKey(event: KeyboardEvent<HTMLDivElement>) {
    const index = LANGUAGES.indexOf(p.active);
    const next =
      event.key === 'ArrowRight'
        ? LANGUAGES[(index + 1) % LANGUAGES.length]
        : event.key === 'ArrowLeft'
          ? LANGUAGES[(index + LANGUAGES.length - 1) % LANGUAGES.length]
          : event.key === 'Home'
            ? LANGUAGES[0]
            : event.key === 'End'
              ? LANGUAGES[LANGUAGES.length - 1]
              : undefined;
    if (!next) return;
    event.preventDefault();
    p.onActive(next);
    refs.current[next]?.focus();
  }
  return (
    <Bar>
      <Tabs role="tablist" aria-label={t('languageTabs.label')} onKeyDown={onKey}>
        {LANGUAGES.map((lang) => (
          <Tab
            key={lang}
            ref={(el) => {
              refs.current[lang] = el;
            }}
            type="button"
            role="tab"
            id={`${p.idPrefix}-tab-${lang}`}
            aria-selected={p.active === lang}
            aria-controls={`${p.idPrefix}-panel-${lang}`}
            tabIndex={p.active === lang ? 0 : -1}
            onClick={() => p.onActive(lang)}
          >
            <span lang={lang}>{t(`languages.${lang}`)}</span> <small>{p.stateOf(lang)}</small>
          </Tab>
        ))}
      </Tabs>
      <Select
        id={`${p.idPrefix}-compare`}
        label={t('languageTabs.compare')}
        value={p.compare}
        options={[
          { value: '', label: t('languageTabs.noCompare') },
          ...LANGUAGES.filter((lang) => lang !== p.active).map((lang) => ({ value: lang, label: t(`languages.${lang}`) })),
        ]}
        onChange={(value) => p.onCompare(value as Language | '')}
      />
    </Bar>
  );
}

/** One language's panel of the tabs (always mounted; hidden unless it is the active one). */
export function LanguagePanel({ idPrefix, lang, shown, children }: { idPrefix: string; lang: Language; shown: boolean; children: ReactNode }) {
  return (
    <div role="tabpanel" id={`${idPrefix}-panel-${lang}`} aria-labelledby={`${idPrefix}-tab-${lang}`} hidden={!shown}>
      {children}
    </div>
  );
}

/**
 * The active language and, when asked, the compared one: beside it where the edited one still has
 * room for its toolbar on one row, under it where it has not.
 */
export const TabbedColumns = styled.div<{ $comparing: boolean }>`
  display: grid;
  gap: ${theme.space.lg};
  margin: ${theme.space.md} 0 ${theme.space.xl};
  @media (min-width: 1500px) {
    grid-template-columns: ${({ $comparing }) => ($comparing ? 'minmax(960px, 3fr) minmax(0, 2fr)' : 'minmax(0, 1fr)')};
  }
`;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${theme.space.md};
`;

const Tabs = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xxs};
  border-bottom: 1px solid ${theme.colors.border};
`;

const Tab = styled.button`
  min-height: 44px;
  padding: ${theme.space.xs} ${theme.space.md};
  border: 1px solid transparent;
  border-bottom: 3px solid transparent;
  background: none;
  color: ${theme.colors.text};
  font: inherit;
  cursor: pointer;
  & small {
    color: ${theme.colors.textMuted};
    font-size: ${theme.fontSizes.sm};
  }
  &[aria-selected='true'] {
    border-bottom-color: ${theme.colors.primary};
    font-weight: ${theme.fontWeights.bold};
  }
  &:focus-visible {
    ${focusRing}
  }
`;
