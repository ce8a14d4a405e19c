export { theme, media, GlobalStyle, VisuallyHidden } from './theme';
export type { Theme } from './theme';
export { Button, LinkButton } from './components/button';
export type { ButtonProps, LinkButtonProps, ButtonVariant, ButtonSize } from './components/button';
