import styled from 'styled-components';
import { focusRing } from '../../theme/helpers';
import { theme } from '../../theme/theme';

export const FloatingButton = styled.button`
  position: fixed;
  right: ${theme.space.md};
  bottom: ${theme.space.md};
  /* Clear of the iOS home indicator. */
  bottom: max(${theme.space.md}, env(safe-area-inset-bottom));
  z-index: ${theme.zIndices.floating};
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 48px;
  height: 48px;
  padding: 0;
  border: 2px solid ${theme.colors.background};
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.primary};
  color: ${theme.colors.textInverse};
  box-shadow: ${theme.shadows.md};
  cursor: pointer;

  &:hover {
    background: ${theme.colors.primaryHover};
  }
  &:focus-visible {
    ${focusRing}
  }
`;
