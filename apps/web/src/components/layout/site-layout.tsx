import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ScrollToTopButton } from '@inphr/ui';
import { SiteHeader } from './site-header';
import { SiteFooter } from './site-footer';
import { MAIN_ID } from './skip-link';

export const Main = styled.main`
  min-height: 60vh;
  &:focus {
    outline: none;
  }
`;

/** Header, page, footer and the floating scroll-to-top button: the shared layout (docs/spec.md, "Routes"). */
export function SiteLayout() {
  const { t } = useTranslation();
  return (
    <>
      <SiteHeader />
      <Main id={MAIN_ID} tabIndex={-1}>
        <Outlet />
      </Main>
      <SiteFooter />
      <ScrollToTopButton label={t('common:scrollTop')} />
    </>
  );
}
