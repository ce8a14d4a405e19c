/**
 * The design tokens. `defaultTheme` holds the inPHR values; components never read it directly but
 * `theme`, the same shape whose values are CSS custom properties (`var(--inphr-color-primary)`).
 * A styled component whose template holds no functions is static: styled-components builds its
 * CSS once instead of per render, and another brand changes the variables' values, not the CSS.
 * The defaults are declared once, by GlobalStyle; ThemeProvider and themeCss() override them.
 * Colours meet WCAG AA contrast on their intended backgrounds.
 */
const defaultTokens = {
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
    // System fonts that cover Latin, Hangul and Kana/Kanji without web-font downloads: each platform's
    // Latin face, then each platform's Korean face (macOS/iOS, Android/Linux, Windows), then Japanese.
    // Every family is named, `system-ui` is not: on Android and Linux it resolves to a Latin-only
    // face, and then each run of Hangul searches the system for a fallback (measured in Chromium:
    // a picture's text laid out in about half the time, the page's too). Japanese pages take the
    // Japanese faces first (bodyJa), so that Kanji get Japanese glyph shapes.
    body: "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Apple SD Gothic Neo', 'Noto Sans CJK KR', 'Noto Sans KR', 'Malgun Gothic', 'Hiragino Sans', 'Noto Sans CJK JP', 'Noto Sans JP', 'Yu Gothic', Meiryo, 'Helvetica Neue', Arial, sans-serif",
    bodyJa:
      "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Hiragino Sans', 'Hiragino Kaku Gothic ProN', 'Noto Sans CJK JP', 'Noto Sans JP', 'Yu Gothic', Meiryo, 'Apple SD Gothic Neo', 'Noto Sans CJK KR', 'Noto Sans KR', 'Malgun Gothic', 'Helvetica Neue', Arial, sans-serif",
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
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
  // Media queries cannot read CSS variables: breakpoints are build-time values, the same for every brand.
  breakpoints: { sm: '480px', md: '768px', lg: '1024px', xl: '1280px' },
  layout: { maxWidth: '1200px', headerHeight: '64px' },
  zIndices: { base: 0, dropdown: 100, header: 200, floating: 300, modal: 1000 },
  motion: { fast: '150ms', normal: '250ms' },
} as const;

type Widen<T> = { [K in keyof T]: T[K] extends number ? number : string };

/** Every token group with its token names; values are CSS values (numbers where CSS takes a number). */
export type Theme = { readonly [G in keyof typeof defaultTokens]: Readonly<Widen<(typeof defaultTokens)[G]>> };

/** Token groups that can change at run time (everything but the breakpoints). */
export type ThemeGroup = Exclude<keyof Theme, 'breakpoints'>;

/** What a brand changes: any token of any group but the breakpoints, the rest stays inPHR's. */
export type ThemeOverrides = { readonly [G in ThemeGroup]?: Partial<Theme[G]> };

export type Breakpoint = keyof Theme['breakpoints'];

/** The inPHR theme's values. */
export const defaultTheme: Theme = defaultTokens;

/** What components write in their CSS: the custom property of each token; breakpoints as values. */
export type ThemeVariables = { readonly [G in ThemeGroup]: { readonly [K in keyof Theme[G]]: string } } & {
  readonly breakpoints: Theme['breakpoints'];
};

const GROUP_PREFIX: Record<ThemeGroup, string> = {
  colors: 'color',
  fonts: 'font',
  fontSizes: 'font-size',
  fontWeights: 'font-weight',
  lineHeights: 'line-height',
  space: 'space',
  radii: 'radius',
  shadows: 'shadow',
  layout: 'layout',
  zIndices: 'z',
  motion: 'motion',
};

export const THEME_GROUPS = Object.keys(GROUP_PREFIX) as ThemeGroup[];

/** `('colors', 'primaryHover')` -> `--inphr-color-primary-hover`. */
export function cssVariableName(group: ThemeGroup, token: string): `--inphr-${string}` {
  return `--inphr-${GROUP_PREFIX[group]}-${token.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
}

function variablesOf<G extends ThemeGroup>(group: G): ThemeVariables[G] {
  const tokens = Object.keys(defaultTheme[group]);
  return Object.fromEntries(tokens.map((token) => [token, `var(${cssVariableName(group, token)})`])) as ThemeVariables[G];
}

/** The tokens as CSS custom properties, for styled templates: `color: ${theme.colors.primary};`. */
export const theme: ThemeVariables = {
  ...(Object.fromEntries(THEME_GROUPS.map((group) => [group, variablesOf(group)])) as Omit<ThemeVariables, 'breakpoints'>),
  breakpoints: defaultTheme.breakpoints,
};

/** Media queries built from the breakpoints, for use inside styled templates. */
export const media = {
  up: (bp: Breakpoint) => `@media (min-width: ${defaultTheme.breakpoints[bp]})`,
  down: (bp: Breakpoint) => `@media (max-width: calc(${defaultTheme.breakpoints[bp]} - 0.02px))`,
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
} as const;
