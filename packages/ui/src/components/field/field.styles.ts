import styled, { css } from 'styled-components';
import { focusRing, visuallyHidden } from '../../theme/helpers';
import { theme } from '../../theme/theme';

/** Shared by TextField, Select and Checkbox (internal to the package). */
export const FieldRoot = styled.div`
  display: flex;
  flex-direction: column;
`;

export const FieldLabel = styled.label<{ $hidden?: boolean }>`
  margin-bottom: ${theme.space.xxs};
  font-weight: ${theme.fontWeights.medium};
  color: ${theme.colors.text};
  ${({ $hidden }) => $hidden && visuallyHidden}
`;

export const RequiredMark = styled.span`
  margin-inline-start: ${theme.space.xxs};
  color: ${theme.colors.danger};
`;

export const Hint = styled.p`
  && {
    margin: ${theme.space.xxs} 0 0;
  }
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
`;

export const ErrorText = styled.div`
  color: ${theme.colors.danger};
  font-size: ${theme.fontSizes.sm};
  font-weight: ${theme.fontWeights.medium};

  /* Never display:none: a live region must already be in the accessibility tree to be announced. */
  &:not(:empty) {
    margin-top: ${theme.space.xxs};
  }
`;

/** Box styles of text inputs and selects. */
export const controlStyles = css<{ $invalid: boolean }>`
  width: 100%;
  min-height: 44px;
  padding: ${theme.space.xs} ${theme.space.sm};
  border: 1px solid ${({ $invalid }) => ($invalid ? theme.colors.danger : theme.colors.borderStrong)};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.background};
  color: ${theme.colors.text};
  line-height: ${theme.lineHeights.tight};

  &::placeholder {
    color: ${theme.colors.textMuted};
    opacity: 1;
  }
  &:hover:not(:disabled) {
    border-color: ${({ $invalid }) => ($invalid ? theme.colors.danger : theme.colors.primary)};
  }
  &:focus-visible {
    ${focusRing}
    /* Tighter than elsewhere: the ring hugs the field's own border. */
    outline-offset: 1px;
  }
  &:disabled {
    background: ${theme.colors.surface};
    color: ${theme.colors.textMuted};
    cursor: not-allowed;
  }
`;
