import { ServerPart } from '../../components/server-part';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Container, PageHeader, Section } from '../../components/page-section';
import { theme } from '@inphr/ui';

interface Year {
  year: string;
  events: { month: string; text: string }[];
}

const Timeline = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  position: relative;
  &::before {
    content: '';
    position: absolute;
    left: 5.5rem;
    top: 0;
    bottom: 0;
    width: 2px;
    background: ${theme.colors.border};
  }
  @media (max-width: 767.98px) {
    &::before {
      left: 0.4rem;
    }
  }
`;
const YearItem = styled.li`
  display: grid;
  grid-template-columns: 5rem 1fr;
  gap: ${theme.space.xl};
  padding-bottom: ${theme.space.xl};
  h2 {
    font-size: ${theme.fontSizes.xl};
    color: ${theme.colors.primary};
    margin: 0;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  li {
    display: flex;
    gap: ${theme.space.md};
    padding: ${theme.space.xxs} 0;
  }
  @media (max-width: 767.98px) {
    grid-template-columns: 1fr;
    gap: ${theme.space.xs};
    padding-left: ${theme.space.xl};
  }
`;
const Month = styled.span`
  flex: none;
  width: 2.5em;
  font-weight: ${theme.fontWeights.bold};
  color: ${theme.colors.textMuted};
`;

/** History: a real-text timeline, laid out for desktop and mobile by CSS (docs/decisions/0012-history-as-text.md). */
export default function HistoryPage() {
  const { t } = useTranslation();
  const years = t('history:years', { returnObjects: true }) as Year[];
  return (
    <>
      <PageHeader title={t('history:heading')} lead={t('history:intro')} kept />
      <ServerPart as={Section}>
        <Container>
          <Timeline>
            {years.map((year) => (
              <YearItem key={year.year}>
                <h2>{year.year}</h2>
                <ul>
                  {year.events.map((event) => (
                    <li key={`${event.month}-${event.text}`}>
                      <Month>{event.month}</Month>
                      <span>{event.text}</span>
                    </li>
                  ))}
                </ul>
              </YearItem>
            ))}
          </Timeline>
        </Container>
      </ServerPart>
    </>
  );
}
