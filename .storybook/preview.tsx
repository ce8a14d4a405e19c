import type { Preview } from '@storybook/react-vite';
import { GlobalStyle } from '../packages/ui/src/theme';

const preview: Preview = {
  decorators: [
    (Story) => (
      <>
        <GlobalStyle />
        <Story />
      </>
    ),
  ],
  parameters: {
    a11y: { test: 'error' },
    layout: 'padded',
  },
};

export default preview;
