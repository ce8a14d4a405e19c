/**
 * The one theme object. Components read tokens from it, never raw values. They import it rather
 * than take it from a ThemeProvider: there is one theme, and a styled component whose template
 * holds no functions is static, so styled-components builds its CSS once instead of per render.
 * Colours meet WCAG AA contrast on their intended backgrounds.
 */
export const theme = {
  colors: {
    primary: '#0b5cad',
    primaryHover: '#094a8c',
    primarySoft: '#eef4fb',
    accent: '#0f7f86',
    text: '#1d2733',
    textMuted: '#4a5563',
    textInverse: '#ffffff',
    background: '#ffffff',
    surface: '#f6f8fb',
    surfaceDark: '#14202e',
    border: '#d5dce5',
    borderStrong: '#8794a3',
    danger: '#b3261e',
    focus: '#1a73e8',
    overlay: 'rgba(10, 18, 28, 0.6)',
  },
  fonts: {
    // System stacks that cover Hangul, Kana/Kanji and Latin without web-font downloads.
    body: "system-ui, -apple-system, 'Segoe UI', 'Apple SD Gothic Neo', 'Noto Sans KR', 'Malgun Gothic', 'Hiragino Sans', 'Noto Sans JP', 'Yu Gothic', Meiryo, Roboto, 'Helvetica Neue', Arial, sans-serif",
    mono: "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace",
  },
  fontSizes: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.375rem',
    xxl: '1.75rem',
    display: 'clamp(2rem, 1.4rem + 2.4vw, 3.25rem)',
  },
  fontWeights: { regular: 400, medium: 500, bold: 700 },
  // CJK text reads better with more leading than Latin.
  lineHeights: { tight: 1.3, body: 1.7 },
  space: {
    xxs: '0.25rem',
    xs: '0.5rem',
    sm: '0.75rem',
    md: '1rem',
    lg: '1.5rem',
    xl: '2rem',
    xxl: '3rem',
    section: 'clamp(3rem, 2rem + 4vw, 6rem)',
  },
  radii: { sm: '4px', md: '8px', lg: '16px', pill: '999px' },
  shadows: {
    sm: '0 1px 3px rgba(16, 24, 40, 0.12)',
    md: '0 6px 20px rgba(16, 24, 40, 0.12)',
  },
  breakpoints: { sm: '480px', md: '768px', lg: '1024px', xl: '1280px' },
  layout: { maxWidth: '1200px', headerHeight: '64px' },
  zIndices: { base: 0, dropdown: 100, header: 200, floating: 300, modal: 1000 },
  motion: { fast: '150ms', normal: '250ms' },
} as const;

export type Theme = typeof theme;

/** Media queries built from the breakpoints, for use inside styled templates. */
export const media = {
  up: (bp: keyof Theme['breakpoints']) => `@media (min-width: ${theme.breakpoints[bp]})`,
  down: (bp: keyof Theme['breakpoints']) => `@media (max-width: calc(${theme.breakpoints[bp]} - 0.02px))`,
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
} as const;

declare module 'styled-components' {
  // Every styled component in every package reads this theme's tokens with full types.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends Theme {}
}
