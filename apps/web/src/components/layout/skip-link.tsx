import styled from 'styled-components';
import { useTranslation } from 'react-i18next';

const Link = styled.a`
  position: absolute;
  left: ${({ theme }) => theme.space.md};
  top: -100px;
  z-index: ${({ theme }) => theme.zIndices.modal};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.textInverse};
  border-radius: ${({ theme }) => theme.radii.md};
  &:focus { top: ${({ theme }) => theme.space.xs}; }
`;

export const MAIN_ID = 'main';

export function SkipLink() {
  const { t } = useTranslation();
  return <Link href={`#${MAIN_ID}`}>{t('common:skipLink')}</Link>;
}
