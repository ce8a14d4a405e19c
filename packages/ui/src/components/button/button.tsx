import { forwardRef, type AnchorHTMLAttributes, type ButtonHTMLAttributes } from 'react';
import { StyledButton, StyledLinkButton, type ButtonSize, type ButtonVariant } from './button.styles';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Emphasis: 'primary' (the main action of a view, the default), 'secondary' beside it, 'ghost' for minor actions. */
  variant?: ButtonVariant;
  /** 'md' (44px high, the default) or 'lg' (52px) for calls to action. */
  size?: ButtonSize;
  /** Takes the full width of its container (forms on phones). */
  block?: boolean;
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button({ variant = 'primary', size = 'md', block, type = 'button', ...rest }, ref) {
  return <StyledButton ref={ref} type={type} $variant={variant} $size={size} $block={block} {...rest} />;
});

export interface LinkButtonProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** Emphasis, as Button's. */
  variant?: ButtonVariant;
  /** 'md' (the default) or 'lg'. */
  size?: ButtonSize;
  /** Takes the full width of its container. */
  block?: boolean;
}

/** A link that looks like a button (navigation, external sites). */
export const LinkButton = forwardRef<HTMLAnchorElement, LinkButtonProps>(function LinkButton({ variant = 'primary', size = 'md', block, ...rest }, ref) {
  return <StyledLinkButton ref={ref} $variant={variant} $size={size} $block={block} {...rest} />;
});
