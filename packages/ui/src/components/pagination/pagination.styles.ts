import styled from 'styled-components';
import { focusRing } from '../../theme/helpers';
import { theme } from '../../theme/theme';

export const PageList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${theme.space.xxs};
  margin: ${theme.space.lg} 0 0;
  padding: 0;
  list-style: none;
`;

export const PageButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 44px;
  min-height: 44px;
  padding: 0 ${theme.space.xs};
  border: 1px solid transparent;
  border-radius: ${theme.radii.md};
  background: transparent;
  color: ${theme.colors.text};
  font-variant-numeric: tabular-nums;
  cursor: pointer;

  &:hover:not(:disabled) {
    background: ${theme.colors.primarySoft};
    color: ${theme.colors.primary};
  }
  &[aria-current='page'] {
    background: ${theme.colors.primary};
    border-color: ${theme.colors.primary};
    color: ${theme.colors.textInverse};
    font-weight: ${theme.fontWeights.bold};
  }
  &:disabled {
    color: ${theme.colors.textMuted};
    opacity: 0.55;
    cursor: not-allowed;
  }
  &:focus-visible {
    ${focusRing}
  }
`;

export const Ellipsis = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 24px;
  color: ${theme.colors.textMuted};
`;
