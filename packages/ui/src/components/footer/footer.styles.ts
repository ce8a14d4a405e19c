import styled from 'styled-components';
import { focusRing } from '../../theme/helpers';
import { media, theme } from '../../theme/theme';

export const FooterRoot = styled.footer`
  background: ${theme.colors.surfaceDark};
  color: ${theme.colors.textInverse};
  font-size: ${theme.fontSizes.sm};
`;

export const FooterInner = styled.div`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${theme.space.xl};
  max-width: ${theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${theme.space.xxl} ${theme.space.md};

  ${media.up('md')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.up('lg')} {
    grid-template-columns: minmax(0, 1.2fr) minmax(0, 1fr) minmax(0, 1fr);
  }
`;

export const Brand = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.sm};

  img,
  svg {
    display: block;
    max-width: 10rem;
    height: auto;
  }
`;

export const CompanyName = styled.p`
  margin: 0;
  font-size: ${theme.fontSizes.md};
  font-weight: ${theme.fontWeights.bold};
`;

export const PolicyList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xxs} ${theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const PolicyButton = styled.button<{ $strong: boolean }>`
  min-height: 44px;
  padding: 0;
  border: 0;
  background: transparent;
  color: ${theme.colors.textInverse};
  font-weight: ${({ $strong }) => ($strong ? theme.fontWeights.bold : theme.fontWeights.regular)};
  text-decoration: underline;
  text-underline-offset: 0.2em;
  cursor: pointer;

  &:hover {
    text-decoration-thickness: 2px;
  }
  &:focus-visible {
    ${focusRing}
    /* The focus blue does not stand out on the dark footer. */
    outline-color: ${theme.colors.textInverse};
  }
`;

export const InfoList = styled.dl`
  display: grid;
  gap: ${theme.space.xxs};
  margin: 0;

  & > div {
    display: flex;
    flex-wrap: wrap;
    gap: 0 ${theme.space.xs};
  }
  dt {
    font-weight: ${theme.fontWeights.bold};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

export const CertificationList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
  margin: ${theme.space.lg} 0 0;
  padding: 0;
  list-style: none;

  img {
    display: block;
    width: 72px;
    height: 72px;
    object-fit: contain;
    padding: ${theme.space.xxs};
    border-radius: ${theme.radii.md};
    background: ${theme.colors.background};
  }
`;

export const Copyright = styled.p`
  grid-column: 1 / -1;
  margin: 0;
  padding-top: ${theme.space.lg};
  border-top: 1px solid ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.xs};
`;
