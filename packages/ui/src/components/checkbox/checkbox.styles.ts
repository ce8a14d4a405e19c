import styled from 'styled-components';

export const CheckboxRoot = styled.div`
  display: flex;
  flex-direction: column;
`;

export const Row = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.xs};
`;

export const Box = styled.input<{ $invalid: boolean }>`
  flex-shrink: 0;
  width: 24px;
  height: 24px;
  margin: 0;
  accent-color: ${({ theme }) => theme.colors.primary};
  cursor: pointer;
  ${({ theme, $invalid }) => $invalid && `outline: 2px solid ${theme.colors.danger}; outline-offset: 1px;`}

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
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
  margin: ${({ theme }) => theme.space.xxs} 0 0 calc(24px + ${({ theme }) => theme.space.xs});
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
