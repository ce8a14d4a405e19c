import { createGlobalStyle } from 'styled-components';
import { focusRing, visuallyHidden } from './helpers';
import { theme } from './theme';
import { defaultThemeDeclarations } from './theme-css';

/**
 * The page's base styles and the default value of every theme variable. `:where(:root)` weighs
 * nothing, so any override (`:root`, `html`, a ThemeProvider) wins whatever the order in which
 * the style sheets arrive.
 */
export const GlobalStyle = createGlobalStyle`
  :where(:root) { ${defaultThemeDeclarations} }
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; }
  /* The page behind a modal dialog (NativeModal) does not scroll, nor shift sideways as its scrollbar goes. */
  html:has(dialog[open]:modal) { overflow: hidden; scrollbar-gutter: stable; }
  body {
    margin: 0;
    font-family: ${theme.fonts.body};
    font-size: ${theme.fontSizes.md};
    line-height: ${theme.lineHeights.body};
    color: ${theme.colors.text};
    background: ${theme.colors.background};
    /* Korean: break between words (spaces), not inside them. */
    word-break: keep-all;
    overflow-wrap: anywhere;
    line-break: strict;
  }
  /* Japanese has no spaces between words: break between characters, with the strict kinsoku rules
     (never before 、。 or small kana), instead of keep-all runs cut anywhere by overflow-wrap. */
  :lang(ja) { word-break: normal; overflow-wrap: break-word; font-family: ${theme.fonts.bodyJa}; }
  h1, h2, h3, h4 { line-height: ${theme.lineHeights.tight}; margin: 0 0 ${theme.space.md}; }
  p { margin: 0 0 ${theme.space.md}; }
  img, svg { max-width: 100%; height: auto; }
  a { color: ${theme.colors.primary}; }
  button, input, select, textarea { font: inherit; color: inherit; }
  :focus-visible { ${focusRing} }
  .visually-hidden { ${visuallyHidden} }
  @media (prefers-reduced-motion: reduce) {
    html { scroll-behavior: auto !important; }
    *, *::before, *::after { animation-duration: 0.01ms !important; animation-iteration-count: 1 !important; transition-duration: 0.01ms !important; }
  }
`;
