import styled from 'styled-components';
import { controlStyles } from '../field';
import { theme } from '../../theme/theme';

export const Input = styled.input<{ $invalid: boolean }>`
  ${controlStyles}
`;

export const TextArea = styled.textarea<{ $invalid: boolean }>`
  ${controlStyles}
  line-height: ${theme.lineHeights.body};
  resize: vertical;
`;
