export { theme, defaultTheme, media, cssVariableName } from './theme';
export type { Breakpoint, Theme, ThemeGroup, ThemeOverrides, ThemeVariables } from './theme';
export { themeCss, themeVariables, createTheme } from './theme-css';
export { ThemeProvider } from './theme-provider';
export type { ThemeProviderProps } from './theme-provider';
export { focusRing, focusRingInset, visuallyHidden } from './helpers';
export { GlobalStyle } from './global-style';
export { VisuallyHidden } from './visually-hidden';
