import type { ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from '@inphr/ui';
import { AutoGrid, TitledSection } from './page-section';

/** What a card says: a heading and its text, and the text alternative of its picture, if any. */
export interface CardItem {
  title: string;
  text: string;
  imageAlt?: string;
}

/** Draws the picture of the `index`th card, if it has one (e.g. `managedPictures` of a manifest list). */
export type CardPicture = (item: CardItem, index: number) => ReactNode;

interface CardItemsProps {
  items: readonly CardItem[];
  picture?: CardPicture;
  headingLevel?: 2 | 3;
}

/**
 * The cards of a list, each `<li>` a heading and its text, with its picture above them; the list
 * around them, with its own look, is the caller's.
 */
export function CardItems({ items, picture, headingLevel = 3 }: CardItemsProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return items.map((item, i) => (
    <li key={item.title}>
      {picture?.(item, i)}
      <Heading>{item.title}</Heading>
      <p>{item.text}</p>
    </li>
  ));
}

const CardGrid = styled(AutoGrid)`
  > li {
    background: ${theme.colors.background};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.lg};
    padding: ${theme.space.lg};
  }
  h3 {
    font-size: ${theme.fontSizes.lg};
  }
  p {
    color: ${theme.colors.textMuted};
    margin: 0;
  }
  img {
    width: 100%;
    height: auto;
    border-radius: ${theme.radii.md};
    margin-bottom: ${theme.space.md};
  }
`;

/** A grid of bordered cards (headings of level 3), each at least `min` wide. */
export function CardList({ items, picture, min = '240px' }: Omit<CardItemsProps, 'headingLevel'> & { min?: string }) {
  return (
    <CardGrid $min={min}>
      <CardItems items={items} picture={picture} />
    </CardGrid>
  );
}

/** A titled section of cards: a list of texts (its heading and its cards) as one section, kept as the server rendered it. */
export function CardSection({
  id,
  testId,
  list,
  min,
  picture,
}: {
  id: string;
  testId?: string;
  list: { heading: string; items: readonly CardItem[] };
  min?: string;
  picture?: CardPicture;
}) {
  return (
    <TitledSection id={id} heading={list.heading} testId={testId} kept>
      <CardList items={list.items} min={min} picture={picture} />
    </TitledSection>
  );
}
