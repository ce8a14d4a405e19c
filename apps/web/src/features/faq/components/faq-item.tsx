import styled from 'styled-components';
import type { FaqItem as FaqEntry } from '@inphr/api';
import { focusRing, theme } from '@inphr/ui';

const Item = styled.li`
  border-bottom: 1px solid ${theme.colors.border};
`;
const Question = styled.summary`
  display: flex;
  gap: ${theme.space.md};
  align-items: baseline;
  min-height: 56px;
  padding: ${theme.space.md} ${theme.space.xs};
  list-style: none;
  cursor: pointer;
  font-weight: ${theme.fontWeights.medium};
  &::-webkit-details-marker {
    display: none;
  }
  &:hover {
    color: ${theme.colors.primary};
  }
  &:focus-visible {
    ${focusRing}
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
  details[open] > &::after {
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
`;
/** The answer's own HTML (sanitized as it entered the query cache): paragraphs, lists, links. */
const Body = styled.div`
  min-width: 0;
  overflow-wrap: anywhere;
  > :first-child {
    margin-top: 0;
  }
  > :last-child {
    margin-bottom: 0;
  }
  p,
  ul,
  ol {
    margin: 0 0 ${theme.space.sm};
  }
  ul,
  ol {
    padding-inline-start: 1.5em;
  }
  a {
    color: ${theme.colors.primary};
    text-decoration: underline;
  }
  a:focus-visible {
    ${focusRing}
  }
`;

/**
 * One question as a native disclosure: the browser opens it, before the app has started and with
 * scripts off too (a press is never held for the app to replay, decision 0015).
 */
export function FaqItem({ item, questionMark, answerMark }: { item: FaqEntry; questionMark: string; answerMark: string }) {
  return (
    <Item>
      <details>
        <Question>
          <Mark aria-hidden="true">{questionMark}</Mark>
          <Service>{item.serviceName}</Service>
          <span>{item.title}</span>
        </Question>
        <Answer>
          <Mark aria-hidden="true">{answerMark}</Mark>
          <Body dangerouslySetInnerHTML={{ __html: item.contents }} />
        </Answer>
      </details>
    </Item>
  );
}
