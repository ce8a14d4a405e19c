import type { ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from '@inphr/ui';

/** Centered content column of the theme's width. */
export const Container = styled.div`
  max-width: ${theme.layout.maxWidth};
  margin: 0 auto;
  padding: 0 ${theme.space.lg};
`;

const Hero = styled.header`
  background: ${theme.colors.primarySoft};
  padding: ${theme.space.section} 0 ${theme.space.xxl};
`;

const Title = styled.h1`
  font-size: ${theme.fontSizes.display};
  color: ${theme.colors.text};
`;

const Lead = styled.p`
  font-size: ${theme.fontSizes.lg};
  color: ${theme.colors.textMuted};
  max-width: 46em;
`;

/** The heading block every inner page starts with. */
export function PageHeader({ title, lead, children }: { title: string; lead?: string; children?: ReactNode }) {
  return (
    <Hero>
      <Container>
        <Title>{title}</Title>
        {lead && <Lead>{lead}</Lead>}
        {children}
      </Container>
    </Hero>
  );
}

export const Section = styled.section`
  padding: ${theme.space.section} 0;
  &:nth-of-type(even) { background: ${theme.colors.surface}; }
`;

export const SectionTitle = styled.h2`
  font-size: ${theme.fontSizes.xxl};
  margin-bottom: ${theme.space.lg};
`;

/** A grid of bordered cards (its `<li>`s), each at least `$min` wide (default 240px). */
export const CardGrid = styled.ul<{ $min?: string }>`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  gap: ${theme.space.lg};
  grid-template-columns: repeat(auto-fit, minmax(${({ $min }) => $min ?? '240px'}, 1fr));
  > li {
    background: ${theme.colors.background};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.lg};
    padding: ${theme.space.lg};
  }
  h3 { font-size: ${theme.fontSizes.lg}; }
  p { color: ${theme.colors.textMuted}; margin: 0; }
  img { width: 100%; height: auto; border-radius: ${theme.radii.md}; margin-bottom: ${theme.space.md}; }
`;
