import styled from 'styled-components';
import { media } from '../../theme';

export const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndices.header};
  background: ${({ theme }) => theme.colors.background};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

export const Inner = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  max-width: ${({ theme }) => theme.layout.maxWidth};
  height: ${({ theme }) => theme.layout.headerHeight};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space.md};
`;

export const LogoSlot = styled.div`
  display: flex;
  align-items: center;
  flex-shrink: 0;

  & > a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    border-radius: ${({ theme }) => theme.radii.sm};
    text-decoration: none;
  }
  & > a:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  img,
  svg {
    display: block;
    max-height: calc(${({ theme }) => theme.layout.headerHeight} - ${({ theme }) => theme.space.lg});
    width: auto;
  }
`;

export const Nav = styled.nav`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`;

/** Desktop-only parts: hidden below md by CSS, so server and client render the same markup. */
export const DesktopList = styled.ul`
  display: none;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
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
    padding: 0 ${({ theme }) => theme.space.sm};
    border-radius: ${({ theme }) => theme.radii.md};
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    text-decoration: none;
    white-space: nowrap;
  }
  & > li > a:hover {
    color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySoft};
  }
  & > li > a[aria-current='page'] {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  & > li > a:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

export const DesktopTools = styled.div`
  display: none;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};

  ${media.up('md')} {
    display: flex;
  }
`;

export const MenuButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.primary};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  ${media.up('md')} {
    display: none;
  }
`;

export const MobilePanel = styled.div`
  position: absolute;
  top: 100%;
  left: 0;
  right: 0;
  max-height: calc(100vh - ${({ theme }) => theme.layout.headerHeight});
  max-height: calc(100dvh - ${({ theme }) => theme.layout.headerHeight});
  overflow-y: auto;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.background};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadows.md};

  &[hidden] {
    display: none;
  }
  ${media.up('md')} {
    display: none;
  }

  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li > a,
  li > button {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    width: 100%;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space.sm};
    border: 0;
    border-radius: ${({ theme }) => theme.radii.md};
    background: transparent;
    color: ${({ theme }) => theme.colors.text};
    text-align: start;
    text-decoration: none;
    cursor: pointer;
  }
  li > a:hover,
  li > button:hover {
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.primary};
  }
  li > a:focus-visible,
  li > button:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -3px;
  }
  li > [aria-current] {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  img {
    display: block;
    flex-shrink: 0;
  }
`;

export const MobileGroup = styled.div`
  margin-top: ${({ theme }) => theme.space.sm};
  padding-top: ${({ theme }) => theme.space.sm};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

export const GroupHeading = styled.span`
  display: block;
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.xxs};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

export const SubList = styled.ul`
  && {
    padding-inline-start: ${({ theme }) => theme.space.sm};
  }
`;

export const MobileActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin-top: ${({ theme }) => theme.space.md};
`;
