export { theme, media } from './theme';
export type { Theme } from './theme';
export { GlobalStyle } from './global-style';
export { VisuallyHidden } from './visually-hidden';
