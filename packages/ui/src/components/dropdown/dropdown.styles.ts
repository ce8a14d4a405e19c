import styled, { css } from 'styled-components';
import { focusRing, focusRingInset } from '../../theme/helpers';
import { media, theme } from '../../theme/theme';
import { FINE_HOVER_QUERY } from '../../hooks/use-media-query';
import { MENU_ATTRIBUTE, MENUS_INSTALLED_ATTRIBUTE } from './menus';

/** A link or button in a menu's list (a dropdown's, the phone menu's): a full-width row, 44 px high. */
export const menuItem = css`
  display: flex;
  align-items: center;
  gap: ${theme.space.xs};
  width: 100%;
  min-height: 44px;
  border: 0;
  background: transparent;
  color: ${theme.colors.text};
  text-align: start;
  text-decoration: none;
  cursor: pointer;
`;

/**
 * A native disclosure: it opens and closes before any script runs. A mouse's hover shows its panel
 * through CSS while no script runs the menus (scripts off, or not yet arrived); once they run, a
 * hover opens it for real (menus.ts).
 */
export const DropdownRoot = styled.details`
  position: relative;
  display: inline-block;

  @media ${FINE_HOVER_QUERY} {
    :root:not([${MENUS_INSTALLED_ATTRIBUTE}]) &[${MENU_ATTRIBUTE}='hover']:hover::details-content {
      content-visibility: visible;
    }
  }
`;

export const Trigger = styled.summary`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.xxs};
  min-height: 44px;
  padding: 0 ${theme.space.sm};
  border: 0;
  border-radius: ${theme.radii.md};
  background: transparent;
  color: ${theme.colors.text};
  font-weight: ${theme.fontWeights.medium};
  white-space: nowrap;
  cursor: pointer;
  /* No disclosure triangle: the chevron shows the state. */
  list-style: none;
  &::-webkit-details-marker {
    display: none;
  }

  &:hover,
  ${DropdownRoot}[open] > & {
    color: ${theme.colors.primary};
    background: ${theme.colors.primarySoft};
  }
  &:focus-visible {
    ${focusRing}
  }

  img {
    display: block;
    flex-shrink: 0;
  }

  & > svg:last-child {
    flex-shrink: 0;
    transition: transform ${theme.motion.fast};
  }
  ${DropdownRoot}[open] > & > svg:last-child {
    transform: rotate(180deg);
  }
  ${media.reducedMotion} {
    & > svg:last-child {
      transition: none;
    }
  }
`;

export const Panel = styled.ul<{ $align: 'start' | 'end' }>`
  position: absolute;
  top: 100%;
  ${({ $align }) => ($align === 'end' ? 'inset-inline-end: 0;' : 'inset-inline-start: 0;')}
  z-index: ${theme.zIndices.dropdown};
  min-width: 12rem;
  max-width: calc(100vw - ${theme.space.md});
  margin: 0;
  padding: ${theme.space.xxs} 0;
  list-style: none;
  background: ${theme.colors.background};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  box-shadow: ${theme.shadows.md};

  & > li > a,
  & > li > button {
    ${menuItem}
    padding: 0 ${theme.space.md};
    white-space: nowrap;
  }
  & > li > a:hover,
  & > li > button:hover {
    background: ${theme.colors.primarySoft};
    color: ${theme.colors.primary};
  }
  & > li > a:focus-visible,
  & > li > button:focus-visible {
    ${focusRingInset}
  }
  & > li > [aria-current] {
    color: ${theme.colors.primary};
    font-weight: ${theme.fontWeights.bold};
  }
  img {
    display: block;
    flex-shrink: 0;
  }
`;
