import styled from 'styled-components';
import { focusRing } from '../../theme/helpers';
import { theme } from '../../theme/theme';

export const TabList = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xs};
`;

export const Tab = styled.button`
  min-height: 44px;
  padding: 0 ${theme.space.md};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.background};
  color: ${theme.colors.text};
  font-weight: ${theme.fontWeights.medium};
  cursor: pointer;

  &:hover {
    border-color: ${theme.colors.primary};
    color: ${theme.colors.primary};
  }
  &[aria-selected='true'] {
    border-color: ${theme.colors.primary};
    background: ${theme.colors.primary};
    color: ${theme.colors.textInverse};
    font-weight: ${theme.fontWeights.bold};
  }
  &:focus-visible {
    ${focusRing}
  }
`;
