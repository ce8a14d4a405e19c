import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { theme, VisuallyHidden } from '@inphr/ui';
import { LANGUAGES, type Language } from '@inphr/content';
import type { StudioTexts } from '@inphr/api';
import { diffText, htmlToLines, type DiffPart } from '../editor/text-diff';

/** One language's text as a comparison reads it: the title, then the body's lines. */
function plain(texts: StudioTexts, lang: Language): string {
  const t = texts[lang];
  return t ? `${t.title}\n${htmlToLines(t.contents)}` : '';
}

/** The languages in which two sets of texts differ. */
export function changedLanguages(a: StudioTexts, b: StudioTexts): Language[] {
  return LANGUAGES.filter((lang) => plain(a, lang) !== plain(b, lang) || (a[lang]?.contents ?? '') !== (b[lang]?.contents ?? ''));
}

/**
 * Two versions of an item side by side, per language: the older on the left with what it loses
 * struck out, the newer on the right with what it gains marked (words, and a hidden "removed" /
 * "added" for screen readers). `only` limits it to some languages.
 */
export function TextsDiff({
  before,
  after,
  beforeLabel,
  afterLabel,
  only = LANGUAGES,
}: {
  before: StudioTexts;
  after: StudioTexts;
  beforeLabel: string;
  afterLabel: string;
  only?: readonly Language[];
}) {
  const { t } = useTranslation();
  return (
    <>
      {only.map((lang) => (
        <LanguageDiff key={lang} lang={lang} before={plain(before, lang)} after={plain(after, lang)} beforeLabel={beforeLabel} afterLabel={afterLabel}>
          {t(`languages.${lang}`)}
        </LanguageDiff>
      ))}
    </>
  );
}

function LanguageDiff(p: { lang: Language; before: string; after: string; beforeLabel: string; afterLabel: string; children: string }) {
  const { t } = useTranslation();
  const parts = useMemo(() => diffText(p.before, p.after), [p.before, p.after]);
  const same = parts.every((part) => part.kind === 'same');
  return (
    <Section>
      <h3>{p.children}</h3>
      {same ? (
        <p>{p.before ? t('revisions.same') : t('revisions.noText')}</p>
      ) : (
        <Sides>
          <Side lang={p.lang}>
            <SideTitle>{p.beforeLabel}</SideTitle>
            <Text>{render(parts, 'removed', t('revisions.removed'))}</Text>
          </Side>
          <Side lang={p.lang}>
            <SideTitle>{p.afterLabel}</SideTitle>
            <Text>{render(parts, 'added', t('revisions.added'))}</Text>
          </Side>
        </Sides>
      )}
    </Section>
  );
}

/** One side: the words both have, and those only this side has, marked. */
function render(parts: DiffPart[], own: 'added' | 'removed', spoken: string) {
  return parts
    .filter((part) => part.kind === 'same' || part.kind === own)
    .map((part, i) =>
      part.kind === 'same' ? (
        <span key={i}>{part.text}</span>
      ) : own === 'added' ? (
        <ins key={i}>
          <VisuallyHidden>{spoken} </VisuallyHidden>
          {part.text}
        </ins>
      ) : (
        <del key={i}>
          <VisuallyHidden>{spoken} </VisuallyHidden>
          {part.text}
        </del>
      ),
    );
}

const Section = styled.section`
  & > h3 {
    margin: ${theme.space.md} 0 ${theme.space.xs};
    font-size: ${theme.fontSizes.md};
  }
`;

const Sides = styled.div`
  display: grid;
  gap: ${theme.space.sm};
  @media (min-width: 768px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Side = styled.div`
  min-width: 0;
  padding: ${theme.space.sm};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.sm};
`;

const SideTitle = styled.p`
  margin: 0 0 ${theme.space.xs};
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.textMuted};
`;

const Text = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  & ins {
    background: #d8f3dc;
    text-decoration: underline;
  }
  & del {
    background: #fde2e1;
    text-decoration: line-through;
  }
`;
