import { useId, useState } from 'react';
import styled from 'styled-components';
import type { FaqItem as FaqEntry } from '@inphr/api';
import { theme } from '@inphr/ui';

const Item = styled.li`
  border-bottom: 1px solid ${theme.colors.border};
`;
const Heading = styled.h2`
  margin: 0;
  font-size: inherit;
`;
const Question = styled.button`
  display: flex;
  gap: ${theme.space.md};
  align-items: baseline;
  width: 100%;
  min-height: 56px;
  padding: ${theme.space.md} ${theme.space.xs};
  background: none;
  border: 0;
  text-align: start;
  cursor: pointer;
  font-weight: ${theme.fontWeights.medium};
  &:hover {
    color: ${theme.colors.primary};
  }
  &::after {
    content: '';
    margin-inline-start: auto;
    flex: none;
    width: 0.6em;
    height: 0.6em;
    border-right: 2px solid currentColor;
    border-bottom: 2px solid currentColor;
    transform: rotate(45deg);
    transition: transform ${theme.motion.fast};
  }
  &[aria-expanded='true']::after {
    transform: rotate(-135deg);
  }
`;
const Mark = styled.span`
  flex: none;
  font-weight: ${theme.fontWeights.bold};
  color: ${theme.colors.primary};
`;
const Service = styled.span`
  flex: none;
  font-size: ${theme.fontSizes.xs};
  color: ${theme.colors.textMuted};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.pill};
  padding: 0 ${theme.space.xs};
`;
const Answer = styled.div`
  display: flex;
  gap: ${theme.space.md};
  padding: ${theme.space.md} ${theme.space.xs} ${theme.space.lg};
  background: ${theme.colors.surface};
  p {
    margin: 0;
    white-space: pre-line;
  }
`;

/** One question as a disclosure: the answer shows when the question is activated. */
export function FaqItem({ item, questionMark, answerMark }: { item: FaqEntry; questionMark: string; answerMark: string }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <Item>
      <Heading>
        <Question type="button" aria-expanded={open} aria-controls={id} onClick={() => setOpen((v) => !v)}>
          <Mark aria-hidden="true">{questionMark}</Mark>
          <Service>{item.serviceName}</Service>
          <span>{item.title}</span>
        </Question>
      </Heading>
      <Answer id={id} hidden={!open}>
        <Mark aria-hidden="true">{answerMark}</Mark>
        <p>{item.contents}</p>
      </Answer>
    </Item>
  );
}
