import type { ReactElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { Button } from '../components/button';
import { Modal } from '../components/modal';
import { expectNoAxeViolations } from '../test/render';
import { GlobalStyle, ThemeProvider, createTheme, cssVariableName, defaultTheme, theme, themeCss, themeVariables, type ThemeGroup } from './index';

const groups = Object.keys(theme).filter((group): group is ThemeGroup => group !== 'breakpoints');

/**
 * Puts the style sheet a server render of `ui` makes into the document. Global styles are not
 * injected in jsdom (styled-components' Node build leaves them to the server render), so the
 * page's defaults come in the way a server-rendered page gets them.
 */
const applied: Element[] = [];
function applyServerStyles(ui: ReactElement) {
  const sheet = new ServerStyleSheet();
  try {
    renderToString(sheet.collectStyles(ui));
    const holder = document.createElement('div');
    holder.innerHTML = sheet.getStyleTags();
    for (const style of Array.from(holder.children)) applied.push(document.head.appendChild(style));
  } finally {
    sheet.seal();
  }
}

afterEach(() => {
  for (const style of applied.splice(0)) style.remove();
});

/** The value a custom property has on an element, as the browser resolves it (inherited included). */
const variable = (element: Element, name: string) => getComputedStyle(element).getPropertyValue(name).trim();

describe('theme', () => {
  it('names every token as a CSS variable; breakpoints stay values for media queries', () => {
    expect(theme.colors.primary).toBe('var(--inphr-color-primary)');
    expect(theme.colors.primaryHover).toBe('var(--inphr-color-primary-hover)');
    expect(theme.fontSizes.xxl).toBe('var(--inphr-font-size-xxl)');
    expect(theme.zIndices.modal).toBe('var(--inphr-z-modal)');
    expect(theme.breakpoints).toEqual(defaultTheme.breakpoints);
    for (const group of groups) {
      expect(Object.keys(theme[group])).toEqual(Object.keys(defaultTheme[group]));
    }
  });

  it('GlobalStyle declares the default value of every variable on the root', () => {
    applyServerStyles(<GlobalStyle />);
    const root = document.documentElement;
    for (const group of groups) {
      for (const [token, value] of Object.entries(defaultTheme[group])) {
        // Minified and serialized: `rgba(10, 18, 28, 0.6)` reads `rgba(10,18,28,0.6)`, 'Segoe UI' "Segoe UI".
        const expected = String(value).replace(/,\s+/g, ',').replaceAll("'", '"');
        expect(variable(root, cssVariableName(group, token)), `${group}.${token}`).toBe(expected);
      }
    }
  });

  it('gives a component under a ThemeProvider the overridden values, and the others the defaults', () => {
    applyServerStyles(<GlobalStyle />);
    render(
      <>
        <ThemeProvider theme={{ colors: { primary: '#0a7d55' }, radii: { pill: '6px' } }}>
          <Button>Inside</Button>
        </ThemeProvider>
        <Button>Outside</Button>
      </>,
    );
    const inside = screen.getByRole('button', { name: 'Inside' });
    const outside = screen.getByRole('button', { name: 'Outside' });
    expect(variable(inside, '--inphr-color-primary')).toBe('#0a7d55');
    expect(variable(inside, '--inphr-radius-pill')).toBe('6px');
    expect(variable(inside, '--inphr-color-text')).toBe(defaultTheme.colors.text);
    expect(variable(outside, '--inphr-color-primary')).toBe(defaultTheme.colors.primary);
    // The wrapper adds no box and no role.
    expect(inside.parentElement).toHaveStyle({ display: 'contents' });
  });

  it('carries a scoped theme into a Modal rendered into body', async () => {
    render(
      <>
        <ThemeProvider theme={{ colors: { primary: '#0a7d55' } }}>
          <Modal open title="Terms" closeLabel="Close" onClose={() => {}}>
            Text
          </Modal>
        </ThemeProvider>
      </>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Terms' });
    expect(variable(dialog, '--inphr-color-primary')).toBe('#0a7d55');
    await expectNoAxeViolations(document.body);
  });

  it('a global ThemeProvider themes the whole page', () => {
    applyServerStyles(
      <>
        <GlobalStyle />
        <ThemeProvider global theme={{ colors: { background: '#fbfaf5' } }} />
      </>,
    );
    expect(variable(document.body, '--inphr-color-background')).toBe('#fbfaf5');
    expect(variable(document.body, '--inphr-color-primary')).toBe(defaultTheme.colors.primary);
  });

  it('renders on the server with the theme in the style sheet, never in a style attribute (CSP)', () => {
    const sheet = new ServerStyleSheet();
    try {
      const html = renderToString(
        sheet.collectStyles(
          <ThemeProvider theme={{ colors: { primary: '#0a7d55', text: '#102030' } }}>
            <Button>Send</Button>
          </ThemeProvider>,
        ),
      );
      expect(html).not.toMatch(/style=/);
      const css = sheet.getStyleTags();
      expect(css).toContain('--inphr-color-primary:#0a7d55;');
      // A scope that changes the text colour sets it again for its content (body's is already computed).
      expect(css).toContain('color:var(--inphr-color-text);');
    } finally {
      sheet.seal();
    }
  });

  it('themeCss writes a rule for a site style sheet with the overridden tokens only', () => {
    expect(themeCss({ colors: { primary: '#0a7d55' }, fontWeights: { bold: 600 } })).toBe(':root{--inphr-color-primary:#0a7d55;--inphr-font-weight-bold:600;}');
    expect(themeCss({ radii: { lg: '24px' } }, '.care')).toBe('.care{--inphr-radius-lg:24px;}');
    expect(themeCss({})).toBe('');
    expect(themeVariables({ shadows: { sm: 'none' } })).toEqual({ '--inphr-shadow-sm': 'none' });
  });

  it('refuses values that would break out of the declaration, and unknown tokens', () => {
    expect(() => themeCss({ colors: { primary: 'red;}body{display:none' } })).toThrow(/colors.primary/);
    expect(() => themeCss({ colors: { primary: '</style><script>' } })).toThrow(/colors.primary/);
    expect(() => themeCss({ colors: { primary: '' } })).toThrow(/colors.primary/);
    // @ts-expect-error not a token
    expect(() => themeCss({ colors: { brand: '#000' } })).toThrow(/Unknown theme token colors.brand/);
  });

  it('createTheme gives the full theme of an override', () => {
    const care = createTheme({ colors: { primary: '#0a7d55' } });
    expect(care.colors.primary).toBe('#0a7d55');
    expect(care.colors.text).toBe(defaultTheme.colors.text);
    expect(care.breakpoints).toEqual(defaultTheme.breakpoints);
  });
});
