import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Container, PageHeader, Section, SectionTitle } from '../../components/page-section';
import { InquiryForm } from './inquiry-form';
import { theme } from '@inphr/ui';

const Info = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  gap: ${theme.space.lg};
  grid-template-columns: repeat(auto-fit, minmax(240px, 1fr));
  li {
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.lg};
    padding: ${theme.space.lg};
    background: ${theme.colors.background};
  }
  h2 { font-size: ${theme.fontSizes.lg}; }
  p { margin: 0; color: ${theme.colors.textMuted}; }
`;
const Kinds = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
  list-style: none;
  padding: 0;
  margin: 0;
  li {
    padding: ${theme.space.xs} ${theme.space.md};
    border-radius: ${theme.radii.pill};
    background: ${theme.colors.primarySoft};
    color: ${theme.colors.primary};
    font-weight: ${theme.fontWeights.medium};
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
