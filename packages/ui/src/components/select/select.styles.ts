import styled from 'styled-components';
import { controlStyles } from '../field';

export const SelectWrap = styled.div`
  position: relative;
  display: flex;
  align-items: center;

  & > svg {
    position: absolute;
    inset-inline-end: ${({ theme }) => theme.space.sm};
    pointer-events: none;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export const NativeSelect = styled.select<{ $invalid: boolean }>`
  ${controlStyles}
  appearance: none;
  padding-inline-end: ${({ theme }) => theme.space.xl};
  cursor: pointer;
`;
