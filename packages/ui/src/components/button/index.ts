export { Button, LinkButton } from './button';
export type { ButtonProps, LinkButtonProps } from './button';
export type { ButtonVariant, ButtonSize } from './button.styles';
