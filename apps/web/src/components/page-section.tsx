import type { ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from '@inphr/ui';
import { ServerPart } from './server-part';

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

/**
 * The heading block every inner page starts with. `kept`: it holds nothing to do in the browser,
 * which keeps the server's HTML instead of hydrating it (server-part.tsx).
 */
export function PageHeader({ title, lead, kept = false, children }: { title: string; lead?: string; kept?: boolean; children?: ReactNode }) {
  const body = (
    <Container>
      <Title>{title}</Title>
      {lead && <Lead>{lead}</Lead>}
      {children}
    </Container>
  );
  return kept ? <ServerPart as={Hero}>{body}</ServerPart> : <Hero>{body}</Hero>;
}

export const Section = styled.section`
  padding: ${theme.space.section} 0;
  &:nth-of-type(even) {
    background: ${theme.colors.surface};
  }
`;

export const SectionTitle = styled.h2`
  font-size: ${theme.fontSizes.xxl};
  margin-bottom: ${theme.space.lg};
`;

/**
 * A section with its heading (`id` names it for the section's label), the usual block of a page.
 * `kept`: nothing in it has anything to do in the browser (texts, pictures, links), which keeps the
 * server's HTML instead of hydrating it (server-part.tsx).
 */
export function TitledSection({
  id,
  heading,
  testId,
  kept = false,
  children,
}: {
  id: string;
  heading: string;
  testId?: string;
  kept?: boolean;
  children: ReactNode;
}) {
  const body = (
    <Container>
      <SectionTitle id={id}>{heading}</SectionTitle>
      {children}
    </Container>
  );
  return kept ? (
    <ServerPart as={Section} aria-labelledby={id} data-testid={testId}>
      {body}
    </ServerPart>
  ) : (
    <Section aria-labelledby={id} data-testid={testId}>
      {body}
    </Section>
  );
}

/**
 * A list laid out as a grid: as many columns at least `$min` wide as fit, stretched to the row
 * (`$fill`: empty columns are kept when the items do not fill a row).
 */
export const AutoGrid = styled.ul<{ $min: string; $fill?: boolean; $gap?: 'md' | 'lg' }>`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  gap: ${({ $gap = 'lg' }) => theme.space[$gap]};
  grid-template-columns: repeat(${({ $fill }) => ($fill ? 'auto-fill' : 'auto-fit')}, minmax(${({ $min }) => $min}, 1fr));
`;

/** A row of short labels, each `<li>` a pill (`$spaced`: with room above and below). */
export const ChipList = styled.ul<{ $spaced?: boolean }>`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
  list-style: none;
  padding: 0;
  margin: ${({ $spaced }) => ($spaced ? `${theme.space.md} 0` : '0')};
  li {
    padding: ${theme.space.xs} ${theme.space.md};
    border-radius: ${theme.radii.pill};
    background: ${theme.colors.primarySoft};
    color: ${theme.colors.primary};
    font-weight: ${theme.fontWeights.medium};
  }
`;
