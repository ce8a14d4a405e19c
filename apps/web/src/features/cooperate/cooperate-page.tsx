import { ServerPart } from '../../components/server-part';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { AutoGrid, ChipList, Container, PageHeader, Section, TitledSection } from '../../components/page-section';
import { CardItems, type CardItem } from '../../components/card-list';
import { InquiryForm } from './inquiry-form';
import { theme } from '@inphr/ui';

const Info = styled(AutoGrid).attrs({ $min: '240px' })`
  li {
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.lg};
    padding: ${theme.space.lg};
    background: ${theme.colors.background};
  }
  h2 {
    font-size: ${theme.fontSizes.lg};
  }
  p {
    margin: 0;
    color: ${theme.colors.textMuted};
  }
`;

/** Contact Us and partnership inquiry (docs/spec.md, "Screens"). */
export default function CooperatePage() {
  const { t } = useTranslation();
  const info = t('cooperate:info', { returnObjects: true }) as CardItem[];
  const kinds = t('cooperate:partners.kinds', { returnObjects: true }) as string[];
  return (
    <>
      <PageHeader title={t('cooperate:heading')} lead={t('cooperate:intro')} kept />
      <ServerPart as={Section}>
        <Container>
          <Info>
            <CardItems items={info} headingLevel={2} />
          </Info>
        </Container>
      </ServerPart>
      <TitledSection id="partners-title" heading={t('cooperate:partners.heading')} kept>
        <p>{t('cooperate:partners.text')}</p>
        <ChipList>
          {kinds.map((kind) => (
            <li key={kind}>{kind}</li>
          ))}
        </ChipList>
      </TitledSection>
      <TitledSection id="inquiry-heading" heading={t('cooperate:form.heading')}>
        <InquiryForm />
      </TitledSection>
    </>
  );
}
