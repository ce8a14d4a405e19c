import styled from 'styled-components';
import { controlStyles } from '../field';
import { theme } from '../../theme/theme';

export const SelectWrap = styled.div`
  position: relative;
  display: flex;
  align-items: center;

  & > svg {
    position: absolute;
    inset-inline-end: ${theme.space.sm};
    pointer-events: none;
    color: ${theme.colors.textMuted};
  }
`;

export const NativeSelect = styled.select<{ $invalid: boolean }>`
  ${controlStyles}
  appearance: none;
  padding-inline-end: ${theme.space.xl};
  cursor: pointer;
`;
