import styled from 'styled-components';
import { focusRing } from '../../theme/helpers';
import { theme } from '../../theme/theme';

export const CheckboxRoot = styled.div`
  display: flex;
  flex-direction: column;
`;

export const Row = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${theme.space.xs};
`;

export const Box = styled.input<{ $invalid: boolean }>`
  flex-shrink: 0;
  width: 24px;
  height: 24px;
  margin: 0;
  accent-color: ${theme.colors.primary};
  cursor: pointer;
  ${({ $invalid }) => $invalid && `outline: 2px solid ${theme.colors.danger}; outline-offset: 1px;`}

  &:focus-visible {
    ${focusRing}
  }
  &:disabled {
    cursor: not-allowed;
  }
`;

export const CheckboxLabel = styled.label`
  /* Lines up with the 24px box; the label is also a click target. */
  min-height: 24px;
  padding-top: 1px;
  cursor: pointer;
`;

export const Description = styled.div`
  margin: ${theme.space.xxs} 0 0 calc(24px + ${theme.space.xs});
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
`;
