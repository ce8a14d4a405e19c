import { createContext, useContext, useMemo, type ReactNode } from 'react';
import styled, { createGlobalStyle } from 'styled-components';
import { themeDeclarations } from './theme-css';
import type { ThemeOverrides } from './theme';

/**
 * The variables live on a class of a box-less wrapper, not in a style attribute: the site's CSP
 * refuses inline styles in server markup, and a class is served in the nonce'd style sheet.
 * Custom properties inherit through `display: contents`, so layout is untouched.
 */
const ThemeScope = styled.div<{ $declarations: string }>`
  display: contents;
  ${({ $declarations }) => $declarations}
`;

const RootTheme = createGlobalStyle<{ $declarations: string }>`
  :root { ${({ $declarations }) => $declarations} }
`;

/** The declarations of the nearest scoped ThemeProvider, for content portalled out of it (Modal). */
const ThemeScopeContext = createContext('');

export interface ThemeProviderProps {
  /** Tokens to change; the others keep inPHR's values. Breakpoints are build-time and cannot change here. */
  theme: ThemeOverrides;
  /**
   * Apply the theme to the whole page (`:root`), page background included, instead of the
   * children only. One global provider per page.
   */
  global?: boolean;
  children?: ReactNode;
}

/**
 * Applies a theme to its children (or with `global`, to the page). Texts inherit the theme's
 * text colour and body font only when the theme changes them.
 */
export function ThemeProvider({ theme, global = false, children }: ThemeProviderProps) {
  const declarations = useMemo(() => scopeDeclarations(theme, global), [theme, global]);
  if (global) {
    return (
      <>
        <RootTheme $declarations={declarations} />
        {children}
      </>
    );
  }
  return (
    <ThemeScopeContext.Provider value={declarations}>
      <ThemeScope $declarations={declarations}>{children}</ThemeScope>
    </ThemeScopeContext.Provider>
  );
}

function scopeDeclarations(theme: ThemeOverrides, global: boolean): string {
  const variables = themeDeclarations(theme);
  if (global) return variables;
  // body's colour and font are computed on body, from the page's variables: a scope that changes
  // them sets them again for its own content.
  const inherited = [
    theme.colors?.text !== undefined ? 'color:var(--inphr-color-text);' : '',
    theme.fonts?.body !== undefined ? 'font-family:var(--inphr-font-body);' : '',
  ].join('');
  return variables + inherited;
}

/** Wraps portalled content (rendered outside its provider's DOM) in the provider's theme again. */
export function ThemePortalScope({ children }: { children: ReactNode }) {
  const declarations = useContext(ThemeScopeContext);
  return declarations ? <ThemeScope $declarations={declarations}>{children}</ThemeScope> : <>{children}</>;
}
