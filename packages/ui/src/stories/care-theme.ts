import type { ThemeOverrides } from '../theme/theme';

/**
 * A sister site's theme (inPHR CARE): green instead of blue, rounder corners, the same type and
 * spacing. It shows in Storybook from the theme toolbar and proves that a brand needs no fork.
 * Every colour keeps WCAG AA contrast where the default one is used.
 */
export const careTheme: ThemeOverrides = {
  colors: {
    primary: '#0a6b4f',
    primaryHover: '#07513c',
    primarySoft: '#e7f4ee',
    accent: '#a34700',
    text: '#17241f',
    textMuted: '#45544d',
    surface: '#f4f8f6',
    surfaceDark: '#10291f',
    border: '#cfded6',
    borderStrong: '#7f948a',
    focus: '#b35900',
  },
  radii: { sm: '6px', md: '12px', lg: '24px', pill: '12px' },
  shadows: {
    sm: '0 1px 3px rgba(10, 40, 30, 0.14)',
    md: '0 8px 24px rgba(10, 40, 30, 0.14)',
  },
};
