import styled from 'styled-components';
import { focusRing, focusRingInset } from '../../theme/helpers';
import { media, theme } from '../../theme/theme';
import { menuItem } from '../dropdown/dropdown.styles';

export const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${theme.zIndices.header};
  background: ${theme.colors.background};
  border-bottom: 1px solid ${theme.colors.border};
`;

export const Inner = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.md};
  max-width: ${theme.layout.maxWidth};
  height: ${theme.layout.headerHeight};
  margin: 0 auto;
  padding: 0 ${theme.space.md};
`;

export const LogoSlot = styled.div`
  display: flex;
  align-items: center;
  flex-shrink: 0;

  & > a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    border-radius: ${theme.radii.sm};
    text-decoration: none;
  }
  & > a:focus-visible {
    ${focusRing}
  }
  img,
  svg {
    display: block;
    max-height: calc(${theme.layout.headerHeight} - ${theme.space.lg});
    width: auto;
  }
`;

export const Nav = styled.nav`
  display: flex;
  align-items: center;
  gap: ${theme.space.xs};
`;

/** Desktop-only parts: hidden below md by CSS, so server and client render the same markup. */
export const DesktopList = styled.ul`
  display: none;
  align-items: center;
  gap: ${theme.space.xxs};
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.up('md')} {
    display: flex;
  }

  & > li > a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 ${theme.space.sm};
    border-radius: ${theme.radii.md};
    color: ${theme.colors.text};
    font-weight: ${theme.fontWeights.medium};
    text-decoration: none;
    white-space: nowrap;
  }
  & > li > a:hover {
    color: ${theme.colors.primary};
    background: ${theme.colors.primarySoft};
  }
  & > li > a[aria-current='page'] {
    color: ${theme.colors.primary};
    font-weight: ${theme.fontWeights.bold};
  }
  & > li > a:focus-visible {
    ${focusRing}
  }
`;

export const DesktopTools = styled.div`
  display: none;
  align-items: center;
  gap: ${theme.space.xs};

  ${media.up('md')} {
    display: flex;
  }
`;

/** The phone menu: a native disclosure, so it opens before any script runs. Below md only. */
export const MobileMenu = styled.details`
  ${media.up('md')} {
    display: none;
  }
`;

export const MenuButton = styled.summary`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  padding: 0;
  border: 0;
  border-radius: ${theme.radii.md};
  background: transparent;
  color: ${theme.colors.text};
  cursor: pointer;
  list-style: none;
  &::-webkit-details-marker {
    display: none;
  }

  &:hover {
    background: ${theme.colors.primarySoft};
    color: ${theme.colors.primary};
  }
  &:focus-visible {
    ${focusRing}
  }

  /* Its icon and name follow the element's state, so they are right before the app runs too. */
  ${MobileMenu}:not([open]) > & > [data-shown-when='open'],
  ${MobileMenu}[open] > & > [data-shown-when='closed'] {
    display: none;
  }
`;

export const MobilePanel = styled.div`
  position: absolute;
  top: 100%;
  left: 0;
  right: 0;
  max-height: calc(100vh - ${theme.layout.headerHeight});
  max-height: calc(100dvh - ${theme.layout.headerHeight});
  overflow-y: auto;
  padding: ${theme.space.sm} ${theme.space.md} ${theme.space.lg};
  background: ${theme.colors.background};
  border-bottom: 1px solid ${theme.colors.border};
  box-shadow: ${theme.shadows.md};

  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li > a,
  li > button {
    ${menuItem}
    padding: 0 ${theme.space.sm};
    border-radius: ${theme.radii.md};
  }
  li > a:hover,
  li > button:hover {
    background: ${theme.colors.primarySoft};
    color: ${theme.colors.primary};
  }
  li > a:focus-visible,
  li > button:focus-visible {
    ${focusRingInset}
  }
  li > [aria-current] {
    color: ${theme.colors.primary};
    font-weight: ${theme.fontWeights.bold};
  }
  img {
    display: block;
    flex-shrink: 0;
  }
`;

export const MobileGroup = styled.div`
  margin-top: ${theme.space.sm};
  padding-top: ${theme.space.sm};
  border-top: 1px solid ${theme.colors.border};
`;

export const GroupHeading = styled.span`
  display: block;
  padding: ${theme.space.xs} ${theme.space.sm} ${theme.space.xxs};
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
  font-weight: ${theme.fontWeights.bold};
`;

export const SubList = styled.ul`
  && {
    padding-inline-start: ${theme.space.sm};
  }
`;

export const MobileActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xs};
  margin-top: ${theme.space.md};
`;
