import styled from 'styled-components';
import { controlStyles } from '../field';

export const Input = styled.input<{ $invalid: boolean }>`
  ${controlStyles}
`;

export const TextArea = styled.textarea<{ $invalid: boolean }>`
  ${controlStyles}
  line-height: ${({ theme }) => theme.lineHeights.body};
  resize: vertical;
`;
