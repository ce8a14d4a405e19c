import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { theme } from '@inphr/ui';
import { LanguageSelect } from '../app/language-select';

/** A page for someone not signed in (sign-in, a link's page, a forgotten password): one card with the language choice. */
export function PublicCard({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = t('app.documentTitle', { page: title });
  }, [t, title]);
  return (
    <Page>
      <Card>
        <Top>
          <h1>{title}</h1>
          <LanguageSelect tone="light" />
        </Top>
        {children}
      </Card>
    </Page>
  );
}

const Page = styled.main`
  display: grid;
  place-items: center;
  min-height: 100vh;
  padding: ${theme.space.lg};
  background: ${theme.colors.surface};
`;

const Card = styled.div`
  width: 100%;
  max-width: 26rem;
  padding: ${theme.space.xl};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.background};
  box-shadow: ${theme.shadows.md};
  & h1 {
    margin: 0;
    font-size: ${theme.fontSizes.xl};
  }
`;

const Top = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.md};
  margin-bottom: ${theme.space.md};
`;

export const CardForm = styled.form`
  display: grid;
  gap: ${theme.space.md};
`;
