import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { findServiceByRoute, type ServiceDefinition } from '@inphr/content';
import { Container, PageHeader, Section, SectionTitle } from '../../components/page-section';

interface Item {
  title: string;
  text: string;
}
interface ListBlock {
  heading: string;
  items: Item[];
}

const Items = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  grid-template-columns: repeat(auto-fit, minmax(240px, 1fr));
  li {
    background: ${({ theme }) => theme.colors.background};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.lg};
    padding: ${({ theme }) => theme.space.lg};
  }
  h3 { font-size: ${({ theme }) => theme.fontSizes.lg}; }
  p { color: ${({ theme }) => theme.colors.textMuted}; margin: 0; }
`;

/** Extra list sections a service page may carry, in page order (SPEC §2 'Page specifics'). */
const EXTRA_LISTS = ['features', 'useCases', 'functions', 'differences', 'partners', 'effects', 'applications', 'cases', 'section4'] as const;

function ItemList({ id, block, testId }: { id: string; block: ListBlock; testId: string }) {
  return (
    <Section aria-labelledby={id} data-testid={testId}>
      <Container>
        <SectionTitle id={id}>{block.heading}</SectionTitle>
        <Items>
          {block.items.map((item) => (
            <li key={item.title ?? (item as unknown as { name: string }).name}>
              <h3>{item.title ?? (item as unknown as { name: string }).name}</h3>
              <p>{item.text}</p>
            </li>
          ))}
        </Items>
      </Container>
    </Section>
  );
}

export function useCurrentService(): ServiceDefinition {
  const { pathname } = useLocation();
  const service = findServiceByRoute(pathname.split('/')[2] ?? '');
  if (!service) throw new Error(`No service at ${pathname}`);
  return service;
}

/** One page per service (SPEC §2 'Service pages'), from its own text namespace. */
export default function ServicePage() {
  const service = useCurrentService();
  const ns = `svc-${service.slug}`;
  const { t, i18n } = useTranslation(ns);
  const intro = t('intro', { returnObjects: true }) as string[];
  const list = t('list', { returnObjects: true }) as ListBlock;
  const extras = EXTRA_LISTS.filter((key) => i18n.exists(`${ns}:${key}.items`));
  return (
    <>
      <PageHeader title={t('headline')} lead={t('tagline')}>
        {intro.map((p) => (
          <p key={p}>{p}</p>
        ))}
      </PageHeader>
      <Section aria-labelledby="service-heading">
        <Container>
          <SectionTitle id="service-heading">{t('service.heading')}</SectionTitle>
          <p>{t('service.text')}</p>
        </Container>
      </Section>
      <ItemList id="service-list" block={list} testId="service-list" />
      {extras.map((key) => (
        <ItemList key={key} id={`service-${key}`} block={t(key, { returnObjects: true }) as ListBlock} testId={`service-${key}`} />
      ))}
    </>
  );
}
