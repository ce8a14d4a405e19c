import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Container, PageHeader, Section, SectionTitle } from '../../components/page-section';
import { InquiryForm } from './inquiry-form';

const Info = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  grid-template-columns: repeat(auto-fit, minmax(240px, 1fr));
  li {
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.lg};
    padding: ${({ theme }) => theme.space.lg};
    background: ${({ theme }) => theme.colors.background};
  }
  h2 { font-size: ${({ theme }) => theme.fontSizes.lg}; }
  p { margin: 0; color: ${({ theme }) => theme.colors.textMuted}; }
`;
const Kinds = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  list-style: none;
  padding: 0;
  margin: 0;
  li {
    padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

/** Contact Us and partnership inquiry (SPEC §2). */
export default function CooperatePage() {
  const { t } = useTranslation();
  const info = t('cooperate:info', { returnObjects: true }) as { title: string; text: string }[];
  const kinds = t('cooperate:partners.kinds', { returnObjects: true }) as string[];
  return (
    <>
      <PageHeader title={t('cooperate:heading')} lead={t('cooperate:intro')} />
      <Section>
        <Container>
          <Info>
            {info.map((item) => (
              <li key={item.title}>
                <h2>{item.title}</h2>
                <p>{item.text}</p>
              </li>
            ))}
          </Info>
        </Container>
      </Section>
      <Section aria-labelledby="partners-title">
        <Container>
          <SectionTitle id="partners-title">{t('cooperate:partners.heading')}</SectionTitle>
          <p>{t('cooperate:partners.text')}</p>
          <Kinds>
            {kinds.map((kind) => (
              <li key={kind}>{kind}</li>
            ))}
          </Kinds>
        </Container>
      </Section>
      <Section aria-labelledby="inquiry-heading">
        <Container>
          <SectionTitle id="inquiry-heading">{t('cooperate:form.heading')}</SectionTitle>
          <InquiryForm />
        </Container>
      </Section>
    </>
  );
}
