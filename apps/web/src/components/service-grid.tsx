import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { BRAND_NAME, SERVICES, paths } from '@inphr/content';
import { ServiceCard } from '@inphr/ui';
import { renderRouterLink } from '../lib/render-link';
import { AutoGrid } from './page-section';

const Grid = styled(AutoGrid).attrs({ $min: '260px', $fill: true })`
  > li {
    display: flex;
  }
  > li > * {
    flex: 1;
  }
`;

/** One card per service: name, short introduction, three bullets, link to its page (docs/spec.md, "Screens": Home). */
export function ServiceGrid() {
  const { t } = useTranslation();
  return (
    <Grid>
      {SERVICES.map((service) => (
        <li key={service.slug}>
          <ServiceCard
            title={`${BRAND_NAME} ${t(`services:cards.${service.slug}.name`)}`}
            intro={t(`services:cards.${service.slug}.intro`)}
            bullets={t(`services:cards.${service.slug}.bullets`, { returnObjects: true }) as string[]}
            href={paths.service.getHref(service.slug)}
            renderLink={renderRouterLink}
            headingLevel={3}
          />
        </li>
      ))}
    </Grid>
  );
}
