import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { paths } from '@inphr/content';
import { RouterLinkButton } from '../../lib/router-link-button';
import { theme } from '@inphr/ui';

const Wrap = styled.section`
  text-align: center;
  padding: ${theme.space.section} ${theme.space.md};
`;
const Code = styled.p`
  font-size: clamp(5rem, 3rem + 10vw, 9rem);
  font-weight: ${theme.fontWeights.bold};
  color: ${theme.colors.primary};
  line-height: 1;
  margin: 0 0 ${theme.space.lg};
`;
const Detail = styled.p`
  color: ${theme.colors.textMuted};
  margin-bottom: ${theme.space.xl};
`;

export function NotFoundContent({ message }: { message?: string }) {
  const { t } = useTranslation();
  return (
    <Wrap aria-labelledby="not-found-title">
      <Code aria-hidden="true">{t('common:notFound.code')}</Code>
      <h1 id="not-found-title">{t('common:notFound.message')}</h1>
      <Detail>{message ?? t('common:notFound.detail')}</Detail>
      <RouterLinkButton href={paths.home.getHref()}>{t('common:notFound.home')}</RouterLinkButton>
    </Wrap>
  );
}
