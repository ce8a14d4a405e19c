import styled, { keyframes } from 'styled-components';
import { media, theme } from '../../theme/theme';

const wave = keyframes`
  0%, 60%, 100% { transform: translateY(0); opacity: 1; }
  30% { transform: translateY(-0.4em); opacity: 0.35; }
`;

export const Root = styled.div`
  display: flex;
  justify-content: center;
  padding: ${theme.space.xl} 0;
`;

export const Word = styled.span`
  display: inline-flex;
  gap: 0.08em;
  color: ${theme.colors.primary};
  font-size: ${theme.fontSizes.xl};
  font-weight: ${theme.fontWeights.bold};
  letter-spacing: 0.05em;
`;

export const Letter = styled.span<{ $index: number }>`
  display: inline-block;
  animation: ${wave} 1.4s ease-in-out infinite;
  animation-delay: ${({ $index }) => `${$index * 0.1}s`};

  ${media.reducedMotion} {
    animation: none;
  }
`;
