import { THEME_GROUPS, cssVariableName, defaultTheme, type Theme, type ThemeOverrides } from './theme';

// A value closing the declaration or the rule (or the <style> element it is served in) would let
// one token rewrite the page's CSS: refuse it instead of escaping it.
const UNSAFE_VALUE = /[;{}<>]|\/\*/;

/** The custom properties an override sets (only the tokens it names), e.g. `{ '--inphr-color-primary': '#0a7' }`. */
export function themeVariables(overrides: ThemeOverrides): Record<`--inphr-${string}`, string> {
  const variables: Record<`--inphr-${string}`, string> = {};
  for (const group of THEME_GROUPS) {
    const tokens = overrides[group] as Record<string, string | number | undefined> | undefined;
    if (!tokens) continue;
    const known = defaultTheme[group] as Record<string, unknown>;
    for (const [token, value] of Object.entries(tokens)) {
      if (value === undefined) continue;
      if (!(token in known)) throw new Error(`Unknown theme token ${group}.${token}`);
      const text = String(value).trim();
      if (text === '' || UNSAFE_VALUE.test(text)) throw new Error(`Theme token ${group}.${token} has an unusable value: ${JSON.stringify(value)}`);
      variables[cssVariableName(group, token)] = text;
    }
  }
  return variables;
}

/** Declarations of the overridden custom properties, `--a:b;--c:d;` (empty when nothing is overridden). */
export function themeDeclarations(overrides: ThemeOverrides): string {
  return Object.entries(themeVariables(overrides))
    .map(([name, value]) => `${name}:${value};`)
    .join('');
}

/**
 * A CSS rule that applies a theme under `selector` (the whole page by default), for a site's own
 * stylesheet or a `<style>` element: `themeCss({ colors: { primary: '#0a7d55' } })` ->
 * `:root{--inphr-color-primary:#0a7d55;}`. Empty when nothing is overridden.
 */
export function themeCss(overrides: ThemeOverrides, selector = ':root'): string {
  const declarations = themeDeclarations(overrides);
  return declarations ? `${selector}{${declarations}}` : '';
}

/** The full theme an override gives (the defaults where it says nothing), e.g. for a `<meta name="theme-color">`. */
export function createTheme(overrides: ThemeOverrides): Theme {
  themeVariables(overrides); // same checks as the CSS
  const merged: Record<string, unknown> = { ...defaultTheme };
  for (const group of THEME_GROUPS) {
    const tokens = overrides[group];
    if (tokens) merged[group] = { ...defaultTheme[group], ...definedOnly(tokens) };
  }
  return merged as Theme;
}

function definedOnly<T extends object>(tokens: T): Partial<T> {
  return Object.fromEntries(Object.entries(tokens).filter(([, value]) => value !== undefined)) as Partial<T>;
}

/** Every token of the default theme as declarations, for GlobalStyle. */
export const defaultThemeDeclarations = themeDeclarations(defaultTheme);
