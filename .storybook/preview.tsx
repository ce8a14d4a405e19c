import { useEffect } from 'react';
import type { Decorator, Preview } from '@storybook/react-vite';
import { MINIMAL_VIEWPORTS } from 'storybook/viewport';
import { GlobalStyle, ThemeProvider, defaultTheme, type Breakpoint } from '../packages/ui/src/theme';
import { careTheme } from '../packages/ui/src/stories/care-theme';
import { DEFAULT_LOCALE } from '../packages/ui/src/stories/story-text';
import { localeOf } from '../packages/ui/src/stories/localized';

/** One preset per breakpoint of the theme (the width where its media queries switch), and a phone. */
const breakpointViewports = Object.fromEntries(
  (Object.entries(defaultTheme.breakpoints) as Array<[Breakpoint, string]>).map(([name, width]) => [
    name,
    {
      name: `${name} · ${width}`,
      styles: { width, height: parseInt(width, 10) < 1024 ? '900px' : '800px' },
      type: parseInt(width, 10) < 1024 ? 'tablet' : 'desktop',
    },
  ]),
);

const viewports = {
  phone: { name: 'phone · 375px', styles: { width: '375px', height: '812px' }, type: 'mobile' },
  ...breakpointViewports,
  // Kept for the stories (and their baselines) that ask for Storybook's own small phone.
  ...MINIMAL_VIEWPORTS,
};

/** The page's language follows the toolbar, so :lang() rules and screen readers see it. */
const withLocale: Decorator = (Story, context) => {
  const locale = localeOf(context.globals);
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  return <Story />;
};

/** inPHR's look, or a sister site's, from the theme toolbar: the same components, other tokens. */
const withTheme: Decorator = (Story, context) => (
  <>
    <GlobalStyle />
    {context.globals.theme === 'care' ? (
      <ThemeProvider theme={careTheme}>
        <Story />
      </ThemeProvider>
    ) : (
      <Story />
    )}
  </>
);

const preview: Preview = {
  tags: ['autodocs'],
  decorators: [withLocale, withTheme],
  globalTypes: {
    locale: {
      description: 'Language of the stories’ texts (packages/i18n resources)',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'ko', right: 'ko', title: '한국어' },
          { value: 'en', right: 'en', title: 'English' },
          { value: 'ja', right: 'ja', title: '日本語' },
        ],
        dynamicTitle: true,
      },
    },
    theme: {
      description: 'Theme: inPHR, or a sister site’s (ThemeProvider)',
      toolbar: {
        title: 'Theme',
        icon: 'paintbrush',
        items: [
          { value: 'inphr', title: 'inPHR (default)' },
          { value: 'care', title: 'inPHR CARE (sister site)' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: DEFAULT_LOCALE, theme: 'inphr' },
  parameters: {
    a11y: { test: 'error' },
    layout: 'padded',
    viewport: { options: viewports },
    docs: { toc: true },
  },
};

export default preview;
