import styled, { css } from 'styled-components';
import { theme } from '../../theme/theme';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';
export type ButtonSize = 'md' | 'lg';

export const buttonStyles = css<{ $variant: ButtonVariant; $size: ButtonSize; $block?: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space.xs};
  min-height: ${({ $size }) => ($size === 'lg' ? '52px' : '44px')};
  padding: 0 ${({ $size }) => ($size === 'lg' ? theme.space.xl : theme.space.lg)};
  width: ${({ $block }) => ($block ? '100%' : 'auto')};
  border-radius: ${theme.radii.pill};
  border: 2px solid ${theme.colors.primary};
  font-weight: ${theme.fontWeights.bold};
  font-size: ${({ $size }) => ($size === 'lg' ? theme.fontSizes.lg : theme.fontSizes.md)};
  text-decoration: none;
  cursor: pointer;
  transition:
    background-color ${theme.motion.fast},
    color ${theme.motion.fast};
  ${({ $variant }) => {
    switch ($variant) {
      case 'primary':
        return css`
          background: ${theme.colors.primary};
          color: ${theme.colors.textInverse};
          &:hover {
            background: ${theme.colors.primaryHover};
            border-color: ${theme.colors.primaryHover};
          }
        `;
      case 'secondary':
        return css`
          background: ${theme.colors.background};
          color: ${theme.colors.primary};
          &:hover {
            background: ${theme.colors.primarySoft};
          }
        `;
      case 'ghost':
        return css`
          background: transparent;
          border-color: transparent;
          color: ${theme.colors.primary};
          &:hover {
            background: ${theme.colors.primarySoft};
          }
        `;
    }
  }}
  &:disabled, &[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.55;
  }
`;

export const StyledButton = styled.button<{ $variant: ButtonVariant; $size: ButtonSize; $block?: boolean }>`
  ${buttonStyles}
`;

export const StyledLinkButton = styled.a<{ $variant: ButtonVariant; $size: ButtonSize; $block?: boolean }>`
  ${buttonStyles}
`;
